import { useMatch } from '~/features/match/api/get-match.ts'
import { VotePanel } from '~/features/match/components/vote-panel.tsx'
import type { WidgetProps } from '../types.ts'

/** Spec §2 `prediction`: the vote of one match (spec §7 `/vote`); nothing without a match. */
export function Prediction({ widget }: WidgetProps<'prediction'>) {
  const { data: match } = useMatch(widget.match_id ?? 0)
  if (!widget.match_id || !match) return null
  return <VotePanel match={match} />
}
