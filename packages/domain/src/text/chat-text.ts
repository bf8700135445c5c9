/** The longest chat message a player can post, in characters (code points) after normalising. */
export const CHAT_MAX_LENGTH = 280

// Control characters (but tab/newline, which become spaces), bidi overrides and zero-width marks that
// could hide or reorder text; everything else is plain text, rendered as text, never as HTML.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g

/**
 * A chat message as the room keeps it: NFC, invisible and control characters removed, whitespace
 * runs collapsed to one space, trimmed. Empty when nothing readable is left.
 */
export function normaliseChatText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/[\t\n\r\f\v]+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Length in characters a reader would count (code points, so an emoji is one). */
export const chatTextLength = (text: string): number => [...text].length
