import { paths } from '~/config/paths.ts'
import { useBrand, useBrandName } from '~/lib/brand/brand-context.ts'
import { AppLink } from '../ui/app-link.tsx'

/**
 * The brand's logo linking home: its image (an <img>, so an SVG's scripts never run) or a letter
 * mark on the brand colour, and its name (screen readers only on phones, so header words fit).
 */
export function BrandLogo({ showName = true }: { showName?: boolean }) {
  const brand = useBrand()
  const name = useBrandName()
  const logo = brand?.theme.logo
  return (
    <AppLink
      to={paths.home()}
      className="flex shrink-0 items-center gap-2 rounded-sm text-base font-extrabold whitespace-nowrap"
    >
      {logo?.src ? (
        <img src={logo.src} alt="" width={28} height={28} className="size-7" />
      ) : (
        <span aria-hidden className="grid size-7 place-items-center rounded-md bg-brand text-on-brand">
          {logo?.mark ?? name.slice(0, 1)}
        </span>
      )}
      <span className={showName ? 'max-sm:sr-only' : 'sr-only'}>{logo?.text ?? name}</span>
    </AppLink>
  )
}
