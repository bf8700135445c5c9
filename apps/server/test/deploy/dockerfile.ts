// A small reader of the repository's Dockerfile and .dockerignore for the static checks of
// dockerfile.test.ts (no container runtime where the tests run): instructions per stage, with
// continuation lines joined, comments dropped and `ARG` defaults substituted.
import fs from 'node:fs'
import path from 'node:path'

export interface Instruction {
  op: string
  /** The arguments after the instruction, `--flags` removed. */
  args: string[]
  flags: Record<string, string>
  raw: string
}
export interface Stage {
  name: string
  image: string
  instructions: Instruction[]
}

const words = (s: string) => s.match(/"[^"]*"|\S+/g)?.map((w) => w.replace(/^"|"$/g, '')) ?? []

export function parseDockerfile(text: string): Stage[] {
  const args: Record<string, string> = {}
  const stages: Stage[] = []
  const logical = text
    .replace(/\\\r?\n(\s*#[^\n]*\n)*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
  for (const line of logical) {
    const [op = '', ...rest] = line.split(/\s+/)
    const body = line.slice(op.length).trim()
    const upper = op.toUpperCase()
    if (upper === 'ARG' && stages.length === 0) {
      const [k, v] = body.split('=')
      if (k) args[k] = v ?? ''
      continue
    }
    if (upper === 'FROM') {
      const [image = '', , name] = rest
      const resolved = image.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => args[a ?? b] ?? '')
      stages.push({ name: name ?? String(stages.length), image: resolved, instructions: [] })
      continue
    }
    const ws = body.startsWith('[') ? (JSON.parse(body) as string[]) : words(body)
    const flags: Record<string, string> = {}
    const plain = ws.filter((w) => {
      const m = /^--([\w-]+)(?:=(.*))?$/.exec(w)
      if (m?.[1]) flags[m[1]] = m[2] ?? 'true'
      return !m
    })
    stages.at(-1)?.instructions.push({ op: upper, args: plain, flags, raw: line })
  }
  return stages
}

/** `.dockerignore` as Docker reads it: the last pattern a path (or a parent of it) matches decides. */
export function dockerignore(text: string): (file: string) => boolean {
  const rules = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!')
      const glob = path.posix.normalize(l.replace(/^!/, '')).replace(/\/$/, '')
      const re = glob
        .split('/')
        .map((seg) =>
          seg === '**'
            ? '.*'
            : seg
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?')
      return { negate, re: new RegExp(`^${re}$`) }
    })
  return (file) => {
    const parts = file.split('/')
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'))
    let excluded = false
    for (const r of rules) if (candidates.some((c) => r.re.test(c))) excluded = !r.negate
    return excluded
  }
}

export const readText = (root: string, rel: string) => fs.readFileSync(path.join(root, rel), 'utf8')
