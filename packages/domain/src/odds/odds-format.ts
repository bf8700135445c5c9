/** The seven odds formats of spec §3, named as the settings API names them. */
export const ODDS_FORMATS = [
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const

/** One of the seven odds display formats. */
export type OddsFormat = (typeof ODDS_FORMATS)[number]

/** Narrows a string from settings or storage to an `OddsFormat`. */
export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value)
}
