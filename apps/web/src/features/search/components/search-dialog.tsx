import { SEARCH_MIN_LENGTH } from '@sportsbook/contract'
import { useState } from 'react'
import { Autocomplete, Header, Input, Menu, MenuItem, MenuSection, SearchField } from 'react-aria-components'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { LazyAppModal as AppModal } from '~/components/modal/lazy-modal.tsx'
import { SearchIcon } from '~/components/ui/nav-icons.tsx'
import { useHref } from '~/hooks/use-locale.ts'
import { useSearch } from '../api/search.ts'
import { useDebounced } from '../hooks/use-debounced.ts'
import { useRecentSearches } from '../hooks/recent-searches.ts'
import { groupHits, type Hit } from '../search-hits.ts'

const item =
  'flex cursor-pointer flex-col rounded-sm px-3 py-2 outline-none data-[focused]:bg-raised data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus'
const header = 'px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase'

/** A result's text: its title, then its detail, or the markets found in it with their lines. */
function HitText({ hit }: { hit: Hit }) {
  return (
    <>
      <span className="font-semibold">{hit.title}</span>
      {hit.detail && <span className="text-xs text-muted">{hit.detail}</span>}
      {hit.markets?.map((m) => (
        <span key={`${m.id}|${m.name}`} className="text-xs" data-testid="search-market">
          <span className="font-medium">{m.name}</span>
          {m.lines.length > 0 && <span className="text-muted"> {m.lines.join(', ')}</span>}
        </span>
      ))}
    </>
  )
}

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
          {/* The dialog's body scrolls (with the field in it, so the scroller is reachable by keyboard:
              axe scrollable-region-focusable); the field and its status stay on top while it does. */}
          <div className="sticky top-0 z-10 -mx-3 -mt-3 flex flex-col gap-2 bg-surface px-3 pt-3 pb-1">
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
          </div>
          <Menu
            aria-label={intl.formatMessage({ id: showRecent ? 'search.recent' : 'search.label' })}
            onAction={open}
            className="outline-none"
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
                      <HitText hit={h} />
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
