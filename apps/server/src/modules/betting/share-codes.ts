// Shared slips (spec §3 Share bet): POST stores the selections under a short random code; GET
// answers them as the catalog has them now, leaving out selections whose match or market is gone.
// A custom bet (bet builder) travels as one, with the server's joint price of its legs now.
import { randomInt } from 'node:crypto'
import type { ShareCodeRequest, SharedBets, SharedSelection } from '@sportsbook/contract'
import { ApiError } from '../../lib/api-error.ts'
import type { Executor } from '../../db/client.ts'
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from './constants.ts'
import { isUniqueViolation } from './idempotency.ts'
import { loadModels, quoteCustomBet } from './custom/quote.ts'
import { loadSnapshot, offered, type Snapshot } from './market-snapshot.ts'
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

type StoredBet = ShareCodeRequest['bets'][number]

/** A custom bet's joint price now, or null when its legs cannot be priced together any more. */
function customPrice(bet: StoredBet, snapshot: Snapshot, models: Awaited<ReturnType<typeof loadModels>>) {
  const matchId = bet.selections[0]?.match_id ?? 0
  const quote = quoteCustomBet(matchId, bet.selections, snapshot, models.get(matchId))
  return quote.ok ? quote.odds : null
}

export async function sharedBets(db: Executor, code: string): Promise<SharedBets> {
  const stored = await selectSharedBets(db, code.toUpperCase())
  if (!stored) throw new ApiError('share_code_not_found', 'No shared bet has this code')
  const custom = stored.bets.filter((b) => b.custom)
  const [snapshot, models] = await Promise.all([
    loadSnapshot(
      db,
      stored.bets.flatMap((b) => b.selections),
    ),
    loadModels(
      db,
      custom.flatMap((b) => b.selections.map((s) => s.match_id)),
    ),
  ])
  const bets = stored.bets
    .map((bet) => ({
      system_id: bet.system_id ?? null,
      custom: bet.custom === true,
      custom_odds: bet.custom ? customPrice(bet, snapshot, models) : null,
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
            is_outright: state.isOutright,
          },
        ]
      }),
    }))
    .filter((b) => b.selections.length > 0)
  return { code: code.toUpperCase(), bets }
}
