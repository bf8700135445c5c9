// deploy/k8s/: each object against its Kubernetes schema (kubernetes-models' validate(): types, required
// fields) and against Kubernetes' field names (k8s-strict.ts: a misspelt key), then what no schema knows:
// probes on /ready and /health, resources, PDBs, Services and the Ingress pointing at what exists,
// Prometheus annotations, exactly one feed, secrets only by reference.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { read, readYamlDocuments } from './deploy-files.ts'
import { unknownFields } from './k8s-strict.ts'

interface K8sObject {
  apiVersion: string
  kind: string
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> }
  spec?: Record<string, unknown>
  data?: Record<string, string>
}
interface Probe {
  httpGet?: { path: string; port: string | number }
}
interface Container {
  name: string
  image: string
  args?: string[]
  ports?: { name?: string; containerPort: number }[]
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[]
  envFrom?: { configMapRef?: { name: string } }[]
  readinessProbe?: Probe
  livenessProbe?: Probe
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> }
}
interface PodTemplate {
  metadata: { labels: Record<string, string>; annotations?: Record<string, string> }
  spec: { containers: Container[]; securityContext?: { runAsNonRoot?: boolean } }
}

const kustomization = readYamlDocuments('deploy/k8s/kustomization.yaml')[0] as { resources: string[] }
const files = kustomization.resources
const objects = files.flatMap((f) => readYamlDocuments(`deploy/k8s/${f}`) as unknown as K8sObject[])
const ofKind = (kind: string) => objects.filter((o) => o.kind === kind)
const deployment = (name: string) => {
  const d = ofKind('Deployment').find((o) => o.metadata.name === name)
  if (!d) throw new Error(`no Deployment ${name}`)
  return d as K8sObject & { spec: { replicas: number; strategy?: { type: string }; template: PodTemplate } }
}
const container = (name: string) => deployment(name).spec.template.spec.containers[0] as Container

async function schemaErrors(o: K8sObject): Promise<string[]> {
  const mod = (await import(`kubernetes-models/${o.apiVersion}/${o.kind}`)) as Record<
    string,
    new (data: unknown) => { validate(): void }
  >
  const Model = mod[o.kind]
  if (!Model) return [`no model for ${o.apiVersion} ${o.kind}`]
  try {
    new Model(o).validate()
    return unknownFields(o).map((f) => `${f}: unknown field`)
  } catch (err) {
    return [String((err as Error).message)]
  }
}

describe('deploy/k8s', () => {
  it('lists every manifest of the folder in kustomization.yaml', () => {
    const yamls = fs
      .readdirSync(new URL('../../../../deploy/k8s/', import.meta.url))
      .filter((f) => f.endsWith('.yaml'))
    expect([...files, 'kustomization.yaml'].sort()).toEqual(yamls.sort())
  })

  it('has every object valid against its Kubernetes schema, with no unknown field', async () => {
    expect(objects.length).toBeGreaterThan(10)
    for (const o of objects) expect(await schemaErrors(o), `${o.kind} ${o.metadata.name}`).toEqual([])
  })

  it('refuses a broken manifest: a misspelt probe, a wrong type, a missing required field', async () => {
    const api = structuredClone(deployment('api'))
    const c = api.spec.template.spec.containers[0] as unknown as Record<string, unknown>
    c.readinesProbe = c.readinessProbe
    delete c.readinessProbe
    expect(await schemaErrors(api)).toContain('spec.template.spec.containers.0.readinesProbe: unknown field')
    const typed = structuredClone(deployment('api'))
    ;(typed.spec as Record<string, unknown>).replicas = 'two'
    expect((await schemaErrors(typed)).join()).toMatch(/replicas must be integer/)
    const nameless = structuredClone(deployment('web'))
    delete (nameless.spec.template.spec.containers[0] as Partial<Container>).name
    expect((await schemaErrors(nameless)).join()).toMatch(/containers\/0 must have required property name/)
  })

  it('runs api, feed and web from one image by role, exactly one feed, replaced never alongside itself', () => {
    const images = new Set(['api', 'feed', 'web'].map((d) => container(d).image))
    expect(images.size).toBe(1)
    expect(['api', 'feed', 'web'].map((d) => container(d).args)).toEqual([['api'], ['feed'], ['web']])
    expect(deployment('feed').spec.replicas).toBe(1)
    expect(deployment('feed').spec.strategy?.type).toBe('Recreate')
    expect(deployment('api').spec.replicas).toBeGreaterThanOrEqual(2)
    expect(deployment('web').spec.replicas).toBeGreaterThanOrEqual(2)
  })

  it('probes readiness on /ready and liveness on /health, with resources, as non-root', () => {
    const paths = (d: string) => [
      container(d).readinessProbe?.httpGet?.path,
      container(d).livenessProbe?.httpGet?.path,
    ]
    expect(paths('api')).toEqual(['/ready', '/health'])
    expect(paths('feed')).toEqual(['/ready', '/health'])
    expect(paths('web')).toEqual(['/health', '/health']) // the web server has no /ready of its own
    expect(paths('centrifugo')).toEqual(['/health', '/health'])
    for (const d of ofKind('Deployment')) {
      const c = (d.spec as { template: PodTemplate }).template.spec.containers[0] as Container
      const ports = (c.ports ?? []).map((p) => p.name)
      expect(ports, d.metadata.name).toContain(c.readinessProbe?.httpGet?.port)
      for (const k of ['requests', 'limits'] as const)
        expect(Object.keys(c.resources?.[k] ?? {}).sort(), `${d.metadata.name} ${k}`).toEqual([
          'cpu',
          'memory',
        ])
      expect((d.spec as { template: PodTemplate }).template.spec.securityContext?.runAsNonRoot).toBe(true)
    }
  })

  it('has PodDisruptionBudgets for api and web, and Services and the Ingress pointing at what exists', () => {
    const podLabels = (name: string) => deployment(name).spec.template.metadata.labels
    const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
      Object.entries(selector).every(([k, v]) => labels[k] === v)
    const pdbs = ofKind('PodDisruptionBudget').map((p) => {
      const s = p.spec as { selector: { matchLabels: Record<string, string> }; minAvailable?: number }
      return ['api', 'web', 'feed'].filter((d) => matches(s.selector.matchLabels, podLabels(d)))
    })
    expect(pdbs.sort()).toEqual([['api'], ['web']])
    const services = new Map(
      ofKind('Service').map((s) => {
        const spec = s.spec as {
          selector: Record<string, string>
          ports: { name: string; targetPort: string }[]
        }
        const target = ofKind('Deployment').find((d) =>
          matches(spec.selector, (d.spec as { template: PodTemplate }).template.metadata.labels),
        )
        const c = (target?.spec as { template: PodTemplate } | undefined)?.template.spec.containers[0]
        for (const p of spec.ports)
          expect(
            c?.ports?.map((cp) => cp.name),
            s.metadata.name,
          ).toContain(p.targetPort)
        return [s.metadata.name, spec.ports.map((p) => p.name)] as const
      }),
    )
    const ingress = ofKind('Ingress')[0]?.spec as {
      rules: {
        http: { paths: { path: string; backend: { service: { name: string; port: { name: string } } } }[] }
      }[]
    }
    const routes = ingress.rules[0]?.http.paths.map((p) => [p.path, p.backend.service.name]) ?? []
    expect(routes).toEqual([
      ['/api/', 'api'],
      ['/connection/websocket', 'centrifugo'],
      ['/', 'web'],
    ])
    for (const p of ingress.rules[0]?.http.paths ?? [])
      expect(services.get(p.backend.service.name)).toContain(p.backend.service.port.name)
  })

  it('asks Prometheus to scrape /metrics of every API process', () => {
    for (const d of ['api', 'feed']) {
      const a = deployment(d).spec.template.metadata.annotations ?? {}
      expect(a['prometheus.io/scrape']).toBe('true')
      expect(a['prometheus.io/path']).toBe('/metrics')
      expect(container(d).ports?.map((p) => String(p.containerPort))).toContain(a['prometheus.io/port'])
      expect(container(d).env?.find((e) => e.name === 'METRICS_TOKEN')?.valueFrom?.secretKeyRef?.key).toBe(
        'METRICS_TOKEN',
      )
    }
  })

  it('takes secrets only by reference, the same ones on every API process and Centrifugo', () => {
    expect(ofKind('Secret')).toEqual([])
    const secretRefs = (d: string) =>
      (container(d).env ?? []).map((e) => [
        e.name,
        e.valueFrom?.secretKeyRef?.name,
        e.valueFrom?.secretKeyRef?.key,
      ])
    expect(secretRefs('feed')).toEqual(secretRefs('api'))
    for (const [name, secret, key] of secretRefs('api'))
      expect([secret, key], String(name)).toEqual(['sportsbook', name])
    const cf = Object.fromEntries(secretRefs('centrifugo').map(([n, , k]) => [n, k]))
    expect(cf.CENTRIFUGO_CLIENT_TOKEN_HMAC_SECRET_KEY).toBe('REALTIME_TOKEN_SECRET')
    expect(cf.CENTRIFUGO_HTTP_API_KEY).toBe('CENTRIFUGO_API_KEY')
    // Centrifugo's configuration is the compose deployment's, word for word.
    const cm = ofKind('ConfigMap').find((c) => c.metadata.name === 'centrifugo')
    expect(JSON.parse(cm?.data?.['config.json'] ?? '')).toEqual(
      JSON.parse(read('deploy/centrifugo/config.json')),
    )
  })
})
