// @vitest-environment node
// What operators install: `npm pack` (which builds first, prepack) ships the browser script, the ES
// module and self-contained typed declarations, a semver version the code reports, and a changelog
// entry for it; no sources, tests or scripts.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { SDK_VERSION } from './protocol.ts'

const pkgDir = path.resolve(import.meta.dirname, '..')
const manifest = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'))

describe('the published package', () => {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: pkgDir, encoding: 'utf8' }),
  ) as [{ name: string; version: string; files: { path: string }[] }]
  const files = packed.files.map((f) => f.path).sort()

  it('packs the built script, module and declarations, the README and CHANGELOG, nothing else', () => {
    expect(packed.name).toBe('@sportsbook/embed-sdk')
    expect(manifest.private).toBeUndefined()
    expect(files).toEqual([
      'CHANGELOG.md',
      'README.md',
      'dist/embed-sdk.js',
      'dist/index.d.ts',
      'dist/index.js',
      'dist/mount.d.ts',
      'dist/protocol.d.ts',
      'dist/wire-v1.d.ts',
      'package.json',
    ])
    for (const target of [
      manifest.main,
      manifest.types,
      ...Object.values(manifest.exports['.']),
      manifest.exports['./embed-sdk.js'],
    ])
      expect(files).toContain(String(target).replace(/^\.\//, ''))
    expect(manifest.dependencies ?? {}).toEqual({}) // the wire types are written out, the code bundled
  })

  it('has a semver version that SDK_VERSION reports and the CHANGELOG describes', () => {
    expect(packed.version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/)
    expect(SDK_VERSION).toBe(packed.version)
    expect(fs.readFileSync(path.join(pkgDir, 'CHANGELOG.md'), 'utf8')).toContain(`## ${packed.version}`)
  })

  it('types a host’s code from the declarations alone, exports named by protocol version', () => {
    const dts = fs.readFileSync(path.join(pkgDir, 'dist/index.d.ts'), 'utf8')
    for (const name of ['mountV1', 'EmbedV1', 'MountOptionsV1', 'FrameMessageV1', 'PROTOCOL_V1'])
      expect(dts).toContain(name)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-sdk-host-'))
    const host = path.join(dir, 'host.ts')
    const entry = path.join(pkgDir, 'dist/index.js')
    fs.writeFileSync(
      host,
      `import { mountV1, type FrameMessageV1 } from ${JSON.stringify(entry)}
const sb = mountV1(document.body, { origin: 'https://sports.example', onMessage: (m: FrameMessageV1) => {
  if (m.type === 'balance-changed') console.log(m.payload.amount.toFixed(2), m.payload.currency)
} })
sb.send('apply_bet_code', { code: 'K3X9Q2' })
// @ts-expect-error a payload the protocol does not have
sb.send('apply_bet_code', { bet: 1 })
`,
    )
    const program = ts.createProgram([host], {
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    })
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    expect(errors).toEqual([])
    fs.rmSync(dir, { recursive: true, force: true })
  }, 60_000)
})
