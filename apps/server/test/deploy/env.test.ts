// Every environment variable the apps read is documented in the README's Configuration table, and every
// one a deployment needs is set in deploy/compose.yaml and in deploy/k8s for each process that reads it,
// or is set by the image, or is left to its default on purpose (listed below with the reason).
import { describe, expect, it } from 'vitest'
import { parseDockerfile, readText } from './dockerfile.ts'
import { readYaml, readYamlDocuments, root, type ComposeFile } from './deploy-files.ts'
import { apiVars, documentedVars, launcherVars, webVars } from './env-vars.ts'

const OPERATOR_CHOICE =
  'an operator’s product choice; the default is the reference setup (README.md, Configuration)'
const FEED_KNOB = 'the demo feed’s seed and pace: the defaults (seed 42, real time) are what a demo wants'

/** Left to their defaults on purpose, with the reason; never one of the REQUIRED ones. */
const DEFAULTED: Record<'api' | 'web', Record<string, string>> = {
  api: {
    PG_PORT: 'the embedded PostgreSQL only; a deployment sets DATABASE_URL',
    WEB_PORT: 'only builds the default PUBLIC_WEB_URL, which a deployment sets',
    REALTIME_API_KEY:
      'the key of the embedded hub’s /api/publish, which nothing calls with CENTRIFUGO_URL set; each process generates its own',
    REALTIME_LOCALES:
      'the default lists every locale the shell serves; set it for a brand that serves others',
    BRANDS_DIR:
      'the brand files baked into the image (apps/server/brands); mount a folder and set it for your own',
    SENTRY_DSN: 'unset: no error reporting; set it to your Sentry (compose passes it through)',
    FEED_ENABLED:
      'true: the process with the feed role (ROLES, set by the image from its role) runs the demo feed',
    FEED_SEED: FEED_KNOB,
    FEED_SPEED: FEED_KNOB,
    DEPOSIT_REQUIRED_FIELDS:
      'none by default; an operator whose cashier needs a player’s details before a deposit lists them (spec §5)',
  },
  web: {
    SPORTSBOOK_API_URL: 'the reference backend’s API under API_URL; an operator with their own APIs sets it',
    PLATFORM_API_URL: 'the reference backend’s API under API_URL; an operator with their own APIs sets it',
    PUBLIC_SPORTSBOOK_API_URL:
      'same-origin /api/sportsbook, which the proxy and the Ingress route to the API',
    PUBLIC_PLATFORM_API_URL: 'same-origin /api/platform, which the proxy and the Ingress route to the API',
    REALTIME_URL:
      'the proxy and the Ingress route /connection/websocket to Centrifugo before it reaches a web server',
    ...Object.fromEntries(
      [
        'PUBLIC_PLATFORM_ORIGIN',
        'PUBLIC_DEPOSIT_URLS',
        'PUBLIC_PHONE_VERIFICATION_REQUIRED',
        'PUBLIC_RTL_VIEW',
        'PUBLIC_EMBED_ORIGINS',
        'PUBLIC_FRAME_ANCESTORS',
        'PUBLIC_REQUIRED_USER_GROUP',
        'PUBLIC_REDIRECT_LOGGED_OUT',
        'PUBLIC_SENTRY_DSN',
        'PUBLIC_TAG_MANAGER_IDS',
        'PUBLIC_BRAND_NAME',
        'PUBLIC_MIN_AGE',
        'PUBLIC_SESSION_STATUS',
        'PUBLIC_RESPONSIBLE_GAMBLING_URL',
        'PUBLIC_TERMS_URL',
        'PUBLIC_PRIVACY_URL',
        'PUBLIC_LICENCE_URL',
        'PUBLIC_SUPPORT_URL',
        'PUBLIC_TERMS_VERSION',
        'PUBLIC_PREVIEW',
        'PUBLIC_IFRAME_DEPOSIT',
        'PUBLIC_QUICK_DEPOSIT',
        'PUBLIC_DEV_DEPOSIT',
        'PUBLIC_PAYMENT_TEST',
        'PUBLIC_PAYMENT_TEST_STATUS',
      ].map((v) => [v, OPERATOR_CHOICE]),
    ),
  },
}

/** Set explicitly in every deployment of the process, never left to a default meant for one machine. */
const REQUIRED = {
  api: [
    'DATABASE_URL',
    'CENTRIFUGO_URL',
    'CENTRIFUGO_API_KEY',
    'REALTIME_TOKEN_SECRET',
    'CSRF_SECRET',
    'METRICS_TOKEN',
    'PUBLIC_WEB_URL',
    'TRUST_PROXY',
    'DEV_TOOLS',
    'SEED_DEMO_PLAYERS',
  ],
  web: ['API_URL', 'PUBLIC_REALTIME_URL'],
}

// What the image sets for every process: its ENV lines and the entrypoint's exports.
const runtime = parseDockerfile(readText(root, 'Dockerfile')).at(-1)
const imageSets = new Set([
  ...(runtime?.instructions ?? [])
    .filter((i) => i.op === 'ENV')
    .flatMap((i) => i.args.map((a) => a.split('=')[0] ?? '')),
  ...[...readText(root, 'deploy/docker/entrypoint.sh').matchAll(/export ([A-Z_]+)=/g)].map((m) => m[1] ?? ''),
])

// What each deployment sets per process.
const compose = readYaml('deploy/compose.yaml') as ComposeFile
const composeEnv = (service: string) => new Set(Object.keys(compose.services[service]?.environment ?? {}))
const k8s = ['config.yaml', 'api.yaml', 'feed.yaml', 'settlement.yaml', 'realtime.yaml', 'web.yaml'].flatMap(
  (f) => readYamlDocuments(`deploy/k8s/${f}`),
)
function k8sEnv(deployment: string): Set<string> {
  const d = k8s.find(
    (o) => o.kind === 'Deployment' && (o.metadata as { name: string }).name === deployment,
  ) as {
    spec: {
      template: {
        spec: { containers: { env?: { name: string }[]; envFrom?: { configMapRef: { name: string } }[] }[] }
      }
    }
  }
  const c = d.spec.template.spec.containers[0]
  const fromMaps = (c?.envFrom ?? []).flatMap((e) => {
    const cm = k8s.find(
      (o) => o.kind === 'ConfigMap' && (o.metadata as { name: string }).name === e.configMapRef.name,
    )
    return Object.keys((cm?.data as Record<string, string> | undefined) ?? {})
  })
  return new Set([...fromMaps, ...(c?.env ?? []).map((e) => e.name)])
}
const targets = {
  api: {
    'compose api-1': composeEnv('api-1'),
    'compose api-2': composeEnv('api-2'),
    'compose feed': composeEnv('feed'),
    'compose settlement-1': composeEnv('settlement-1'),
    'compose settlement-2': composeEnv('settlement-2'),
    'compose realtime': composeEnv('realtime'),
    'k8s api': k8sEnv('api'),
    'k8s feed': k8sEnv('feed'),
    'k8s settlement': k8sEnv('settlement'),
    'k8s realtime': k8sEnv('realtime'),
  },
  web: {
    'compose web-1': composeEnv('web-1'),
    'compose web-2': composeEnv('web-2'),
    'k8s web': k8sEnv('web'),
  },
}

describe('environment variables', () => {
  it('finds what the apps read (the schemas and direct reads)', () => {
    for (const v of ['DATABASE_URL', 'CENTRIFUGO_URL', 'METRICS_TOKEN', 'FEED_ENABLED', 'ROLES'])
      expect(apiVars).toContain(v)
    for (const v of ['API_URL', 'PUBLIC_REALTIME_URL', 'PUBLIC_PLATFORM_ORIGIN', 'SSR_CACHE'])
      expect(webVars).toContain(v)
    expect(launcherVars).toContain('SPORTSBOOK_ROLE')
    expect(webVars).not.toContain('DEV') // import.meta.env.DEV is Vite's, not the environment's
  })

  it('documents every variable the apps, npm start and the image read in the README’s Configuration table', () => {
    const documented = documentedVars()
    const undocumented = [...new Set([...apiVars, ...webVars, ...launcherVars])].filter(
      (v) => !documented.has(v),
    )
    expect(undocumented).toEqual([])
  })

  for (const kind of ['api', 'web'] as const) {
    const vars = kind === 'api' ? apiVars : webVars
    it(`sets every variable the ${kind} processes read in compose and k8s, or leaves it to its default on purpose`, () => {
      for (const [target, set] of Object.entries(targets[kind])) {
        const missing = [...vars].filter((v) => !set.has(v) && !imageSets.has(v) && !(v in DEFAULTED[kind]))
        expect(missing, `${target}: set these, or list them in DEFAULTED with the reason`).toEqual([])
        for (const v of REQUIRED[kind]) expect(set.has(v), `${target} sets ${v}`).toBe(true)
        // And nothing it sets is a variable the process does not read (a typo, or a leftover).
        expect(
          [...set].filter((v) => !vars.has(v)),
          `${target}: variables nothing reads`,
        ).toEqual([])
      }
    })
  }

  it('keeps the lists honest: every DEFAULTED variable is read, none is also REQUIRED', () => {
    for (const kind of ['api', 'web'] as const)
      for (const v of Object.keys(DEFAULTED[kind])) {
        expect(kind === 'api' ? apiVars : webVars, `${kind} reads ${v}`).toContain(v)
        expect(REQUIRED[kind]).not.toContain(v)
      }
  })
})
