import type { Widget } from '@sportsbook/contract'
import { Suspense } from 'react'
import {
  FirstPaintRowsContext,
  FIRST_PAINT_ROWS,
  LOWER_LIST_FIRST_ROWS,
} from '~/hooks/use-progressive-rows.ts'
import { RenderBoundary, UnexpectedError } from '~/components/errors/render-boundary.tsx'
import { WIDGETS, type AnyWidgetComponent } from './registry.ts'

/** Spec §2 Narrow layout: a readable column; the others fill the page's width. */
const FRAME: Record<Widget['layout'], string> = {
  Default: '',
  Slider: '',
  Tile: '',
  Narrow: 'mx-auto w-full max-w-xl',
}

/** Kinds that list match rows (and so hold prices) in their Default and Narrow layouts. */
const LISTINGS = new Set<Widget['kind']>(['liveEvents', 'prematchEvents', 'topEvents', 'schedule'])

/**
 * The rows each widget paints with the page: the page's first listing a screen's worth, any later
 * one a few. A hero and sport chips above the first listing do not make it a "lower" list: its rows
 * are the ones on screen (and the same-size placeholder below them keeps the page's length).
 */
export function firstPaintRows(widgets: readonly Widget[]): number[] {
  const first = Math.max(
    0,
    widgets.findIndex((w) => LISTINGS.has(w.kind) && w.layout !== 'Tile' && w.layout !== 'Slider'),
  )
  return widgets.map((_, i) => (i === first ? FIRST_PAINT_ROWS : LOWER_LIST_FIRST_ROWS))
}

/** A page composed of widgets from the brand file, top to bottom; each kind's code loads on first use. */
export function WidgetArea({ widgets }: { widgets: readonly Widget[] }) {
  const rows = firstPaintRows(widgets)
  return (
    <div className="flex flex-col gap-5">
      {widgets.map((w, i) => {
        const Component = WIDGETS[w.kind] as unknown as AnyWidgetComponent
        return (
          <div
            key={w.id ?? `${w.kind}-${i}`}
            className={`flex flex-col ${FRAME[w.layout]}`}
            data-widget={w.kind}
          >
            <FirstPaintRowsContext value={rows[i]!}>
              {/* One widget failing shows the spec's fallback in its place; the page goes on. */}
              <RenderBoundary where={`widget:${w.kind}`} fallback={<UnexpectedError />}>
                <Suspense fallback={null}>
                  <Component widget={w} />
                </Suspense>
              </RenderBoundary>
            </FirstPaintRowsContext>
          </div>
        )
      })}
    </div>
  )
}
