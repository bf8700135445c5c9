// The signed-in player (spec §3 User/profile, Accounts, Phone verification, Comp points).
import { z } from '../../zod.ts'
import { MoneyWire } from './money.ts'
import { Country, Email, Phone, PlatformLocale } from './common.ts'

/**
 * Profile fields a player must fill before betting; spec §4 opens a modal that cannot be closed.
 * `municipality_code` (IBGE, 7 digits) is asked of Brazilian players only (place-bet code 118).
 */
export const AuthField = z.enum(['email', 'first_name', 'last_name', 'municipality_code'])
export type AuthField = z.infer<typeof AuthField>

export const Player = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  auth_phone_number: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  language: z.string(),
  currency: z.string(),
  auth_fields_missed: z.array(AuthField),
  statuses: z.array(z.string()),
  country: z.string(),
})
export type Player = z.infer<typeof Player>

/** Spec §3 Currency: code, fiat, subunits, and the smaller units it may be shown in (mBTC, μBTC). */
export const CurrencyInfo = z.object({
  code: z.string(),
  fiat: z.boolean(),
  subunits: z.number().int().min(0).max(8),
  subcurrencies: z.array(z.object({ code: z.string(), subunits: z.number().int().min(0).max(7) })),
})
export type CurrencyInfo = z.infer<typeof CurrencyInfo>

export const Account = z.object({
  currency: z.string(),
  balance: MoneyWire,
  active: z.boolean(),
  /** The account's currency described (optional on the wire: a platform may leave it out). */
  currency_info: CurrencyInfo.optional(),
})
export type Account = z.infer<typeof Account>
export const AccountList = z.array(Account)
/** Switches the active account, opening it first when the player has none in that currency. */
/** Any currency code is accepted here; one the platform does not offer is 422 currency_not_supported. */
export const ChangeAccountRequest = z.object({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9]{2,10}$/, 'must be a currency code')),
})

export const UpdateLocaleRequest = z.object({ locale: PlatformLocale })
export const UpdateLocaleResponse = z.object({ language: z.string() })

/** Body of PATCH /player/missed_auth_fields: only the fields listed in auth_fields_missed are kept. */
export const MissedAuthFieldsRequest = z.object({
  user: z.object({
    email: Email.optional(),
    first_name: z.string().trim().min(1).max(80).optional(),
    last_name: z.string().trim().min(1).max(80).optional(),
    municipality_code: z
      .string()
      .trim()
      .regex(/^\d{7}$/, 'must be a 7-digit IBGE code')
      .optional(),
  }),
})

/** GET /player/municipalities: the municipalities a Brazilian player may register (IBGE codes). */
export const Municipality = z.object({ code: z.string(), name: z.string(), state: z.string() })
export type Municipality = z.infer<typeof Municipality>
export const MunicipalityList = z.object({ data: z.array(Municipality) })
export type MunicipalityList = z.infer<typeof MunicipalityList>

export const PhoneVerification = z.object({
  number: z.string().nullable(),
  country: z.string().nullable(),
  verified_status: z.enum(['verified', 'unverified', 'not_set']),
  /** ISO time before which no new code is sent, or null. */
  resend_timeout_until: z.string().nullable(),
  sms_limit_reached: z.boolean(),
})
export type PhoneVerification = z.infer<typeof PhoneVerification>
export const SetPhoneRequest = z.object({ phone: z.object({ number: Phone, country: Country.optional() }) })
export const VerifyPhoneRequest = z.object({
  phone: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be 6 digits'),
  }),
})

export const CompPointsPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['active', 'inactive']),
  writeable: z.boolean(),
  min_points: z.number().int(),
  max_points: z.number().int().nullable(),
})
export const CompPoints = z.object({ persistent_points: z.number().int(), plans: z.array(CompPointsPlan) })
export type CompPoints = z.infer<typeof CompPoints>

export const StatusGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  min_points: z.number().int(),
  max_points: z.number().int().nullable(),
  current: z.boolean(),
})
export const StatusGroups = z.object({ points: z.number().int(), status_groups: z.array(StatusGroup) })
export type StatusGroups = z.infer<typeof StatusGroups>

// Spec §3 User limit and the reality-check session: see limits.ts.
export * from './limits.ts'
