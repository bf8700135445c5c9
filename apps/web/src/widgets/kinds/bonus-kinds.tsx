// Bonus widgets (spec §2 bonuses, mobileBonusesGroup, bonus, promocode): the running campaigns and the
// promo code field, from the bonuses feature, laid out as the brand chose.
import type { BonusCampaign, WidgetOf } from '@sportsbook/contract'

type LayoutKind = WidgetOf<'bonuses'>['layout']
import { useIntl } from 'react-intl'
import { AppLink } from '~/components/ui/app-link.tsx'
import { paths } from '~/config/paths.ts'
import { useCampaigns } from '~/features/bonuses/api/get-campaigns.ts'
import { CampaignCard } from '~/features/bonuses/components/campaign-card.tsx'
import { PromoCodeForm } from '~/features/bonuses/components/promo-code-form.tsx'
import { useSession } from '~/lib/session/use-session.ts'
import type { WidgetProps } from '../types.ts'
import { SignInPrompt, WidgetSection } from './player-section.tsx'
import { useText } from './use-text.ts'

const LIST: Record<LayoutKind, string> = {
  Slider: 'flex snap-x gap-3 overflow-x-auto pb-1 [&>li]:w-72 [&>li]:shrink-0 [&>li]:snap-start',
  Tile: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
  Default: 'grid gap-3 md:grid-cols-2',
  Narrow: 'flex flex-col gap-2',
}

function useRunningCampaigns() {
  const signedIn = useSession().status === 'logged_in'
  return useCampaigns(signedIn)
}

function CampaignList({ campaigns, layout }: { campaigns: readonly BonusCampaign[]; layout: LayoutKind }) {
  return (
    <ul className={LIST[layout]}>
      {campaigns.map((c) => (
        <CampaignCard key={c.id} campaign={c} />
      ))}
    </ul>
  )
}

const SeeAll = () => (
  <AppLink to={paths.promotions()} className="text-sm font-semibold text-brand hover:underline">
    {useIntl().formatMessage({ id: 'common.see_all' })}
  </AppLink>
)

/** Every running campaign (visitors see them too); nothing while there are none. */
export function Bonuses({ widget }: WidgetProps<'bonuses'>) {
  const intl = useIntl()
  const title = useText()(widget.title) ?? intl.formatMessage({ id: 'bonus.page.title' })
  const campaigns = useRunningCampaigns().data?.data ?? []
  if (campaigns.length === 0) return null
  return (
    <WidgetSection title={title} action={<SeeAll />}>
      <CampaignList campaigns={campaigns} layout={widget.layout} />
    </WidgetSection>
  )
}

/** The campaigns as one swipeable row, as phones show them. */
export function MobileBonusesGroup({ widget }: WidgetProps<'mobileBonusesGroup'>) {
  const intl = useIntl()
  const title = useText()(widget.title) ?? intl.formatMessage({ id: 'bonus.page.title' })
  const campaigns = useRunningCampaigns().data?.data ?? []
  if (campaigns.length === 0) return null
  return (
    <WidgetSection title={title} action={<SeeAll />}>
      <CampaignList campaigns={campaigns} layout="Slider" />
    </WidgetSection>
  )
}

/** One campaign: the one the brand names, else the first running. */
export function Bonus({ widget }: WidgetProps<'bonus'>) {
  const t = useText()
  const campaigns = useRunningCampaigns().data?.data ?? []
  const campaign = widget.bonus_id ? campaigns.find((c) => c.id === widget.bonus_id) : campaigns[0]
  if (!campaign) return null
  return (
    <WidgetSection title={t(widget.title)}>
      <CampaignList campaigns={[campaign]} layout="Narrow" />
    </WidgetSection>
  )
}

/** The promo code field for a player; a visitor is asked to sign in first. */
export function Promocode({ widget }: WidgetProps<'promocode'>) {
  const intl = useIntl()
  const signedIn = useSession().status === 'logged_in'
  return (
    <WidgetSection title={useText()(widget.title) ?? intl.formatMessage({ id: 'widget.promocode' })}>
      <div className="rounded-md border border-line bg-surface p-4">
        {signedIn ? (
          <PromoCodeForm />
        ) : (
          <SignInPrompt hint={intl.formatMessage({ id: 'bonus.promo.sign_in_hint' })} />
        )}
      </div>
    </WidgetSection>
  )
}
