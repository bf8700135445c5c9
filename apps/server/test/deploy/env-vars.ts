// Which environment variables the apps read, found in their code: the keys of the API's EnvSchema, of
// the web server's env.mjs schema and of the web's public configuration schema, plus every direct
// `process.env.X` / `env.X` read in the apps' sources, the web server's modules, scripts/start.mjs and
// the image's entrypoint and health check.
import fs from 'node:fs'
import path from 'node:path'
import { read, root } from './deploy-files.ts'

/** The `KEY:` lines at one indentation inside the object literal that starts at `opening`. */
function schemaKeys(file: string, opening: string, indent: number): string[] {
  const text = read(file)
  const start = text.indexOf(opening)
  if (start < 0) throw new Error(`${file}: ${opening} not found`)
  const end = text.indexOf(`\n${' '.repeat(indent - 2)}})`, start)
  const body = text.slice(start, end)
  return [...body.matchAll(new RegExp(`^ {${indent}}([A-Z][A-Z0-9_]+):`, 'gm'))].map((m) => m[1] ?? '')
}

const DIRECT = /(?<!meta\.)\b(?:process\.env|env)(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g
function directReads(rel: string): string[] {
  const abs = path.join(root, rel)
  const files = fs.statSync(abs).isDirectory()
    ? fs
        .readdirSync(abs, { recursive: true })
        .map(String)
        .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.|(^|\/)testing\//.test(f))
        .map((f) => path.join(rel, f))
    : [rel]
  return files.flatMap((f) => [...read(f).matchAll(DIRECT)].map((m) => m[1] ?? m[2] ?? ''))
}

export const apiVars = new Set([
  ...schemaKeys('apps/server/src/config/env.ts', 'const EnvSchema = z\n  .object({', 4),
  ...directReads('apps/server/src'),
])

export const webVars = new Set([
  ...schemaKeys('apps/web/env.mjs', 'const schema = z.object({', 2),
  ...schemaKeys('apps/web/src/config/public-env-schema.ts', '  return z\n    .object({', 6),
  ...directReads('apps/web/src'),
  ...fs
    .readdirSync(path.join(root, 'apps/web'))
    .filter((f) => f.endsWith('.mjs'))
    .flatMap((f) => directReads(`apps/web/${f}`)),
])

/** Read only by `npm start` or by the image's own scripts (its role, the health check's ports). */
export const launcherVars = new Set([
  ...directReads('scripts/start.mjs'),
  ...directReads('deploy/docker/healthcheck.mjs'),
  ...[...read('deploy/docker/entrypoint.sh').matchAll(/\$\{([A-Z][A-Z0-9_]+)/g)].map((m) => m[1] ?? ''),
])

/** The variables the README's "Configuration" table documents (every `NAME` of its first column). */
export function documentedVars(): Set<string> {
  const readme = read('README.md')
  const section = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5),
  )
  const names = section
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .flatMap((l) => [...(l.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? ''))
  return new Set(names)
}
