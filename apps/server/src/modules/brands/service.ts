// Brand files (`<id>.json` in BRANDS_DIR) are read and validated once; a bad file stops start-up
// with every bad path named, so an operator never finds out from a broken page.
import fs from 'node:fs'
import path from 'node:path'
import { Brand, brandProblems, type Brand as BrandT } from '@sportsbook/contract'

export class BrandFileError extends Error {
  override name = 'BrandFileError'
}

export interface BrandRegistry {
  readonly all: readonly BrandT[]
  /** The brand claiming this host (`bet.example.com`, port ignored unless listed), else the default. */
  forHost(host: string | undefined): BrandT
}

function readBrandFile(file: string): BrandT {
  let json: unknown
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (err) {
    throw new BrandFileError(`Brand file ${file} is not readable JSON: ${(err as Error).message}`)
  }
  const parsed = Brand.safeParse(json)
  if (!parsed.success) {
    const lines = brandProblems(parsed.error).map((l) => `  ${l}`)
    throw new BrandFileError(`Brand file ${file} is invalid:\n${lines.join('\n')}`)
  }
  const expected = path.basename(file, '.json')
  if (parsed.data.id !== expected)
    throw new BrandFileError(
      `Brand file ${file} is invalid:\n  id: "${parsed.data.id}" must match the file name "${expected}"`,
    )
  return parsed.data
}

export function loadBrandRegistry(dir: string, defaultId: string): BrandRegistry {
  let files: string[]
  try {
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'))
  } catch {
    throw new BrandFileError(`BRANDS_DIR ${dir} cannot be read`)
  }
  const all = files.sort().map((f) => readBrandFile(path.join(dir, f)))
  const fallback = all.find((b) => b.id === defaultId)
  if (!fallback)
    throw new BrandFileError(
      `BRAND=${defaultId}: no ${defaultId}.json in ${dir} (brands: ${all.map((b) => b.id).join(', ') || 'none'})`,
    )
  const byHost = new Map<string, BrandT>()
  for (const b of all) for (const h of b.hosts) byHost.set(h.toLowerCase(), b)
  return {
    all,
    forHost(host) {
      const h = host?.trim().toLowerCase() ?? ''
      return byHost.get(h) ?? byHost.get(h.replace(/:\d+$/, '')) ?? fallback
    },
  }
}

/** The brands service: the registry of `dir`, read once at start-up. */
export function createBrandsService(opts: { dir: string; defaultId: string }): BrandRegistry {
  return loadBrandRegistry(opts.dir, opts.defaultId)
}
