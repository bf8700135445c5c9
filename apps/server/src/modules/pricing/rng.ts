// Seeded PRNG (sfc32) so the same seed replays the same catalog and play; Math.random is never used.

/** FNV-1a 32-bit hash: turns seed + urn into an independent stream key. */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Serializable generator state, stored in matches.model so a restart continues the same stream. */
export type RngState = [number, number, number, number]

export class Rng {
  // Four 32-bit words kept in fields (not an array): next() is the hottest function of the simulator.
  private a: number
  private b: number
  private c: number
  private d: number
  /** Antithetic streams return 1 - u for every draw: paired Monte Carlo runs cancel much of the noise. */
  private readonly flip: boolean

  constructor(state: RngState, antithetic = false) {
    ;[this.a, this.b, this.c, this.d] = state
    this.flip = antithetic
  }

  static from(seed: number, key: string): Rng {
    const rng = new Rng([hash32(`a${seed}:${key}`), hash32(`b${seed}:${key}`), hash32(`c${seed}:${key}`), 1])
    for (let i = 0; i < 12; i++) rng.next()
    return rng
  }

  get state(): RngState {
    return [this.a, this.b, this.c, this.d]
  }

  /** Uniform in [0, 1). */
  next(): number {
    const a = this.a >>> 0
    const b = this.b >>> 0
    const c = this.c >>> 0
    const d = this.d >>> 0
    const t = (((a + b) | 0) + d) | 0
    this.d = (d + 1) | 0
    this.a = b ^ (b >>> 9)
    this.b = (c + (c << 3)) | 0
    const r = (c << 21) | (c >>> 11)
    this.c = (r + t) | 0
    const u = (t >>> 0) / 4294967296
    // 1 - u - 2^-32 maps the 2^32 grid of [0, 1) onto itself, reversed.
    return this.flip ? 1 - u - 1 / 4294967296 : u
  }

  int(min: number, maxInclusive: number): number {
    return min + Math.floor(this.next() * (maxInclusive - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  /** Standard normal via Box-Muller. */
  normal(): number {
    const u = Math.max(this.next(), 1e-12)
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next())
  }

  /** Poisson sample (Knuth; rates here are small per step). */
  poisson(lambda: number): number {
    const l = Math.exp(-lambda)
    let k = 0
    let p = this.next()
    while (p > l) {
      k++
      p *= this.next()
    }
    return k
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = items[i] as T
      items[i] = items[j] as T
      items[j] = tmp
    }
    return items
  }
}
