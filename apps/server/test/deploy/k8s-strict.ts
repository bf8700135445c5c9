// Unknown fields in a Kubernetes object, as `kubectl apply --validate=strict` reports them: the
// models' own validate() checks types and required fields but lets a misspelt key through (Kubernetes'
// OpenAPI schemas allow extra fields). The field names come from the kubernetes-models type
// declarations, followed import by import, so they are Kubernetes' own for this package's version.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const modelsDir = path.dirname(require.resolve('kubernetes-models/package.json'))

interface Field {
  /** The declaration file of the field's type, when it is an object type of its own. */
  file: string | undefined
}
const cache = new Map<string, Map<string, Field> | null>()

function resolveImport(from: string, spec: string): string {
  if (spec.startsWith('.')) return path.join(path.dirname(from), `${spec}.d.ts`)
  // A package's subpath (`@kubernetes-models/apimachinery/apis/meta/v1/ObjectMeta`), looked up the way
  // Node does: node_modules folders from the models' own folder upwards.
  const [scope = '', name = '', ...rest] = spec.split('/')
  for (let dir = modelsDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', scope, name)
    if (fs.existsSync(candidate)) return path.join(candidate, `${rest.join('/')}.d.ts`)
    if (path.dirname(dir) === dir) throw new Error(`cannot find ${spec}`)
  }
}

/** The fields of the first interface a declaration file exports; null for a type without fields. */
function fieldsOf(file: string): Map<string, Field> | null {
  if (cache.has(file)) return cache.get(file) ?? null
  const text = fs.readFileSync(file, 'utf8')
  const imports = new Map<string, string>()
  for (const [, names = '', spec = ''] of text.matchAll(/^import \{([^}]+)\} from "([^"]+)";$/gm))
    for (const n of names.split(',')) imports.set(n.trim(), spec)
  const body = /^export interface I\w+(?: extends [\w, ]+)? \{\n([\s\S]*?)^\}/m.exec(text)?.[1]
  const fields = body
    ? new Map(
        // A map type (`{ [key: string]: string; }`) spans lines: its first line is enough, it has no fields.
        [...body.matchAll(/^ {4}"([^"]+)"\??: (.*?);?$/gm)].map(([, name = '', type = '']) => {
          const inner = /^Array<(\w+)>$/.exec(type)?.[1] ?? type
          const spec = imports.get(inner)
          return [name, { file: spec ? resolveImport(file, spec) : undefined }] as const
        }),
      )
    : null
  cache.set(file, fields)
  return fields
}

/** Paths of fields no Kubernetes type of `apiVersion`/`kind` declares, e.g. `spec.template.spec.containers.0.readinesProbe`. */
export function unknownFields(doc: { apiVersion: string; kind: string }): string[] {
  const entry = path.join(modelsDir, doc.apiVersion, `${doc.kind}.d.ts`)
  if (!fs.existsSync(entry)) return [`(no model for ${doc.apiVersion} ${doc.kind})`]
  const out: string[] = []
  const walk = (value: unknown, file: string, at: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, file, `${at}.${i}`))
    if (!value || typeof value !== 'object') return
    const fields = fieldsOf(file)
    if (!fields) return
    for (const [key, v] of Object.entries(value)) {
      const field = fields.get(key)
      const here = at ? `${at}.${key}` : key
      if (!field) out.push(here)
      else if (field.file) walk(v, field.file, here)
    }
  }
  walk(doc, entry, '')
  return out
}
