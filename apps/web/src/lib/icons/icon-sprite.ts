// The sport icon sprite comes from the API (spec §7 GET /icons.svg?version), fetched once per page
// the first time an icon draws, its <symbol>s put into the document so `<use href="#…">` finds them
// (a <use> cannot point at another origin's file). Spec §8: a failure is ignored when the network
// failed (or the request was cancelled), else reported; the icons then stay blank, never broken.
import { ApiError, apiBaseUrl, buildUrl } from '../api-client.ts'
import { reportError } from '../error-reporting/start-reporting.ts'
import { ICON_ID_PREFIX, iconIds } from './icon-ids.ts'

const SPRITE_ELEMENT_ID = 'sb-icon-sprite'
const SVG_NS = 'http://www.w3.org/2000/svg'

let started: Promise<void> | null = null

/** Starts the one fetch of the sprite (later calls share it). */
export function loadIconSprite(): Promise<void> {
  started ??= fetchSprite()
  return started
}

async function fetchSprite(): Promise<void> {
  const url = buildUrl(apiBaseUrl('sportsbook'), '/icons.svg', { version: __APP_VERSION__ })
  let res: Response
  try {
    res = await fetch(url, { credentials: 'omit' })
  } catch {
    return // offline or cancelled: nothing to report (spec §8)
  }
  if (!res.ok) {
    const data = await res.text().catch(() => '')
    const error = new ApiError(res.status, 'internal_error', `GET /icons.svg: HTTP ${res.status}`, {
      request: { method: 'GET', data: null },
      response: { url: res.url || url, status: res.status, data },
    })
    return reportError(error, 'icons')
  }
  insertSymbols(await res.text())
}

/** Copies only the sprite's <symbol>s (nothing else of the answer runs or shows) into one hidden <svg>. */
function insertSymbols(text: string): void {
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml')
  const holder = document.getElementById(SPRITE_ELEMENT_ID) ?? document.createElementNS(SVG_NS, 'svg')
  holder.id = SPRITE_ELEMENT_ID
  holder.setAttribute('aria-hidden', 'true')
  holder.setAttribute('style', 'position:absolute;inline-size:0;block-size:0;overflow:hidden')
  const ids = new Set<string>()
  for (const symbol of parsed.querySelectorAll('symbol[id]')) {
    const copy = document.importNode(symbol, true)
    copy.querySelectorAll('script, foreignObject').forEach((n) => n.remove())
    for (const el of [copy, ...copy.querySelectorAll('*')])
      for (const attr of [...el.attributes]) if (/^on|href$/i.test(attr.name)) el.removeAttribute(attr.name)
    ids.add(symbol.id)
    copy.id = ICON_ID_PREFIX + symbol.id
    holder.appendChild(copy)
  }
  if (!holder.isConnected) document.body.prepend(holder)
  iconIds.set(ids)
}

/** Tests start from a page that has not fetched the sprite. */
export function resetIconSpriteForTests(): void {
  started = null
  iconIds.set(null)
  document.getElementById(SPRITE_ELEMENT_ID)?.remove()
}
