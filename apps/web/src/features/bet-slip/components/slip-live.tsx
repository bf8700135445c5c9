import { useLocale } from '~/hooks/use-locale.ts'
import { useTicket } from '~/lib/slip/use-slip.ts'
import { useSlipMatchLive } from '../hooks/use-slip-live.ts'

function MatchLive({ locale, id }: { locale: string; id: number }) {
  useSlipMatchLive(locale, id)
  return null
}

/** One realtime subscription per match on the slip (shared with the page showing that match). */
export function SlipLive() {
  const locale = useLocale()
  const ticket = useTicket()
  const ids = [...new Set(ticket.bets.flatMap((b) => b.selections.map((s) => Number(s.matchId))))]
  return ids.map((id) => <MatchLive key={id} locale={locale} id={id} />)
}
