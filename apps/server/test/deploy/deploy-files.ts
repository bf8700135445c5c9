// The deployment descriptions under deploy/, read for the tests beside this file.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseAllDocuments, parse } from 'yaml'

export const root = fileURLToPath(new URL('../../../../', import.meta.url))
export const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8')
/** YAML as Compose reads it: `<<` merge keys resolved. */
export const readYaml = (rel: string) => parse(read(rel), { merge: true }) as unknown
export const readYamlDocuments = (rel: string) =>
  parseAllDocuments(read(rel)).map((d) => {
    if (d.errors.length) throw new Error(`${rel}: ${d.errors.map((e) => e.message).join('; ')}`)
    return d.toJS() as Record<string, unknown>
  })

export interface ComposeService {
  image?: string
  command?: string[]
  environment?: Record<string, string>
  healthcheck?: { test: string[] }
  depends_on?: Record<string, { condition: string }>
  networks?: Record<string, { aliases?: string[] }>
}
export interface ComposeFile {
  services: Record<string, ComposeService>
}

/** `KEY=value` lines of an env file (comments and blank lines skipped). */
export function envFile(rel: string): Map<string, string> {
  return new Map(
    read(rel)
      .split('\n')
      .filter((l) => /^[A-Z_][A-Z0-9_]*=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)] as [string, string]),
  )
}

/** Variables a text interpolates as `${NAME…}`, with whether it requires them (`${NAME:?…}`). */
export function interpolated(text: string): Map<string, { required: boolean }> {
  const out = new Map<string, { required: boolean }>()
  for (const [, name = '', op] of text.matchAll(/\$\{([A-Z_][A-Z0-9_]*)(:?[?-])?/g))
    out.set(name, { required: (out.get(name)?.required ?? false) || op === ':?' })
  return out
}
