// The demo hunting and the demo weekly tournament (root README "Demo bonuses"). Idempotent: found by
// key; the tournament's key names its week, so a server started in a new week seeds that week's one.
import type { Db } from '../../db/client.ts'
import { campaignRows, DAY_MS, type CampaignSeed } from '../bonus-campaigns/index.ts'
import { upsertPointsRules, type PointsRulesSeed } from './repository.ts'

const base = {
  amount: null,
  currency: null,
  max_odds_scaled: null,
  selections_from: null,
  selections_to: null,
  match_status: null,
  ranges: null,
  country_codes: [],
  only_verified: false,
  needs_activation: false,
  valid_days: 30,
  min_odds_scaled: 15_000,
} satisfies Partial<CampaignSeed>

export const DEMO_HUNTING = {
  campaign: {
    ...base,
    key: 'demo-hunting',
    type: 'hunting',
    name: 'Freebet hunt',
    description: 'Earn 1 point per €1 staked at odds 1.50 or more: every 20 points win a €5 freebet.',
    terms:
      'Join the hunt, then pick it in the bet slip. Each bet placed with it at total odds 1.50 or more earns 1 point per whole €1 staked (from €1). Every 20 points issue a €5 freebet (winnings only, minimum odds 1.50, valid 30 days), up to 3 freebets per player. Points count when the bet is placed. Bets placed with the hunt cannot be cashed out.',
  },
  rules: {
    currency: 'EUR',
    pointStake: 100,
    minStake: 100,
    targetPoints: 20,
    maxFreebets: 3,
    freebetAmount: 500,
  },
} satisfies { campaign: CampaignSeed; rules: PointsRulesSeed }

/** The Monday 00:00 UTC that starts the week of `now`. */
export const weekStart = (now: Date) => {
  const day = Math.floor(now.getTime() / DAY_MS)
  // 1970-01-01 was a Thursday: (day + 3) % 7 is the days since Monday.
  return new Date((day - ((day + 3) % 7)) * DAY_MS)
}

export function demoTournament(now: Date) {
  const start = weekStart(now)
  return {
    campaign: {
      ...base,
      key: `demo-tournament-${start.toISOString().slice(0, 10)}`,
      type: 'tournament',
      name: 'Weekly tournament',
      description: 'The €100 pool grows by 5 % of every stake: the top 3 share it as freebets.',
      terms:
        'Join the tournament, then pick it in the bet slip. Each bet placed with it at total odds 1.50 or more earns 1 point per whole €1 staked (from €1) and adds 5 % of its stake to the pool, which starts at €100. The leaderboard ranks by points; equal points rank by who reached them first. When the week ends the pool is paid as freebets (winnings only): 50 % to the 1st, 30 % to the 2nd, 20 % to the 3rd (with fewer players, the pool is shared among them in the same ratio). Bets placed with the tournament cannot be cashed out.',
    },
    rules: {
      currency: 'EUR',
      pointStake: 100,
      minStake: 100,
      initialPool: 10_000,
      poolShareBp: 500,
      prizeSharesBp: [5000, 3000, 2000],
    },
    endsAt: new Date(start.getTime() + 7 * DAY_MS),
  } satisfies { campaign: CampaignSeed; rules: PointsRulesSeed; endsAt: Date }
}

export async function seedDemoPoints(db: Db, now: Date): Promise<void> {
  const hunting = await campaignRows.upsertCampaign(db, DEMO_HUNTING.campaign, now)
  await upsertPointsRules(db, hunting, DEMO_HUNTING.rules, null)
  const t = demoTournament(now)
  await upsertPointsRules(db, await campaignRows.upsertCampaign(db, t.campaign, now), t.rules, t.endsAt)
}
