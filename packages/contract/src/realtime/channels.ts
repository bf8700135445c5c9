/** Channel names (spec §4, reference §11): builders, parser and the private prefix. No zod here: the
 * browser's first load names channels without carrying the schemas. */

/** Channel segments must not contain the `:` separator, whitespace or the `$` prefix. */
const SEGMENT = /^[A-Za-z0-9_.-]{1,64}$/

function segment(kind: string, value: string | number): string {
  const s = String(value)
  if (!SEGMENT.test(s)) throw new Error(`invalid ${kind} in channel name: ${JSON.stringify(s)}`)
  return s
}

/** Public updates for one locale: listings, provider status. */
export const publicChannel = (locale: string) => `public:${segment('locale', locale)}`
/** Updates of one match (all its markets) for one locale. */
export const matchChannel = (locale: string, matchId: number) =>
  `match:${segment('locale', locale)}:${segment('matchId', matchId)}`
/** The built-in chat room of one match (issue 19): anyone may read; posts go through the REST API. */
export const chatChannel = (matchId: number) => `chat:${segment('matchId', matchId)}`
/** Private channel of one platform user; needs a subscription token from POST /websocket/authorize. */
export const privateChannel = (locale: string, userId: string | number) =>
  `$private:${segment('locale', locale)}:${segment('userId', userId)}`

/**
 * The player's private channel for their language (server and web name it the same way): a language
 * that cannot be a channel segment falls back to English rather than losing the player's pushes.
 */
export const playerChannel = (language: string | undefined, userId: string | number) =>
  privateChannel(language && SEGMENT.test(language) ? language : 'en', userId)

export type ParsedChannel =
  | { kind: 'public'; locale: string }
  | { kind: 'match'; locale: string; matchId: number }
  | { kind: 'private'; locale: string; userId: string }
  | { kind: 'chat'; matchId: number }

/** Inverse of the builders; null for anything they would not produce. */
export function parseChannel(channel: string): ParsedChannel | null {
  const parts = channel.split(':')
  if (!parts.every((p, i) => (i === 0 ? true : SEGMENT.test(p)))) return null
  const [ns, locale, id] = parts
  if (locale === undefined) return null
  if (ns === 'chat' && parts.length === 2 && /^[1-9][0-9]{0,9}$/.test(locale))
    return { kind: 'chat', matchId: Number(locale) }
  if (ns === 'public' && parts.length === 2) return { kind: 'public', locale }
  if (ns === 'match' && parts.length === 3 && id !== undefined && /^[1-9][0-9]{0,9}$/.test(id)) {
    return { kind: 'match', locale, matchId: Number(id) }
  }
  if (ns === '$private' && parts.length === 3 && id !== undefined)
    return { kind: 'private', locale, userId: id }
  return null
}

/** Channels starting with this prefix cannot be subscribed without a subscription token. */
export const PRIVATE_CHANNEL_PREFIX = '$'
