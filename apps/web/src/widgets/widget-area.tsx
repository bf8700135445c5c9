import type { Widget } from '@sportsbook/contract'
import { Suspense } from 'react'
import {
  FirstPaintRowsContext,
  FIRST_PAINT_ROWS,
  LOWER_LIST_FIRST_ROWS,
} from '~/hooks/use-progressive-rows.ts'
import { WIDGETS, type AnyWidgetComponent } from './registry.ts'

/** Spec §2 Narrow layout: a readable column; the others fill the page's width. */
const FRAME: Record<Widget['layout'], string> = {
  Default: '',
  Slider: '',
  Tile: '',
  Narrow: 'mx-auto w-full max-w-xl',
}

/** A page composed of widgets from the brand file, top to bottom; each kind's code loads on first use. */
export function WidgetArea({ widgets }: { widgets: readonly Widget[] }) {
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
            <FirstPaintRowsContext value={i === 0 ? FIRST_PAINT_ROWS : LOWER_LIST_FIRST_ROWS}>
              <Suspense fallback={null}>
                <Component widget={w} />
              </Suspense>
            </FirstPaintRowsContext>
          </div>
        )
      })}
    </div>
  )
}
