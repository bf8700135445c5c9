// Brand files: served per host, and a broken one stops start-up naming the bad path.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Brand } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { loadBrandRegistry } from '../../src/modules/brands/index.ts'
import { build, getJson, testConfig } from '../helpers/build-app.ts'

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url))
const app = await build({ fixtures: false })

function brokenBrandsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brands-'))
  const good = JSON.parse(fs.readFileSync(path.join(testConfig.brands.dir, 'default.json'), 'utf8'))
  good.theme.colors.dark.brand = 'red; background: url(x)'
  good.navigation.header[0].page = 'casino'
  // Browsers read /\ as //: this "path" is a link to another site.
  good.navigation.header.push({ type: 'link', href: '/\\evil.example/x', label: { en: 'Help' } })
  fs.writeFileSync(path.join(dir, 'default.json'), JSON.stringify(good))
  return dir
}

describe('GET /api/sportsbook/brand', () => {
  it('answers the default brand, and the brand whose hosts list the asking host', async () => {
    const def = await getJson<Brand>(app, '/api/sportsbook/brand')
    expect(def.status).toBe(200)
    expect(def.body.id).toBe('default')
    expect(def.body.theme.default_mode).toBe('dark')
    const lumen = await getJson<Brand>(app, '/api/sportsbook/brand?host=lumen.localhost:3000')
    expect(lumen.body.id).toBe('lumen')
    expect(lumen.body.theme.default_mode).toBe('light')
    expect(lumen.body.navigation.header?.map((i) => (i.type === 'page' ? i.page : i.type))).toContain(
      'results',
    )
  })
})

describe('brand files', () => {
  it('names every bad path of a broken file', () => {
    expect(() => loadBrandRegistry(brokenBrandsDir(), 'default')).toThrow(
      /theme\.colors\.dark\.brand: expected a colour[\s\S]*navigation\.header\.0\.page[\s\S]*navigation\.header\.\d+\.href: expected a path of this site/,
    )
  })

  it('refuses a BRAND that has no file', () => {
    expect(() => loadBrandRegistry(testConfig.brands.dir, 'nope')).toThrow(/BRAND=nope: no nope\.json/)
  })

  it('stops the server at start-up with the message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, FEED_ENABLED: 'false', BRANDS_DIR: brokenBrandsDir(), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stderr.on('data', (d) => (out += String(d)))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(out).toMatch(/default\.json is invalid:\n {2}theme\.colors\.dark\.brand: expected a colour/)
    expect(out).toMatch(/\n {2}navigation\.header\.\d+\.href: expected a path of this site/)
  }, 30_000)
})
