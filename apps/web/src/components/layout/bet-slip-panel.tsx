import { FormattedMessage } from 'react-intl'
import { TicketIcon } from '../ui/icons.tsx'

/** Placeholder for the bet slip (a later issue): keeps its column and tells bettors how it will work. */
export function BetSlipPanel() {
  return (
    <section
      aria-labelledby="bet-slip-title"
      className="flex flex-col overflow-hidden rounded-md border border-line bg-surface"
    >
      <h2 id="bet-slip-title" className="border-b border-line px-4 py-3 text-sm font-bold">
        <FormattedMessage id="betslip.title" />
      </h2>
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center text-muted">
        <TicketIcon className="size-8" />
        <p className="font-semibold text-fg">
          <FormattedMessage id="betslip.empty.title" />
        </p>
        <p className="text-sm">
          <FormattedMessage id="betslip.empty.description" />
        </p>
      </div>
    </section>
  )
}
