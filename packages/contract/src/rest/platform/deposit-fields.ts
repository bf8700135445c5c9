// Spec §5 "missing deposit fields must be filled before depositing when configured": the details an
// operator requires before a deposit (know-your-customer), which of them the player lacks, and the
// form that fills them (GET / PATCH /api/platform/player/deposit_fields).
import { z } from '../../zod.ts'

/** The details an operator may require before a deposit (the platform's DEPOSIT_REQUIRED_FIELDS). */
export const DEPOSIT_FIELDS = [
  'first_name',
  'last_name',
  'birth_date',
  'address',
  'city',
  'postal_code',
] as const
export const DepositField = z.enum(DEPOSIT_FIELDS)
export type DepositField = z.infer<typeof DepositField>

/** Youngest age a birth date may give (gambling is for adults everywhere the product runs). */
export const DEPOSIT_MIN_AGE_YEARS = 18

/** `GET /player/deposit_fields`: what the operator requires, and which of those the player lacks. */
export const DepositFields = z.object({
  required: z.array(DepositField),
  missing: z.array(DepositField),
})
export type DepositFields = z.infer<typeof DepositFields>

const text = (max: number) => z.string().trim().min(1).max(max)

/** Body of `PATCH /player/deposit_fields`: only the fields listed in `missing` are kept. */
export const DepositFieldsRequest = z.object({
  user: z.object({
    first_name: text(80).optional(),
    last_name: text(80).optional(),
    /** ISO date (YYYY-MM-DD); the server refuses one under DEPOSIT_MIN_AGE_YEARS. */
    birth_date: z.iso.date().optional(),
    address: text(120).optional(),
    city: text(80).optional(),
    postal_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/, 'must be a postal code')
      .optional(),
  }),
})
export type DepositFieldsRequest = z.infer<typeof DepositFieldsRequest>

/** Whether a birth date (YYYY-MM-DD) is at least `years` before `today` (YYYY-MM-DD), by calendar. */
export function oldEnough(birth: string, today: string, years = DEPOSIT_MIN_AGE_YEARS): boolean {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
  return age >= years
}
