import { FormattedMessage } from 'react-intl'
import { PageTitle } from './page-title.tsx'

/** A page's <title> and its h1, from one message. */
export function PageHeading({ id }: { id: string }) {
  return (
    <>
      <PageTitle id={id} />
      <h1 className="px-1 text-xl font-bold">
        <FormattedMessage id={id} />
      </h1>
    </>
  )
}
