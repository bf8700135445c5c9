import type { BonusCampaign } from '@sportsbook/contract'

/** Below this width the mobile banner shows (Tailwind `md`), from it the desktop one. */
const DESKTOP_MEDIA = '(min-width: 768px)'

/**
 * A campaign's banners (spec §3): the mobile picture on phones, the desktop one from `md`. The urls are
 * the contract's (https or a path of this site); the alt is the operator's text. An empty alt marks the
 * artwork decorative: the card's heading beside it already names the campaign.
 */
export function CampaignBanner({ banners }: { banners: BonusCampaign['banners'] }) {
  const desktop = banners?.desktop
  const mobile = banners?.mobile ?? desktop
  if (!mobile) return null
  return (
    <picture className="-mx-4 -mt-4 mb-1 block overflow-hidden rounded-t-md bg-raised">
      {desktop && <source media={DESKTOP_MEDIA} srcSet={desktop.url} />}
      <img
        src={mobile.url}
        alt={mobile.alt}
        loading="lazy"
        decoding="async"
        width={640}
        height={320}
        className="block aspect-[2/1] w-full object-cover md:aspect-[4/1]"
      />
    </picture>
  )
}
