// Type tests: checked by `tsc -p packages/domain/tsconfig.json`; an expected error that stops occurring fails typecheck.
import { decimalOdds, type DecimalOdds } from './decimal-odds.ts'
import { toOddsFormat } from './to-odds-format.ts'

const odds: DecimalOdds = decimalOdds(1.85)
toOddsFormat(odds, 'american')

// @ts-expect-error a raw number is not decimal odds: go through decimalOdds()
toOddsFormat(1.85, 'american')

// @ts-expect-error 'decimal' is not one of the spec's format names
toOddsFormat(odds, 'decimal')

// @ts-expect-error a plain number cannot be assigned to DecimalOdds
export const raw: DecimalOdds = 2.5
