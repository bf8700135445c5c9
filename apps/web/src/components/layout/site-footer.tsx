import { useIntl } from 'react-intl'
import { publicEnv, type FooterLinks } from '~/config/public-env.ts'
import { useBrandName } from '~/lib/brand/brand-context.ts'

const LINKS: readonly (keyof FooterLinks)[] = [
  'responsibleGambling',
  'terms',
  'privacy',
  'licence',
  'support',
]

/** Safer gambling and legal links on every page (operator settings PUBLIC_*), the minimum age and the brand. */
export function SiteFooter() {
  const intl = useIntl()
  const env = publicEnv()
  const brandName = useBrandName()
  return (
    <footer className="mx-auto flex max-w-[1920px] flex-col gap-3 border-t border-line px-4 pt-5 pb-24 text-sm text-muted md:pb-8">
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {LINKS.map((key) => (
          <li key={key}>
            <a href={env.links[key]} className="font-semibold text-fg underline-offset-2 hover:underline">
              {intl.formatMessage({ id: `footer.${key}` })}
            </a>
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-3">
        <span
          aria-hidden
          className="grid size-9 shrink-0 place-items-center rounded-full border-2 border-negative text-xs font-bold text-fg"
        >
          {intl.formatMessage({ id: 'footer.age_badge' }, { age: env.minAge })}
        </span>
        <span>{intl.formatMessage({ id: 'footer.age' }, { age: env.minAge })}</span>
      </p>
      <p>{intl.formatMessage({ id: 'footer.brand' }, { brand: brandName })}</p>
    </footer>
  )
}
