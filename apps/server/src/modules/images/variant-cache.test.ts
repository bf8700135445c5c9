import { describe, expect, it } from 'vitest'
import { VariantCache, type Variant } from './variant-cache.ts'

const variant = (bytes: number): Variant => ({ body: Buffer.alloc(bytes), etag: '"x"', contentType: 'image/avif' })

describe('VariantCache', () => {
  it('keeps at most maxBytes, dropping the least recently used first', async () => {
    const cache = new VariantCache(300, 100)
    let encodes = 0
    const get = (key: string) => cache.get(key, async () => (encodes++, variant(100)))
    await get('a')
    await get('b')
    await get('c')
    await get('a') // a is now the most recently used
    await get('d') // over 300 bytes: b goes
    expect(cache.size).toEqual({ entries: 3, bytes: 300 })
    expect(encodes).toBe(4)
    await get('a')
    await get('c')
    expect(encodes).toBe(4)
    await get('b')
    expect(encodes).toBe(5)
  })

  it('keeps at most maxEntries, and never an answer larger than the whole budget', async () => {
    const cache = new VariantCache(1000, 2)
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => variant(1))
    expect(cache.size.entries).toBe(2)
    await cache.get('huge', async () => variant(2000))
    expect(cache.size).toEqual({ entries: 2, bytes: 2 })
  })

  it('shares one computation between concurrent misses, and forgets a failure', async () => {
    const cache = new VariantCache(1000, 10)
    let calls = 0
    const slow = () => new Promise<Variant>((r) => setTimeout(() => (calls++, r(variant(10))), 10))
    const all = await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])
    expect(calls).toBe(1)
    expect(new Set(all).size).toBe(1)
    await expect(cache.get('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect(await cache.get('bad', async () => variant(1))).toBeTruthy()
  })
})
