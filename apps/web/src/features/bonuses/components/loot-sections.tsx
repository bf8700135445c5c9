import { useFeature } from '~/lib/brand/features.ts'
import { useAmbProgress } from '../api/get-amb.ts'
import { useLootboxes } from '../api/get-lootboxes.ts'
import { AmbCard } from './amb-card.tsx'
import { LootboxCard } from './lootbox-card.tsx'

/** /promotions: the lootboxes with their chests and the amount-based freebets with their progress. */
export function LootSections({ signedIn }: { signedIn: boolean }) {
  const boxes = useLootboxes(signedIn).data?.data ?? []
  const ambOn = useFeature('amb_progress_bar')
  const ambList = useAmbProgress(signedIn, ambOn).data?.data
  const amb = ambOn ? (ambList ?? []) : []
  if (boxes.length + amb.length === 0) return null
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {boxes.map((b) => (
        <LootboxCard key={b.id} box={b} signedIn={signedIn} />
      ))}
      {amb.map((a) => (
        <AmbCard key={a.id} item={a} signedIn={signedIn} />
      ))}
    </ul>
  )
}
