// The sport icon sprite of spec §7's GET /icons.svg: one SVG of <symbol>s named by sport key, read
// once at start-up. The API owns it so a sport the catalogue adds can get its icon without a web release.
import { readFileSync } from 'node:fs'

export interface IconSprite {
  readonly svg: string
  readonly etag: string
}

export function readIconSprite(tag: (text: string) => string): IconSprite {
  const svg = readFileSync(new URL('./sport-icons.svg', import.meta.url), 'utf8')
  return { svg, etag: tag(svg) }
}
