import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Brand, type Widget } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { FIRST_PAINT_ROWS, LOWER_LIST_FIRST_ROWS } from '~/hooks/use-progressive-rows.ts'
import { firstPaintRows } from './widget-area.tsx'

const BRANDS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../server/brands')
const brandFile = (id: string) =>
  Brand.parse(JSON.parse(readFileSync(join(BRANDS_DIR, `${id}.json`), 'utf8')))

const w = (kind: Widget['kind'], layout: Widget['layout'] = 'Default') => ({ kind, layout }) as Widget

describe('the default brand is the showcase (issue #29)', () => {
  const home = brandFile('default').pages.home.map((x) => x.kind)

  it('composes hero, sports, top events, live now, offers, top leagues and promo code from widgets', () => {
    for (const kind of [
      'banner',
      'sportList',
      'topEvents',
      'liveEvents',
      'bonuses',
      'topLeagues',
      'promocode',
    ])
      expect(home, kind).toContain(kind)
    expect(home[0]).toBe('banner')
  })

  it('puts prices within three widgets of the top: the hero, the sport chips, then top events', () => {
    expect(home.findIndex((k) => k === 'topEvents' || k === 'liveEvents')).toBeLessThanOrEqual(2)
  })
})

describe('first-paint rows of a composition', () => {
  it("gives the page's first listing a screen of rows, though a hero and chips are above it", () => {
    const rows = firstPaintRows([w('banner'), w('sportList', 'Slider'), w('topEvents'), w('liveEvents')])
    expect(rows).toEqual([
      LOWER_LIST_FIRST_ROWS,
      LOWER_LIST_FIRST_ROWS,
      FIRST_PAINT_ROWS,
      LOWER_LIST_FIRST_ROWS,
    ])
  })

  it('cards are not the listing; with no listing the first widget gets the screen', () => {
    expect(firstPaintRows([w('topEvents', 'Tile'), w('liveEvents')])).toEqual([
      LOWER_LIST_FIRST_ROWS,
      FIRST_PAINT_ROWS,
    ])
    expect(firstPaintRows([w('banner'), w('clock')])).toEqual([FIRST_PAINT_ROWS, LOWER_LIST_FIRST_ROWS])
  })
})
