// Spec §3 subcurrencies: the unit a bettor chose to see a currency in (BTC, mBTC or μBTC), per
// currency, kept in this browser. Only the text changes: money is held and sent in the currency.
import { findCurrency } from '@sportsbook/domain'
import { createStore, useStore } from '~/lib/create-store.ts'
import { readJson, writeJson } from '~/lib/safe-storage.ts'

const KEY = 'display_units'
type Units = Readonly<Record<string, string>>

function read(): Units {
  const v = readJson('local', KEY)
  return v && typeof v === 'object' ? (v as Units) : {}
}

const units = createStore<Units>(() => (typeof window === 'undefined' ? {} : read()), { server: {} })

/** The subcurrency code `code` is shown in, or undefined for the currency itself. */
export function displayUnit(code: string): string | undefined {
  const unit = units.get()[code]
  return unit && findCurrency(code)?.subcurrencies?.some((s) => s.code === unit) ? unit : undefined
}

/** Shows `code` in `unit` from now on (the currency's own code for the currency itself). */
export function setDisplayUnit(code: string, unit: string): void {
  units.set((u) => {
    const next = { ...u, [code]: unit }
    writeJson('local', KEY, next)
    return next
  })
}

/** The chosen units; a component that shows money re-renders when one changes. */
export const useDisplayUnits = (): Units => useStore(units)

/** The code amounts of `code` are shown with: the chosen subcurrency's, else the currency's own. */
export const shownCode = (code: string): string => displayUnit(code) ?? code
