// An amount as exact decimal text in major units ("-12.50"), for files a spreadsheet or a reader parses.
import type { MoneyWire } from '@sportsbook/contract'

export function decimalText(m: MoneyWire): string {
  const digits = String(Math.abs(m.value)).padStart(m.subunits + 1, '0')
  const whole = digits.slice(0, digits.length - m.subunits)
  const frac = m.subunits > 0 ? `.${digits.slice(-m.subunits)}` : ''
  return `${m.value < 0 ? '-' : ''}${whole}${frac}`
}

/** A UTC instant as the wall-clock time in `zone`: `YYYY-MM-DD HH:mm`. */
export function localTime(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? ''
  return `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`
}
