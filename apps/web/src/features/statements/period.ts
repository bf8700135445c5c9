// The statement page's periods: presets counted back from today in the bettor's time zone, and a
// custom from/to checked with the domain's rule (statementPeriod) before anything is asked.
import { statementPeriod, STATEMENT_MAX_MONTHS, type StatementPeriodProblem } from '@sportsbook/domain'

/** Rows of a statement's activity shown at first and added by each "Show more" (docs/constants.md). */
export const STATEMENT_ACTIVITY_PAGE = 25

export const STATEMENT_PRESETS = ['30d', '3m', '12m', 'custom'] as const
export type StatementPreset = (typeof STATEMENT_PRESETS)[number]

/** Days `from`..`to` (YYYY-MM-DD, both included) in the zone `tz`. */
export interface PeriodChoice {
  from: string
  to: string
  tz: string
}

/** The browser's IANA time zone (UTC where it has none). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** Today's date in `tz` as YYYY-MM-DD. */
export const localToday = (now: Date, tz: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)

/** The day `months` and `days` after `day` (negative: before), as Date.UTC rolls over month ends. */
function shift(day: string, { months = 0, days = 0 }: { months?: number; days?: number }): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1 + months, d + days)).toISOString().slice(0, 10)
}

/** The days of a preset ending today: 30 days, or 3 or 12 months (the day after the same date back). */
export function presetPeriod(
  preset: Exclude<StatementPreset, 'custom'>,
  today: string,
): { from: string; to: string } {
  if (preset === '30d') return { from: shift(today, { days: -29 }), to: today }
  const months = preset === '3m' ? 3 : STATEMENT_MAX_MONTHS
  return { from: shift(shift(today, { months: -months }), { days: 1 }), to: today }
}

/** Why a chosen period cannot be asked for, or null when it can (the server checks the same rule). */
export function periodProblem(p: PeriodChoice): StatementPeriodProblem | null {
  const r = statementPeriod(p.from, p.to, p.tz)
  return typeof r === 'string' ? r : null
}
