// Type tests: checked by `tsc -p packages/domain/tsconfig.json`; an expected error that stops occurring fails typecheck.
import { add, subtract } from './arithmetic.ts'
import { compare } from './compare.ts'
import { EUR, USD } from './currency.ts'
import { money } from './money.ts'
import { multiplyByOdds } from './multiply-by-odds.ts'
import { decimalOdds } from '../odds/decimal-odds.ts'

const eur = money(100, EUR)
const usd = money(100, USD)
add(eur, money(5, EUR))

// @ts-expect-error adding EUR to USD does not compile
add(eur, usd)

// @ts-expect-error subtracting USD from EUR does not compile
subtract(eur, usd)

// @ts-expect-error comparing EUR with USD does not compile
compare(usd, eur)

multiplyByOdds(eur, decimalOdds(1.5), 'down')

// @ts-expect-error a raw number is not decimal odds
multiplyByOdds(eur, 1.5, 'down')

// @ts-expect-error rounding must be named
multiplyByOdds(eur, decimalOdds(1.5))
