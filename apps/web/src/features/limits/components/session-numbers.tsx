import type { SportsbookSession } from '@sportsbook/contract'
import { toMoney } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { formatElapsed } from '../format-elapsed.ts'

/** Time in session, stakes, returns and net position: the reality check's and the loss-chasing pause's facts. */
export function SessionNumbers({ info, now }: { info: SportsbookSession; now: number }) {
  const intl = useIntl()
  const money = (m: SportsbookSession['stakes']) => (m ? formatMoney(toMoney(m), intl.locale) : '–')
  const seconds = Math.max(0, Math.floor((now - new Date(info.started_at).getTime()) / 1000))
  const rows: [string, string, string][] = [
    ['limits.session.time', formatElapsed(seconds), 'session-time'],
    ['limits.session.stakes', money(info.stakes), 'session-stakes'],
    ['limits.session.returns', money(info.returns), 'session-returns'],
    ['limits.session.net', money(info.net_position), 'session-net'],
  ]
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([id, value, testId]) => (
        <div key={id} className="contents">
          <dt className="text-muted">{intl.formatMessage({ id })}</dt>
          <dd className="text-end font-semibold tabular-nums" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
