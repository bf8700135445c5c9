import { data, useSearchParams } from 'react-router'
import { useIntl } from 'react-intl'
import { ErrorPage } from '~/components/errors/error-page.tsx'

/** Geo-blocked: 403, the code the page shows (spec §8 knows no 451). */
export const loader = () => data(null, { status: 403 })
export const clientLoader = () => null

/** The host sends the visitor here with ?country=XX; the name is shown in the visitor's language. */
export default function Blocked() {
  const intl = useIntl()
  const code = useSearchParams()[0].get('country')?.toUpperCase()
  let countryName = intl.formatMessage({ id: 'page.blocked.your_country' })
  if (code && /^[A-Z]{2}$/.test(code)) {
    countryName = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? countryName
  }
  return <ErrorPage kind="blocked" countryName={countryName} />
}
