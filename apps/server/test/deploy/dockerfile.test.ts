// The Dockerfile cannot be built where the tests run (no container runtime): what can be read is checked
// here. Every COPY source exists and is in the build context, npm ci sees every workspace's manifest,
// the runtime is Node 20 without dev dependencies and not root, and the roles, the entrypoint and the
// health check name files the image really contains.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { dockerignore, parseDockerfile, readText, type Stage } from './dockerfile.ts'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const stages = parseDockerfile(readText(root, 'Dockerfile'))
const ignored = dockerignore(readText(root, '.dockerignore'))
const runtime = stages.at(-1) as Stage
const workspaces = (JSON.parse(readText(root, 'package.json')) as { workspaces: string[] }).workspaces
const pkg = (dir: string) =>
  JSON.parse(readText(root, `${dir}/package.json`)) as { dependencies?: Record<string, string> }

/** Where each file of the context lands in the runtime image (COPY from the context only). */
function contextCopies(stage: Stage): { src: string; dest: string; flags: Record<string, string> }[] {
  const workdir = stage.instructions.findLast((i) => i.op === 'WORKDIR')?.args[0] ?? '/'
  return stage.instructions
    .filter((i) => (i.op === 'COPY' || i.op === 'ADD') && !i.flags.from)
    .flatMap((i) => {
      const dest = path.posix.resolve(workdir, i.args.at(-1) ?? '')
      const many = i.args.length > 2 || dest.endsWith('/') || (i.args.at(-1) ?? '').endsWith('/')
      return i.args.slice(0, -1).map((src) => ({
        src,
        dest: many ? path.posix.join(dest, path.posix.basename(src)) : dest,
        flags: i.flags,
      }))
    })
}

describe('Dockerfile', () => {
  it('builds on Node 20 (bookworm-slim) in every stage, with a separate build stage and runtime stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2)
    for (const s of stages) expect(s.image).toMatch(/^node:20(\.\d+)*-bookworm-slim$/)
    expect(stages.map((s) => s.name)).toContain('build')
  })

  it('copies only what exists and what .dockerignore lets into the build context', () => {
    for (const s of stages)
      for (const { src } of contextCopies(s)) {
        if (src === '.') continue
        expect(fs.existsSync(path.join(root, src)), `${s.name}: COPY ${src}`).toBe(true)
        expect(
          ignored(path.posix.normalize(src)),
          `${s.name}: COPY ${src} is excluded by .dockerignore`,
        ).toBe(false)
      }
    // Secrets and local data never enter the context.
    for (const f of ['.env', '.data/secrets.json', 'apps/web/node_modules/x', '.git/config', 'deploy/.env'])
      expect(ignored(f), f).toBe(true)
  })

  it('gives npm ci every workspace manifest first, and the runtime production dependencies only', () => {
    for (const s of stages) {
      const ci = s.instructions.findIndex((i) => i.op === 'RUN' && /\bnpm ci\b/.test(i.raw))
      expect(ci, `${s.name} runs npm ci`).toBeGreaterThan(-1)
      const before = contextCopies({ ...s, instructions: s.instructions.slice(0, ci) }).map((c) => c.src)
      for (const f of [
        'package.json',
        'package-lock.json',
        '.npmrc',
        ...workspaces.map((w) => `${w}/package.json`),
      ])
        expect(before, `${s.name}: ${f} before npm ci`).toContain(f)
    }
    expect(runtime.instructions.find((i) => /\bnpm ci\b/.test(i.raw))?.raw).toMatch(/--omit=dev/)
    expect(
      runtime.instructions.some((i) => i.op === 'RUN' && /npm run build|vite|react-router build/.test(i.raw)),
    ).toBe(false)
    // The web bundle comes from the build stage.
    const fromBuild = runtime.instructions.filter((i) => i.op === 'COPY' && i.flags.from)
    expect(fromBuild.map((i) => [i.flags.from, i.args[0]])).toContainEqual(['build', '/app/apps/web/build'])
    expect(
      stages
        .find((s) => s.name === 'build')
        ?.instructions.some((i) => /npm run build -w @sportsbook\/web/.test(i.raw)),
    ).toBe(true)
    expect(
      runtime.instructions.find((i) => i.op === 'ENV' && /NODE_ENV=production/.test(i.raw)),
    ).toBeDefined()
  })

  it('runs the API with a loader that production dependencies include (tsx: Node 20 cannot strip types)', () => {
    const server = JSON.parse(readText(root, 'apps/server/package.json')) as {
      dependencies: Record<string, string>
    }
    expect(server.dependencies.tsx).toBeDefined()
    expect(readText(root, 'deploy/docker/entrypoint.sh')).toContain('node --import tsx src/server.ts')
  })

  it('copies every module the web server imports, whose packages are production dependencies of apps/web', () => {
    const copied = new Set(contextCopies(runtime).map((c) => c.dest))
    const deps = Object.keys(pkg('apps/web').dependencies ?? {})
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      expect(copied.has(`/app/apps/web/${file}`), `apps/web/${file} is copied into the image`).toBe(true)
      const text = readText(root, `apps/web/${file}`)
      for (const [, spec = ''] of text.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)) {
        if (spec.startsWith('./')) visit(spec.slice(2))
        else if (!spec.startsWith('node:'))
          expect(deps, `${file} imports ${spec}`).toContain(
            spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0],
          )
      }
    }
    visit('server.mjs')
    expect(seen.size).toBeGreaterThan(5)
  })

  it('runs as a non-root user, with a health check on /health and the roles api, feed and web', () => {
    const user = runtime.instructions.findLast((i) => i.op === 'USER')?.args[0]
    expect(user).toBeDefined()
    expect(['root', '0', '0:0']).not.toContain(user)
    const entry = runtime.instructions.find((i) => i.op === 'ENTRYPOINT')?.args[0]
    const copies = contextCopies(runtime)
    const entrySrc = copies.find((c) => c.dest === entry)
    expect(entrySrc?.src, `ENTRYPOINT ${entry} is copied from the repository`).toBe(
      'deploy/docker/entrypoint.sh',
    )
    expect(entrySrc?.flags.chmod).toBe('755')

    const health = runtime.instructions.find((i) => i.op === 'HEALTHCHECK')
    const script = health?.args.find((a) => a.endsWith('.mjs'))
    expect(copies.find((c) => c.dest === script)?.src).toBe('deploy/docker/healthcheck.mjs')
    expect(readText(root, 'deploy/docker/healthcheck.mjs')).toContain('/health`')

    // Each role starts a file the image has, from the folder it cds into.
    const sh = readText(root, 'deploy/docker/entrypoint.sh')
    for (const [role, dir, file] of [
      ['api', 'apps/server', 'src/server.ts'],
      ['feed', 'apps/server', 'src/server.ts'],
      ['settlement', 'apps/server', 'src/server.ts'],
      ['realtime', 'apps/server', 'src/server.ts'],
      ['web', 'apps/web', 'server.mjs'],
    ] as const) {
      const branch = new RegExp(`\\n\\s*${role}\\)\\n([^;]*?);;`).exec(sh)?.[1] ?? ''
      expect(branch, role).toContain(`cd /app/${dir}`)
      expect(branch, role).toMatch(new RegExp(`exec node .*${file.replace('.', '\\.')}`))
      expect(fs.existsSync(path.join(root, dir, file))).toBe(true)
    }
    for (const role of ['api', 'feed', 'settlement', 'realtime'])
      expect(sh).toMatch(new RegExp(`\\n\\s*${role}\\)\\n\\s*export ROLES=${role}\\n`))
    expect(runtime.instructions.find((i) => i.op === 'CMD')?.args).toEqual(['api'])
  })

  it('has an entrypoint that is valid sh and refuses a role it does not know', () => {
    const file = path.join(root, 'deploy/docker/entrypoint.sh')
    expect(spawnSync('sh', ['-n', file]).status).toBe(0)
    const unknown = spawnSync('sh', [file, 'scheduler'], { encoding: 'utf8' })
    expect(unknown.status).toBe(64)
    expect(unknown.stderr).toContain("unknown role 'scheduler'")
  })

  it('exposes the ports it sets', () => {
    const env = runtime.instructions.filter((i) => i.op === 'ENV').flatMap((i) => i.args)
    const ports = ['API_PORT', 'WEB_PORT'].map((k) => env.find((e) => e.startsWith(`${k}=`))?.split('=')[1])
    expect(runtime.instructions.find((i) => i.op === 'EXPOSE')?.args.sort()).toEqual(ports.sort())
  })
})
