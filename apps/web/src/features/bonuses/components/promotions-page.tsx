import { useIntl } from 'react-intl'
import { openModal } from '~/lib/modal/modal-store.ts'
import { usePlayer } from '~/lib/session/get-player.ts'
import { isLoggedIn } from '~/lib/session/use-session.ts'
import { useCampaigns } from '../api/get-campaigns.ts'
import { useMyFreebets } from '../api/get-freebets.ts'
import { useMarkSeen } from '../hooks/use-mark-seen.ts'
import { useTournamentPoolLive } from '../hooks/use-tournament-pool-live.ts'
import { CampaignCard } from './campaign-card.tsx'
import { LootSections } from './loot-sections.tsx'
import { MyFreebets } from './my-freebets.tsx'
import { PromoCodeForm } from './promo-code-form.tsx'

/** /promotions (spec §2): the promo code field, the player's freebets and every campaign with its terms. */
export function PromotionsPage() {
  const intl = useIntl()
  const player = usePlayer().data
  const signedIn = isLoggedIn(player)
  const campaigns = useCampaigns(signedIn)
  useMarkSeen(useMyFreebets(signedIn).data?.data)
  useTournamentPoolLive()
  return (
    <div className="flex flex-col gap-4">
      <h1 className="px-1 text-xl font-bold">{intl.formatMessage({ id: 'bonus.page.title' })}</h1>
      <section id="promo-code" className="rounded-md border border-line bg-surface p-4">
        {signedIn ? (
          <PromoCodeForm />
        ) : (
          <p className="text-sm">
            {intl.formatMessage({ id: 'bonus.promo.sign_in_hint' })}{' '}
            <button
              type="button"
              onClick={() => openModal('sign-in')}
              className="font-semibold text-brand underline"
            >
              {intl.formatMessage({ id: 'header.sign_in' })}
            </button>
          </p>
        )}
      </section>
      {signedIn && <MyFreebets />}
      {campaigns.isError && <p role="alert">{intl.formatMessage({ id: 'error.default' })}</p>}
      <ul className="grid gap-3 md:grid-cols-2">
        {campaigns.data?.data
          .filter((c) => c.type !== 'lootbox') // shown with its chests below
          .map((c) => (
            <CampaignCard key={c.id} campaign={c} signedIn={signedIn} />
          ))}
      </ul>
      <LootSections signedIn={signedIn} />
    </div>
  )
}
