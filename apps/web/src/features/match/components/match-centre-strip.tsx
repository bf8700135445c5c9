import type { Match } from '@sportsbook/contract'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { ChevronIcon } from '~/components/ui/icons.tsx'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { centreTabs, tabOfHash, type CentreTab } from './match-centre-tabs.ts'

// Statistics, tracker, stream, chat, price trends and vote: their own chunk, fetched once the page is
// idle (a tap then opens at once), never in the page's first load (budgets.json).
const loadCentre = () => import('./match-centre.tsx')
const MatchCentre = lazy(loadCentre)

/** How long the prefetch of the centre's chunk may wait for an idle moment after the page mounted. */
export const CENTRE_PREFETCH_TIMEOUT_MS = 2_000

const tabClass =
  'flex flex-1 items-center justify-center gap-1 rounded-sm px-1.5 py-2 text-xs font-semibold whitespace-nowrap text-muted uppercase hover:text-fg aria-expanded:bg-brand aria-expanded:text-on-brand'

/**
 * The match centre, one tap away (issue #29): a strip of spec §2's side tabs (STATISTICS with the
 * tracker, STREAM, CHAT) and TRENDS, closed when the page opens so the markets start high on the
 * first screen. Each is a disclosure button: pressing one opens its panel under the strip, pressing
 * the open one closes it. A URL hash naming a tab (`#chat`, the chatToggle widget) opens it.
 * Closed on the server and in the first render, so the page never moves on its own.
 */
export function MatchCentreStrip({ match }: { match: Match }) {
  const intl = useIntl()
  const panelId = useId()
  const box = useRef<HTMLElement>(null)
  const [open, setOpen] = useState<CentreTab | null>(null)
  const wanted = tabOfHash(useLocation().hash)
  useEffect(() => {
    if (!wanted) return
    setOpen(wanted)
    box.current?.scrollIntoView({ block: 'nearest' })
  }, [wanted])
  useEffect(() => {
    const prefetch = () => void loadCentre()
    if (typeof requestIdleCallback !== 'function') return void setTimeout(prefetch, 0)
    const id = requestIdleCallback(prefetch, { timeout: CENTRE_PREFETCH_TIMEOUT_MS })
    return () => cancelIdleCallback(id)
  }, [])
  const tabs = centreTabs(match)
  const label = (k: CentreTab) => intl.formatMessage({ id: `match_centre.tab.${k}` })
  return (
    <section
      ref={box}
      aria-label={intl.formatMessage({ id: 'match_centre.tabs' })}
      className="overflow-hidden rounded-md border border-line bg-surface"
      data-testid="match-centre"
    >
      <div className="flex gap-1 overflow-x-auto p-1">
        {tabs.map((k) => (
          <button
            key={k}
            type="button"
            aria-expanded={open === k}
            aria-controls={open === k ? panelId : undefined}
            onClick={() => setOpen(open === k ? null : k)}
            className={tabClass}
          >
            {label(k)}
            <ChevronIcon
              className={`size-3.5 shrink-0 transition-transform ${open === k ? '-rotate-90' : 'rotate-90'}`}
            />
          </button>
        ))}
      </div>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={label(open)}
          className="border-t border-line p-2"
          data-testid={`match-centre-${open}`}
        >
          <Suspense fallback={<RowsSkeleton rows={3} label={intl.formatMessage({ id: 'common.loading' })} />}>
            <MatchCentre match={match} tab={open} />
          </Suspense>
        </div>
      )}
    </section>
  )
}
