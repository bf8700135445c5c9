import type { PromoItem, Widget } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { AppLink } from '~/components/ui/app-link.tsx'
import { SportIcon } from '~/components/ui/sport-icon.tsx'
import { paths } from '~/config/paths.ts'
import { useTournamentsById } from '~/features/catalog/api/get-tournament.ts'
import { MatchCard } from '~/features/catalog/components/match-row.tsx'
import { useMatch } from '~/features/match/api/get-match.ts'
import { Href } from './href.tsx'
import { useText } from './use-text.ts'

const card = 'flex flex-col gap-2 rounded-lg border border-line bg-surface p-3'

function PromoCard({ item }: { item: Extract<PromoItem, { kind: 'Promo' }> }) {
  const t = useText()
  return (
    <>
      {item.image && <img src={item.image} alt="" className="max-h-28 rounded-md object-cover" />}
      <h3 className="font-bold">{t(item.heading)}</h3>
      {item.text && <p className="text-sm text-muted">{t(item.text)}</p>}
      {item.href && item.cta && (
        <Href href={item.href} className="mt-auto self-start font-semibold text-brand underline">
          {t(item.cta)}
        </Href>
      )}
    </>
  )
}

function EventCard({ id }: { id: number }) {
  const match = useMatch(id).data
  return match ? <MatchCard match={match} /> : null
}

function LeagueCard({ id }: { id: number }) {
  const intl = useIntl()
  const league = useTournamentsById([id]).data?.[0]
  if (!league) return null
  return (
    <AppLink
      to={paths.league(league.sport.key, league.slug)}
      className="flex items-center gap-2.5 rounded-sm"
    >
      <SportIcon sportKey={league.sport.key} className="size-5 shrink-0 text-muted" />
      <span className="flex min-w-0 flex-col">
        <span dir="auto" className="sb-name font-semibold">
          {league.name}
        </span>
        <span className="text-xs text-muted">
          {intl.formatMessage({ id: 'catalog.matches_count' }, { count: league.matches_count })}
        </span>
      </span>
    </AppLink>
  )
}

/**
 * A banner's promotions (spec §2 promo item kinds): the operator's own offers, matches with their
 * main prices, and leagues, as one scrolling row (`Slider`) or a grid (the other layouts).
 */
export function PromoItems({
  items,
  layout,
  label,
}: {
  items: readonly PromoItem[]
  layout: Widget['layout']
  label: string
}) {
  const list =
    layout === 'Slider'
      ? 'flex snap-x gap-2 overflow-x-auto pb-1 [&>li]:w-64 [&>li]:shrink-0 [&>li]:snap-start'
      : 'grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3'
  return (
    <ul className={list} aria-label={label}>
      {items.map((item, i) => (
        <li key={i} className={card}>
          {item.kind === 'Promo' && <PromoCard item={item} />}
          {item.kind === 'Event' && <EventCard id={item.match_id} />}
          {item.kind === 'League' && <LeagueCard id={item.tournament_id} />}
        </li>
      ))}
    </ul>
  )
}
