// When the reminders show and how they are remembered (spec §3 stored client state, §7 cookies, §9).
import { readItem, writeItem } from '~/lib/safe-storage.ts'
import { COOKIES, readCookie, writeCookie } from '~/lib/tracking/cookies.ts'

/** Spec §9: the deposit reminder waits 10 s, or the player group's remindAfter. */
export const DEPOSIT_REMINDER_DEFAULT_DELAY_MS = 10_000
/** Spec "sign-in reminder after a delay" (value not shown): three minutes of browsing as a visitor. */
export const SIGN_UP_REMINDER_DELAY_MS = 180_000
/** Spec §3 local key "deposit reminder shown" (with the 1-day cookie of §7). */
export const DEPOSIT_REMINDER_KEY = 'deposit_reminder_shown'
/** Spec §3 session key "sign-up reminder shown". */
export const SIGN_UP_REMINDER_KEY = 'sign_up_reminder_shown'

const DAY_MS = 24 * 60 * 60 * 1000

/** Once a day: the cookie (1 day) or the stored time of the last reminder holds it back. */
export function depositReminderDue(now: number): boolean {
  if (readCookie(COOKIES.depositReminder.name) !== null) return false
  const last = Number(readItem('local', DEPOSIT_REMINDER_KEY) ?? 0)
  return !(now - last < DAY_MS)
}

export function rememberDepositReminder(now: number): void {
  writeCookie(COOKIES.depositReminder, '1')
  writeItem('local', DEPOSIT_REMINDER_KEY, String(now))
}

export const signUpReminderDue = (): boolean => readItem('session', SIGN_UP_REMINDER_KEY) === null

export function rememberSignUpReminder(): void {
  writeItem('session', SIGN_UP_REMINDER_KEY, '1')
}
