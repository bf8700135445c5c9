import type { Widget } from '@sportsbook/contract'
import { memo, Suspense } from 'react'
import {
  FirstPaintRowsContext,
  FIRST_PAINT_ROWS,
  LOWER_LIST_FIRST_ROWS,
} from '~/hooks/use-progressive-rows.ts'
import { RenderBoundary, UnexpectedError } from '~/components/errors/render-boundary.tsx'
import { preloadWidgetKinds, WIDGETS, type AnyWidgetComponent } from './registry.ts'

// In the browser this module runs before hydration, with the server's page parsed: the lazy kinds it
// shows start loading now (registry.ts preloadWidgetKinds).
if (typeof document !== 'undefined')
  void preloadWidgetKinds(
    Array.from(document.querySelectorAll<HTMLElement>('[data-widget]'), (el) => el.dataset.widget ?? ''),
  )

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

/**
 * One widget in its boundaries. Memoised: most kinds are lazy, and until a kind's code has arrived its
 * server-rendered boundary is still dehydrated. A re-render of the page reaching that boundary (the
 * Suspense element's props are new on every render) makes React drop the server's HTML for the
 * fallback (nothing) until the code is here: the hero and sport chips vanished and came back after
 * hydration, pushing the listing up and down (CLS 0.31 on a phone). Same widget, same rows: no render.
 */
const WidgetSlot = memo(function WidgetSlot({ widget, rows }: { widget: Widget; rows: number }) {
  const Component = WIDGETS[widget.kind] as unknown as AnyWidgetComponent
  return (
    <FirstPaintRowsContext value={rows}>
      {/* One widget failing shows the spec's fallback in its place; the page goes on. */}
      <RenderBoundary where={`widget:${widget.kind}`} fallback={<UnexpectedError />}>
        <Suspense fallback={null}>
          <Component widget={widget} />
        </Suspense>
      </RenderBoundary>
    </FirstPaintRowsContext>
  )
})

/** A page composed of widgets from the brand file, top to bottom; each kind's code loads on first use. */
export function WidgetArea({ widgets }: { widgets: readonly Widget[] }) {
  const rows = firstPaintRows(widgets)
  return (
    <div className="flex flex-col gap-5">
      {widgets.map((w, i) => (
        <div
          key={w.id ?? `${w.kind}-${i}`}
          className={`flex flex-col ${FRAME[w.layout]}`}
          data-widget={w.kind}
        >
          <WidgetSlot widget={w} rows={rows[i]!} />
        </div>
      ))}
    </div>
  )
}
