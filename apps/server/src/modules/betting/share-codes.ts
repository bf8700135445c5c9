// Shared slips (spec §3 Share bet): POST stores the selections under a short random code; GET
// answers them as the catalog has them now, leaving out selections whose match or market is gone.
import { randomInt } from 'node:crypto'
import type { ShareCodeRequest, SharedBets, SharedSelection } from '@sportsbook/contract'
import { ApiError } from '../../lib/api-error.ts'
import type { Executor } from '../../db/client.ts'
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from './constants.ts'
import { isUniqueViolation } from './idempotency.ts'
import { loadSnapshot, offered } from './market-snapshot.ts'
import { insertShareCode, selectSharedBets } from './repository/share-codes-repository.ts'

const newCode = () =>
  Array.from(
    { length: SHARE_CODE_LENGTH },
    () => SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)],
  ).join('')

/** The link the web app opens to restore a shared slip. */
export const shareUrl = (webUrl: string, code: string) => `${webUrl.replace(/\/$/, '')}/?share_code=${code}`

export async function createShareCode(
  db: Executor,
  userId: number | null,
  req: ShareCodeRequest,
  now: Date,
): Promise<string> {
  // 32^8 codes: a collision is rare, and a retry with a fresh code resolves it.
  for (let attempt = 0; ; attempt++) {
    const code = newCode()
    try {
      await insertShareCode(db, code, req.bets, userId, now)
      return code
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 3) throw err
    }
  }
}

export async function sharedBets(db: Executor, code: string): Promise<SharedBets> {
  const stored = await selectSharedBets(db, code.toUpperCase())
  if (!stored) throw new ApiError('share_code_not_found', 'No shared bet has this code')
  const snapshot = await loadSnapshot(
    db,
    stored.bets.flatMap((b) => b.selections),
  )
  const bets = stored.bets
    .map((bet) => ({
      system_id: bet.system_id ?? null,
      selections: bet.selections.flatMap((s): SharedSelection[] => {
        const { state, outcome, bettable } = offered(snapshot, s)
        if (!state?.market || !outcome) return []
        return [
          {
            match_id: s.match_id,
            match_urn_id: state.matchUrnId,
            match_slug: state.matchSlug,
            match_name: state.matchName,
            match_status: state.matchStatus,
            sport_key: state.sportKey,
            category_name: state.categoryName,
            competitors: state.competitors,
            provider: state.provider === 'oddin' ? 'oddin' : 'betradar',
            market_id: s.market_id,
            market_name: state.market.name,
            specifier: s.specifier,
            market_status: state.market.status,
            outcome_id: s.outcome_id,
            outcome_name: outcome.name,
            odds: outcome.odds,
            active: bettable,
          },
        ]
      }),
    }))
    .filter((b) => b.selections.length > 0)
  return { code: code.toUpperCase(), bets }
}
