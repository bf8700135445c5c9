import { WIDGET_KINDS } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { galleryWidgets } from './gallery.ts'

describe('the widget gallery', () => {
  it('places every one of the 46 kinds once, each valid for the brand file, on the given match', () => {
    const widgets = galleryWidgets(451)
    expect(widgets.map((w) => w.kind)).toEqual(WIDGET_KINDS)
    expect(widgets.find((w) => w.kind === 'eventMarkets')).toMatchObject({ match_id: 451 })
    expect(widgets.find((w) => w.kind === 'prediction')).toMatchObject({ match_id: 451 })
  })
})
