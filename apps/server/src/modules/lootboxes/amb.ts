// Amount-based freebets (spec §3 "amount-based freebet progress", README "Amount-based freebets"):
// every N qualifying settled bets issue a freebet, up to a maximum per player.
import type { AmbList } from '@sportsbook/contract'
import type { Tx } from '../../db/client.ts'
import {
  campaignOpenTo,
  campaignRows as campaigns,
  eligibilityOf,
  type BonusDeps,
} from '../bonus-campaigns/index.ts'
import { presentAmb } from './presenters.ts'
import * as loot from './repository.ts'
import { parseAmbRules, type AmbRulesRow } from './rules.ts'

/** The campaign type of amount-based freebets (not a spec bonus type: GET /bonuses leaves it out). */
export const AMB_TYPE = 'amb'

export async function liveAmbCampaigns(db: BonusDeps['db'] | Tx, now: Date) {
  const rows = await campaigns.selectLiveCampaigns(db, now, AMB_TYPE)
  const rules = await loot.selectRules(
    db,
    rows.map((r) => r.id),
  )
  return rows.flatMap((c): { campaign: campaigns.CampaignRow; rules: AmbRulesRow }[] => {
    const r = parseAmbRules(rules.get(c.id))
    return r && c.currency ? [{ campaign: c, rules: r }] : []
  })
}

export async function listAmb(
  deps: BonusDeps,
  userId: number | undefined,
  q: { page?: number | undefined; limit?: number | undefined },
): Promise<AmbList> {
  const page = q.page ?? 1
  const limit = q.limit ?? 4
  const live = await liveAmbCampaigns(deps.db, deps.now())
  const who = await eligibilityOf(deps.db, userId)
  const progress =
    userId === undefined
      ? new Map<number, loot.AmbProgressRow>()
      : await loot.selectAmbProgress(
          deps.db,
          userId,
          live.map((l) => l.campaign.id),
        )
  const all = live.map(({ campaign: c, rules }) => {
    const open = userId === undefined || campaignOpenTo(c, who)
    return presentAmb(c, rules, open ? 'active' : 'not_available', progress.get(c.id))
  })
  return { data: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit }
}
