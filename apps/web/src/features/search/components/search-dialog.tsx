import type { SearchResult } from '@sportsbook/contract'
import { SEARCH_MIN_LENGTH } from '@sportsbook/contract'
import { useState } from 'react'
import { Autocomplete, Header, Input, Menu, MenuItem, MenuSection, SearchField } from 'react-aria-components'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { LazyAppModal as AppModal } from '~/components/modal/lazy-modal.tsx'
import { SearchIcon } from '~/components/ui/nav-icons.tsx'
import { paths } from '~/config/paths.ts'
import { useHref } from '~/hooks/use-locale.ts'
import { useSearch } from '../api/search.ts'
import { useDebounced } from '../hooks/use-debounced.ts'
import { useRecentSearches } from '../hooks/recent-searches.ts'

type Hit = { id: string; to: string; title: string; detail: string }

/** The three groups of spec §3 search kinds, each hit with the page it opens. */
export function groupHits(r: SearchResult): { key: 'matches' | 'tournaments' | 'markets'; hits: Hit[] }[] {
  return [
    {
      key: 'matches' as const,
      hits: r.matches.map((m) => ({
        id: `m${m.id}`,
        to: paths.match(m.sport_key, m.slug),
        title: m.name,
        detail: m.tournament_name,
      })),
    },
    {
      key: 'tournaments' as const,
      hits: r.tournaments.map((t) => ({
        id: `t${t.id}`,
        to: paths.league(t.sport_key, t.slug),
        title: t.name,
        detail: t.category_name,
      })),
    },
    {
      key: 'markets' as const,
      hits: r.markets.map((k) => ({
        id: `k${k.match_id}-${k.market_id}-${k.specifier}`,
        to: paths.match(k.sport_key, k.match_slug),
        title: k.name,
        detail: k.match_name,
      })),
    },
  ].filter((g) => g.hits.length > 0)
}

const item =
  'flex cursor-pointer flex-col rounded-sm px-3 py-2 outline-none data-[focused]:bg-raised data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus'
const header = 'px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase'

/**
 * Search (spec §5): 3 to 50 characters, debounced; matches, leagues and markets in groups; arrow
 * keys move through the results from the field and Enter opens one; recent searches while empty.
 */
export function SearchDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (o: boolean) => void
}) {
  const intl = useIntl()
  const navigate = useNavigate()
  const toHref = useHref()
  const [q, setQ] = useState('')
  // Each opening starts empty, with the recent searches.
  const openChange = (o: boolean) => {
    if (!o) setQ('')
    onOpenChange(o)
  }
  const debounced = useDebounced(q)
  const { term, data, isFetching, isError } = useSearch(debounced)
  const recent = useRecentSearches()
  const groups = term && data ? groupHits(data) : []
  const hits = new Map(groups.flatMap((g) => g.hits.map((h) => [h.id, h] as const)))
  const open = (key: string | number) => {
    const k = String(key)
    if (k.startsWith('recent:')) return setQ(k.slice('recent:'.length))
    const hit = hits.get(k)
    if (!hit) return
    if (term) recent.remember(term)
    openChange(false)
    void navigate(toHref(hit.to))
  }
  const status =
    q.trim().length < SEARCH_MIN_LENGTH
      ? null
      : isError
        ? intl.formatMessage({ id: 'search.error' })
        : isFetching || debounced !== q
          ? intl.formatMessage({ id: 'search.loading' })
          : term && groups.length === 0
            ? intl.formatMessage({ id: 'search.empty' }, { query: term })
            : null
  const showRecent = q.trim().length < SEARCH_MIN_LENGTH && recent.list.length > 0
  return (
    <AppModal
      title={intl.formatMessage({ id: 'search.open' })}
      isOpen={isOpen}
      onOpenChange={openChange}
      size="lg"
      variant="sheet"
    >
      <div className="flex min-h-0 flex-col gap-2 p-3">
        <Autocomplete inputValue={q} onInputChange={setQ}>
          <SearchField
            aria-label={intl.formatMessage({ id: 'search.label' })}
            autoFocus
            className="flex items-center gap-2 rounded-md border border-line bg-sunken px-3"
          >
            <SearchIcon className="size-4 text-muted" />
            <Input
              maxLength={50}
              placeholder={intl.formatMessage({ id: 'search.label' })}
              className="min-w-0 flex-1 bg-transparent py-2.5 outline-none [&::-webkit-search-cancel-button]:hidden"
            />
          </SearchField>
          <p aria-live="polite" className="px-1 text-sm text-muted">
            {status ??
              (q.trim().length < SEARCH_MIN_LENGTH && !showRecent
                ? intl.formatMessage({ id: 'search.hint' }, { min: SEARCH_MIN_LENGTH })
                : null)}
          </p>
          <Menu
            aria-label={intl.formatMessage({ id: showRecent ? 'search.recent' : 'search.label' })}
            onAction={open}
            className="max-h-[60dvh] overflow-y-auto outline-none"
          >
            {showRecent ? (
              <MenuSection>
                <Header className={header}>
                  <FormattedMessage id="search.recent" />
                </Header>
                {recent.list.map((r) => (
                  <MenuItem key={r} id={`recent:${r}`} textValue={r} className={item}>
                    {r}
                  </MenuItem>
                ))}
              </MenuSection>
            ) : (
              groups.map((g) => (
                <MenuSection key={g.key} id={g.key}>
                  <Header className={header}>
                    <FormattedMessage id={`search.group.${g.key}`} />
                  </Header>
                  {g.hits.map((h) => (
                    <MenuItem key={h.id} id={h.id} textValue={h.title} className={item}>
                      <span className="font-semibold">{h.title}</span>
                      <span className="text-xs text-muted">{h.detail}</span>
                    </MenuItem>
                  ))}
                </MenuSection>
              ))
            )}
          </Menu>
        </Autocomplete>
        {showRecent && (
          <button
            type="button"
            onClick={recent.clear}
            className="self-start px-1 text-sm font-semibold text-brand hover:underline"
          >
            <FormattedMessage id="search.clear_recent" />
          </button>
        )}
      </div>
    </AppModal>
  )
}
