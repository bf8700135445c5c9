import { useIntl } from 'react-intl'
import { useBrandName } from '~/lib/brand/brand-context.ts'

interface Props {
  /** The page's name, already in words; or `id` (and `values`) of its message. */
  title?: string
  id?: string
  values?: Record<string, string>
}

/** The page's own `<title>` (React hoists it into <head>): "Home v Away – odds | Brand", or the brand alone. */
export function PageTitle({ title, id, values }: Props) {
  const intl = useIntl()
  const brand = useBrandName()
  const name = title ?? (id ? intl.formatMessage({ id }, values) : undefined)
  return <title>{name ? `${name} | ${brand}` : brand}</title>
}
