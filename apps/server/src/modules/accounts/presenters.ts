// Rows → the spec §3 User and Accounts shapes.
import type { Account, AuthField, Player } from '@sportsbook/contract'
import { fromMoney } from '@sportsbook/contract'
import type { AccountRow } from '../wallet/index.ts'
import { MUNICIPALITY_COUNTRY, REQUIRED_AUTH_FIELDS } from './constants.ts'
import type { UserRow } from './repository/users-repository.ts'

const FIELD_VALUE: Record<AuthField, (u: UserRow) => string | null> = {
  email: (u) => u.email,
  first_name: (u) => u.firstName,
  last_name: (u) => u.lastName,
  municipality_code: (u) => u.municipalityCode,
}

/** The required fields, and for a Brazilian player the municipality (bets refused with code 118 without). */
export const missedAuthFields = (u: UserRow): AuthField[] => [
  ...REQUIRED_AUTH_FIELDS.filter((f) => !FIELD_VALUE[f](u)),
  ...(u.country === MUNICIPALITY_COUNTRY && !u.municipalityCode ? (['municipality_code'] as const) : []),
]

export function presentPlayer(u: UserRow): Player {
  const full = [u.firstName, u.lastName].filter(Boolean).join(' ')
  return {
    id: u.id,
    name: full || null,
    email: u.email,
    mobile_phone: u.mobilePhone,
    auth_phone_number: u.authPhone,
    first_name: u.firstName,
    last_name: u.lastName,
    nickname: u.nickname,
    language: u.language,
    currency: u.currency,
    auth_fields_missed: missedAuthFields(u),
    statuses: u.mobilePhoneVerifiedAt ? [...u.statuses, 'phone_verified'] : u.statuses,
    country: u.country,
  }
}

export const presentAccount = (a: AccountRow, activeCurrency: string): Account => ({
  currency: a.currency.code,
  balance: fromMoney(a.balance),
  active: a.currency.code === activeCurrency,
  currency_info: {
    code: a.currency.code,
    fiat: a.currency.fiat,
    subunits: a.currency.subunits,
    subcurrencies: (a.currency.subcurrencies ?? []).map((s) => ({ code: s.code, subunits: s.subunits })),
  },
})
