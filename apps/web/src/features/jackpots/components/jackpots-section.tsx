import { useIntl } from 'react-intl'
import { useJackpots } from '../api/get-jackpots.ts'
import { useJackpotsLive } from '../hooks/use-jackpots-live.ts'
import { JackpotCard } from './jackpot-card.tsx'
import { JackpotLeaderBoard } from './jackpot-leader-board.tsx'

/** The jackpots block of /promotions: every running jackpot with live pools, and the latest winners. */
export default function JackpotsSection() {
  const intl = useIntl()
  const jackpots = useJackpots()
  useJackpotsLive()
  return (
    <section id="jackpots" aria-labelledby="jackpots-title" className="flex flex-col gap-3">
      <h2 id="jackpots-title" className="px-1 text-xl font-bold">
        {intl.formatMessage({ id: 'jackpot.section.title' })}
      </h2>
      <p className="px-1 text-sm text-muted">{intl.formatMessage({ id: 'jackpot.section.intro' })}</p>
      {jackpots.isError && <p role="alert">{intl.formatMessage({ id: 'error.default' })}</p>}
      <div className="grid gap-3 md:grid-cols-2">
        {jackpots.data?.data.map((j) => (
          <JackpotCard key={j.id} jackpot={j} headingLevel={3} />
        ))}
      </div>
      <JackpotLeaderBoard />
    </section>
  )
}
