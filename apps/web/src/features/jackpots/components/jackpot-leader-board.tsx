import { useIntl } from 'react-intl'
import { useJackpotHits } from '../api/get-jackpot-hits.ts'
import { useMoneyText } from '../hooks/use-money-text.ts'

/** The latest paid hits (of one jackpot when named): level, amount, the winner's hash and when. */
export function JackpotLeaderBoard({ jackpotId }: { jackpotId?: string }) {
  const intl = useIntl()
  const money = useMoneyText()
  const hits = useJackpotHits(jackpotId ? { jackpotId } : {})
  const list = hits.data?.data ?? []
  return (
    <section aria-labelledby="jackpot-winners" className="rounded-md border border-line bg-surface p-4">
      <h2 id="jackpot-winners" className="mb-2 text-base font-bold">
        {intl.formatMessage({ id: 'jackpot.winners.title' })}
      </h2>
      {hits.isError && <p role="alert">{intl.formatMessage({ id: 'error.default' })}</p>}
      {hits.isSuccess && list.length === 0 && (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'jackpot.winners.empty' })}</p>
      )}
      {list.length > 0 && (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-muted">
              <th className="py-1 text-start font-medium">
                {intl.formatMessage({ id: 'jackpot.winners.level' })}
              </th>
              <th className="py-1 text-start font-medium">
                {intl.formatMessage({ id: 'jackpot.winners.player' })}
              </th>
              <th className="py-1 text-end font-medium">
                {intl.formatMessage({ id: 'jackpot.winners.amount' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((h) => (
              <tr key={h.id} className="border-t border-line">
                <td className="py-1">
                  {h.jackpot_name} · {h.level_name}
                  <span className="block text-xs text-muted">
                    {intl.formatDate(h.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </span>
                </td>
                <td className="py-1 font-mono text-xs">
                  {h.for_user ? intl.formatMessage({ id: 'jackpot.winners.you' }) : h.user_hash}
                </td>
                <td className="py-1 text-end font-semibold tabular-nums">{money(h.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
