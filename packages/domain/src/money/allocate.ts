import { INVALID_RATIOS } from './messages.ts'
import { money, type Money } from './money.ts'

/**
 * Splits the amount by integer ratios without losing a minor unit: each share is rounded down
 * and the remainder goes one unit at a time to the first shares (dinero's rule).
 */
export function allocate<C extends string>(whole: Money<C>, ratios: readonly number[]): Money<C>[] {
  const total = ratios.reduce((s, r) => s + r, 0)
  if (ratios.some((r) => !Number.isInteger(r) || r < 0) || total <= 0) throw new RangeError(INVALID_RATIOS)
  const amount = BigInt(whole.amount)
  const shares = ratios.map((r) => {
    const exact = amount * BigInt(r)
    const floor = exact / BigInt(total)
    return exact % BigInt(total) < 0n ? floor - 1n : floor
  })
  let remainder = amount - shares.reduce((s, x) => s + x, 0n)
  return shares.map((share, i) => {
    const extra = remainder > 0n && ratios[i] !== 0 ? 1n : 0n
    remainder -= extra
    return money(Number(share + extra), whole.currency)
  })
}
