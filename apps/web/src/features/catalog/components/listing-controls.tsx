import { FormattedMessage, useIntl } from 'react-intl'
import { Form, Link, useNavigate, useSearchParams } from 'react-router'
import { DayField } from '~/components/ui/day-field.tsx'
import { useMatches, type MatchFilters } from '../api/get-matches.ts'
import { useSports } from '../api/get-sports.ts'
import {
  LISTING_HOURS,
  LISTING_MAX_PAGES,
  LISTING_SORTS,
  readListingParams,
  writeListingParams,
  type ListingKey,
} from '../listing-params.ts'

const field = 'rounded-md border border-line bg-surface px-2 py-1.5'
const DEFAULT_FIELDS: readonly ListingKey[] = ['time', 'sortBy', 'isBettable']

/**
 * The listing parameters a page offers (spec §2), read from and written to the URL: each change is a
 * history entry, so back and forward step through the filters and a reload keeps them.
 */
export function ListingControls({ fields = DEFAULT_FIELDS }: { fields?: readonly ListingKey[] }) {
  const intl = useIntl()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const p = readListingParams(search)
  const has = (k: ListingKey) => fields.includes(k)
  /** A new filter starts again at the first page; an empty field is no filter. */
  const apply = (next: URLSearchParams, values: Record<string, FormDataEntryValue | null>) => {
    next.delete('page')
    for (const [k, v] of Object.entries(values)) {
      if (v === null || v === '') next.delete(k)
      else next.set(k, String(v))
    }
    void navigate(`?${writeListingParams(readListingParams(next), next)}`, { preventScrollReset: true })
  }
  return (
    <Form
      method="get"
      aria-label={intl.formatMessage({ id: 'listing.filters' })}
      className="flex flex-wrap items-end gap-3 px-1 text-sm"
      onChange={(e) => {
        // Parameters this page does not offer stay; the form's fields are read afresh.
        const next = new URLSearchParams(search)
        for (const k of fields) next.delete(k)
        apply(next, Object.fromEntries(new FormData(e.currentTarget)))
      }}
    >
      {has('sport') && <SportSelect value={p.sport} />}
      {has('date') && (
        <DayField
          name="date"
          label={intl.formatMessage({ id: 'listing.date' })}
          value={p.date}
          onChange={(day) => apply(new URLSearchParams(search), { date: day })}
        />
      )}
      {has('time') && (
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
      )}
      {has('sortBy') && (
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
      )}
      {has('isBettable') && (
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
      )}
    </Form>
  )
}

function SportSelect({ value }: { value: string | null }) {
  const intl = useIntl()
  const { data: sports } = useSports()
  return (
    <label className="flex flex-col gap-1 font-semibold">
      <FormattedMessage id="listing.sport" />
      <select
        name="sport"
        defaultValue={value ?? ''}
        key={`p${value}-${sports?.length ?? 0}`}
        className={field}
      >
        <option value="">{intl.formatMessage({ id: 'listing.sport.all' })}</option>
        {sports?.map((s) => (
          <option key={s.id} value={s.key}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
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
      preventScrollReset
      className="self-center rounded-md border border-line bg-surface px-4 py-2 font-semibold hover:bg-raised"
    >
      <FormattedMessage id="listing.more" />
    </Link>
  )
}
