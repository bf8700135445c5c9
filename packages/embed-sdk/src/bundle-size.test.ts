import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bundle } from '../scripts/build.mjs'

/** The operator's page downloads this: kept small enough to never matter (gzip bytes). */
const BUDGET_GZIP_BYTES = 3 * 1024

describe('bundle size budget', () => {
  it(`stays under ${BUDGET_GZIP_BYTES} bytes gzipped`, async () => {
    const code: string = await bundle()
    expect(code).toContain('SportsbookEmbed')
    expect(gzipSync(code).length).toBeLessThan(BUDGET_GZIP_BYTES)
  }, 30_000)
})
