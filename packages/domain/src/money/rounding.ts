/**
 * How a result between two minor units is rounded: `down` toward −∞ (payouts), `up` toward +∞,
 * `halfUp` nearest with ties up, `halfEven` nearest with ties to even (banker's, for conversions).
 */
export type Rounding = 'down' | 'up' | 'halfUp' | 'halfEven'

/** numerator / denominator as an integer, rounded as named. The denominator must not be 0. */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero')
  const [n, d] = denominator < 0n ? [-numerator, -denominator] : [numerator, denominator]
  let quotient = n / d
  if (n % d !== 0n && n < 0n) quotient -= 1n // BigInt division truncates; make it floor
  const twice = 2n * (n - quotient * d) // 0 ≤ remainder < d
  switch (rounding) {
    case 'down':
      return quotient
    case 'up':
      return twice > 0n ? quotient + 1n : quotient
    case 'halfUp':
      return twice >= d ? quotient + 1n : quotient
    case 'halfEven':
      return twice > d || (twice === d && quotient % 2n !== 0n) ? quotient + 1n : quotient
  }
}
