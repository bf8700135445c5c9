import { useLocale } from '~/hooks/use-locale.ts'
import { useTicket } from '~/lib/slip/use-slip.ts'
import { useSlipMatchLive, useSlipProvidersLive } from '../hooks/use-slip-live.ts'

function MatchLive({ locale, id }: { locale: string; id: number }) {
  useSlipMatchLive(locale, id)
  return null
}

function ProvidersLive({ locale }: { locale: string }) {
  useSlipProvidersLive(locale)
  return null
}

/**
 * While the slip holds selections: one realtime subscription per match on it and the public channel's
 * provider statuses (both shared with the page showing them).
 */
export function SlipLive() {
  const locale = useLocale()
  const ticket = useTicket()
  const ids = [...new Set(ticket.bets.flatMap((b) => b.selections.map((s) => Number(s.matchId))))]
  if (ids.length === 0) return null
  return (
    <>
      <ProvidersLive locale={locale} />
      {ids.map((id) => (
        <MatchLive key={id} locale={locale} id={id} />
      ))}
    </>
  )
}
