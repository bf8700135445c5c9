// The demo lootbox and amount-based campaigns (root README "Demo bonuses"); idempotent by key, the
// rules row rewritten each time so a changed demo rule takes effect on the next start.
import type { Db } from '../../db/client.ts'
import { AMB_TYPE } from './amb.ts'
import { campaignRows, type CampaignSeed } from '../bonus-campaigns/index.ts'
import { upsertRules } from './repository.ts'
import type { AmbRulesRow, LootboxRulesRow } from './rules.ts'

const base = {
  amount: null,
  currency: 'EUR',
  min_odds_scaled: null,
  max_odds_scaled: null,
  selections_from: null,
  selections_to: null,
  match_status: null,
  ranges: null,
  country_codes: [],
  only_verified: false,
  needs_activation: false,
  valid_days: 30,
} satisfies Partial<CampaignSeed>

export const DEMO_LOOTBOX_RULES: LootboxRulesRow = {
  minOdds: 1.5,
  minStake: 100,
  farmOncePerEvent: true,
  levelOdds: [2, 4],
  prizes: { win: [100, 200, 500], loss: [100, 150, 300] },
  freebetsToBoost: 3,
  boostMultiplier: 1.5,
  prizeMinOdds: 1.5,
}

export const DEMO_AMB_RULES: AmbRulesRow = {
  betsPerFreebet: 5,
  maxFreebets: 3,
  amount: 500,
  minStake: 500,
  minOdds: 1.5,
}

const DEMO: { campaign: CampaignSeed; rules: object }[] = [
  {
    campaign: {
      ...base,
      key: 'demo-lootbox',
      type: 'lootbox',
      name: 'Lootbox',
      description:
        'Every settled bet of €1 or more at odds 1.50 or more farms a chest with a freebet inside.',
      terms:
        'One chest per event: a bet of at least €1 at total odds 1.50 or more farms one when it settles (won or lost; void bets farm none, nor do freebet stakes). Odds 2.00 or more give a medium chest, 4.00 or more a large one. Won: €1 / €2 / €5; lost: €1 / €1.50 / €3 by size. Opening a chest issues its freebet (minimum odds 1.50, valid 30 days). Every 3 lootbox freebets used in bets earn a boost: one lootbox freebet × 1.5.',
    },
    rules: DEMO_LOOTBOX_RULES,
  },
  {
    campaign: {
      ...base,
      key: 'demo-amb',
      type: AMB_TYPE,
      name: 'Bet €5, get a €5 freebet',
      description: 'Every 5 settled bets of €5 or more at odds 1.50 or more give a €5 freebet, up to 3.',
      terms:
        'Bets of €5 or more of your own money at total odds 1.50 or more count when they settle (void bets do not). Every 5th counted bet issues a €5 freebet (minimum odds 1.50, valid 30 days), up to 3 freebets per player.',
      min_odds_scaled: 15_000,
    },
    rules: DEMO_AMB_RULES,
  },
]

export async function seedLootCampaigns(db: Db, now: Date): Promise<void> {
  for (const { campaign, rules } of DEMO)
    await upsertRules(db, await campaignRows.upsertCampaign(db, campaign, now), rules)
}
