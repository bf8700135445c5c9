import type { ServerBet } from '@sportsbook/contract'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Radio, RadioGroup } from 'react-aria-components'
import { openModal } from '~/lib/modal/modal-store.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { OPEN_BETS, useBets, type BetFilters } from '../api/get-bets.ts'
import { BetCard } from './bet-card.tsx'
import { StaleMark } from '~/components/ui/stale-mark.tsx'

const STATUSES = ['open', 'settled', 'all'] as const
const RESULTS = ['all', 'win', 'lose', 'refund'] as const
type Category = ServerBet['category'] | 'all'
/** Spec §3 bet categories; premium cricket is offered once the player has such a bet. */
const CATEGORIES: readonly Category[] = ['all', 'regular', 'cyber']

const chip =
  'cursor-pointer rounded-full border border-line px-3 py-1 text-xs font-semibold text-muted data-[selected]:border-brand data-[selected]:bg-brand data-[selected]:text-on-brand'

/** The MY_BETS tab: the player's bets by status (open / settled / all) and result, live, with cash-out and share. */
export function MyBets() {
  const intl = useIntl()
  const session = useSession()
  const [filters, setFilters] = useState<BetFilters>(OPEN_BETS)
  const [category, setCategory] = useState<Category>('all')
  const loggedIn = session.status === 'logged_in'
  const bets = useBets(filters, loggedIn)
  const all = bets.data?.data ?? []
  const categories = all.some((b) => b.category === 'premium_cricket')
    ? [...CATEGORIES, 'premium_cricket' as const]
    : CATEGORIES
  const shown = category === 'all' ? all : all.filter((b) => b.category === category)

  if (!loggedIn) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'bets.sign_in' })}</p>
        <button
          type="button"
          onClick={() => openModal('sign-in')}
          className="rounded-md bg-brand px-4 py-2 text-sm font-bold text-on-brand hover:bg-brand-strong"
        >
          {intl.formatMessage({ id: 'header.sign_in' })}
        </button>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-2 p-3">
      {/* Offline the open bets are the last known copy (lib/pwa/offline-snapshot.ts), as of their fetch. */}
      <StaleMark what="bets" asOf={bets.dataUpdatedAt || undefined} />
      <RadioGroup
        aria-label={intl.formatMessage({ id: 'bets.filter.status' })}
        orientation="horizontal"
        value={filters.status}
        onChange={(v) => setFilters({ status: v as BetFilters['status'], result: 'all' })}
        className="flex gap-1.5"
      >
        {STATUSES.map((s) => (
          <Radio key={s} value={s} className={chip}>
            {intl.formatMessage({ id: `bets.status.${s}` })}
          </Radio>
        ))}
      </RadioGroup>
      {filters.status !== 'open' && (
        <RadioGroup
          aria-label={intl.formatMessage({ id: 'bets.filter.result' })}
          orientation="horizontal"
          value={filters.result}
          onChange={(v) => setFilters({ ...filters, result: v as BetFilters['result'] })}
          className="flex flex-wrap gap-1.5"
        >
          {RESULTS.map((r) => (
            <Radio key={r} value={r} className={chip}>
              {intl.formatMessage({ id: `bets.result.${r}` })}
            </Radio>
          ))}
        </RadioGroup>
      )}
      <RadioGroup
        aria-label={intl.formatMessage({ id: 'bets.filter.category' })}
        orientation="horizontal"
        value={category}
        onChange={(v) => setCategory(v as Category)}
        className="flex flex-wrap gap-1.5"
      >
        {categories.map((c) => (
          <Radio key={c} value={c} className={chip}>
            {intl.formatMessage({ id: `bets.category.${c}` })}
          </Radio>
        ))}
      </RadioGroup>
      {bets.isPending ? (
        <p role="status" className="py-6 text-center text-sm text-muted">
          {intl.formatMessage({ id: 'common.loading' })}
        </p>
      ) : bets.isError ? (
        <p role="alert" className="py-6 text-center text-sm text-muted">
          {intl.formatMessage({ id: 'error.load_failed' })}
        </p>
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{intl.formatMessage({ id: 'bets.none' })}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={intl.formatMessage({ id: 'bets.title' })}>
          {shown.map((bet) => (
            <BetCard key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
    </div>
  )
}
