// Jackpot widgets (spec §2 jackpotBanner, jackpotCard, jackpotLeaderBoard): the named jackpot (or
// the first running one) with its live pools, and the latest winners. Nothing while none runs.
import { useJackpotById } from '~/features/jackpots/api/get-jackpot.ts'
import { pickJackpot, useJackpots } from '~/features/jackpots/api/get-jackpots.ts'
import { JackpotBanner as Banner } from '~/features/jackpots/components/jackpot-banner.tsx'
import { JackpotCard as Card } from '~/features/jackpots/components/jackpot-card.tsx'
import { JackpotLeaderBoard as Board } from '~/features/jackpots/components/jackpot-leader-board.tsx'
import { useJackpotsLive } from '~/features/jackpots/hooks/use-jackpots-live.ts'
import type { WidgetProps } from '../types.ts'

/** A named jackpot is asked by id (GET /jackpots/{id}); without a name, the first of the list. */
function useJackpot(id: string | undefined) {
  useJackpotsLive()
  const named = useJackpotById(id)
  const list = useJackpots({ enabled: id === undefined })
  return id === undefined ? pickJackpot(list.data?.data) : named.data
}

export function JackpotBanner({ widget }: WidgetProps<'jackpotBanner'>) {
  const j = useJackpot(widget.jackpot_id)
  return j ? <Banner jackpot={j} /> : null
}

export function JackpotCard({ widget }: WidgetProps<'jackpotCard'>) {
  const j = useJackpot(widget.jackpot_id)
  return j ? <Card jackpot={j} /> : null
}

export const JackpotLeaderBoard = ({ widget }: WidgetProps<'jackpotLeaderBoard'>) => (
  <Board {...(widget.jackpot_id ? { jackpotId: widget.jackpot_id } : {})} />
)
