import { FormattedMessage, useIntl } from 'react-intl'
import { Form, Link, useSearchParams, useSubmit } from 'react-router'
import { useMatches, type MatchFilters } from '../api/get-matches.ts'
import {
  LISTING_HOURS,
  LISTING_MAX_PAGES,
  LISTING_SORTS,
  readListingParams,
  writeListingParams,
} from '../listing-params.ts'

const field = 'rounded-md border border-line bg-surface px-2 py-1.5'

/** Time window, sort order and bettable-only of a listing, read from and written to the URL (spec §2). */
export function ListingControls() {
  const intl = useIntl()
  const [search] = useSearchParams()
  const submit = useSubmit()
  const p = readListingParams(search)
  return (
    <Form
      method="get"
      aria-label={intl.formatMessage({ id: 'listing.filters' })}
      className="flex flex-wrap items-end gap-3 px-1 text-sm"
      onChange={(e) => void submit(e.currentTarget, { replace: true, preventScrollReset: true })}
    >
      <label className="flex flex-col gap-1 font-semibold">
        <FormattedMessage id="listing.time" />
        <select name="time" defaultValue={p.time ?? ''} key={`t${p.time}`} className={field}>
          <option value="">{intl.formatMessage({ id: 'listing.time.all' })}</option>
          {LISTING_HOURS.map((h) => (
            <option key={h} value={h}>
              {intl.formatMessage({ id: 'listing.time.hours' }, { hours: h })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-semibold">
        <FormattedMessage id="listing.sort" />
        <select name="sortBy" defaultValue={p.sortBy} key={`s${p.sortBy}`} className={field}>
          {LISTING_SORTS.map((s) => (
            <option key={s} value={s}>
              {intl.formatMessage({ id: `listing.sort.${s}` })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 py-1.5 font-semibold">
        <input
          type="checkbox"
          name="isBettable"
          value="true"
          defaultChecked={p.isBettable}
          key={`b${p.isBettable}`}
        />
        <FormattedMessage id="listing.bettable" />
      </label>
    </Form>
  )
}

/** "Show more": the next page of the listing, when the API says there is one. */
export function ShowMore({ filters }: { filters: MatchFilters }) {
  const [search] = useSearchParams()
  const p = readListingParams(search)
  const { data } = useMatches(filters)
  if (!data || data.pagination.total <= data.data.length || p.page >= LISTING_MAX_PAGES) return null
  const next = writeListingParams({ ...p, page: p.page + 1 }, search)
  return (
    <Link
      to={`?${next}`}
      replace
      preventScrollReset
      className="self-center rounded-md border border-line bg-surface px-4 py-2 font-semibold hover:bg-raised"
    >
      <FormattedMessage id="listing.more" />
    </Link>
  )
}
