// The demo campaigns and promo codes (listed in the root README): one comboboost, one campaign of
// each freebet kind and a profit-boost token, each held bonus behind a promo code. Idempotent: rows are found by key / code.
import { MAX_TICKET_SELECTIONS, scaleOdds } from '@sportsbook/domain'
import type { Db } from '../../db/client.ts'
import { campaignRows, type CampaignSeed } from '../bonus-campaigns/index.ts'
import { demoBanners } from './banner-art.ts'
import { seedDemoLuckyBonuses } from './lucky-seed.ts'
import { seedDemoPoints } from '../bonus-points/index.ts'
import { seedLootCampaigns } from '../lootboxes/index.ts'
import { upsertPromoCode } from './repository/promo-repository.ts'

const { selectLiveCampaigns, setBannersIfNone, upsertCampaign } = campaignRows

const base = {
  description: '',
  amount: null,
  currency: null,
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

const freebet = (key: string, type: string, name: string, amount: number, minOdds: number, text: string) =>
  ({
    ...base,
    key,
    type,
    name,
    description: text,
    terms: `${text} Minimum total odds ${minOdds.toFixed(2)}. Valid for 30 days after it is issued. One per player.`,
    amount,
    currency: 'EUR',
    min_odds_scaled: scaleOdds(minOdds),
  }) satisfies CampaignSeed

export const DEMO_CAMPAIGNS: { campaign: CampaignSeed; promoCode?: string }[] = [
  {
    campaign: {
      ...base,
      key: 'demo-comboboost',
      type: 'comboboost',
      name: 'Combo boost',
      description: 'Up to +20 % on the odds of your combos.',
      terms:
        'Combos with 3-4 selections at odds 1.20 or more get +5 %, 5-6 get +10 %, 7 or more get +20 % on the total odds. Selections below 1.20 do not count. Not with cash-out.',
      min_odds_scaled: 12_000,
      ranges: [
        { min_count: 3, max_count: 4, bonus_odds: 1.05 },
        { min_count: 5, max_count: 6, bonus_odds: 1.1 },
        { min_count: 7, max_count: MAX_TICKET_SELECTIONS, bonus_odds: 1.2 },
      ],
    },
  },
  {
    campaign: freebet(
      'demo-welcome-only-win',
      'freebet_only_win',
      'Welcome freebet €10',
      1000,
      1.5,
      'A €10 freebet: a win pays the winnings without the stake.',
    ),
    promoCode: 'WELCOME10',
  },
  {
    campaign: freebet(
      'demo-freebet',
      'freebet',
      'Freebet €5',
      500,
      1.5,
      'A €5 freebet: a win pays the winnings without the stake.',
    ),
    promoCode: 'FREEBET5',
  },
  {
    campaign: freebet(
      'demo-all-win',
      'freebet_all_win',
      'All-win freebet €5',
      500,
      2,
      'A €5 freebet: a win pays the stake and the winnings.',
    ),
    promoCode: 'ALLWIN5',
  },
  {
    campaign: {
      ...freebet(
        'demo-no-risk',
        'freebet_no_risk',
        'No-risk bet €20',
        2000,
        1.5,
        'Stake up to €20 of your own money: if the bet loses, the stake comes back as a freebet.',
      ),
      needs_activation: true,
    },
    promoCode: 'NORISK20',
  },
  // Acca offers (ADR 032): applied by themselves to a qualifying pre-match combo.
  {
    campaign: {
      ...base,
      key: 'demo-acca-insurance',
      type: 'acca_insurance',
      name: 'Acca insurance',
      description: 'One leg lets your acca down? Get your stake back as a freebet up to €20.',
      terms:
        'Pre-match combos of 5 or more selections, each at odds 1.20 or more: if exactly one selection loses and every other wins, the stake comes back as a freebet of up to €20, valid for 7 days. A void selection no longer counts toward the 5. One insured combo per player a day. Cancelled by a cash-out.',
      amount: 2000,
      currency: 'EUR',
      min_odds_scaled: 12_000,
      selections_from: 5,
      valid_days: 7,
    },
  },
  {
    campaign: {
      ...base,
      key: 'demo-acca-bonus',
      type: 'acca_bonus',
      name: 'Acca bonus',
      description: 'Up to +50 % on the winnings of your accas.',
      terms:
        'Winning pre-match combos earn a bonus on their winnings by the number of selections at odds 1.20 or more: 4-5 +5 %, 6-7 +10 %, 8-10 +25 %, 11 or more +50 %, up to €1,000, paid as cash. A void selection drops a tier. Not with a combo boost, a freebet or a cash-out.',
      amount: 100_000,
      currency: 'EUR',
      min_odds_scaled: 12_000,
      ranges: [
        { min_count: 4, max_count: 5, bonus_odds: 1.05 },
        { min_count: 6, max_count: 7, bonus_odds: 1.1 },
        { min_count: 8, max_count: 10, bonus_odds: 1.25 },
        { min_count: 11, max_count: MAX_TICKET_SELECTIONS, bonus_odds: 1.5 },
      ],
    },
  },
  {
    // A profit-boost token (issue #30.5, ADR 033): amount is its most stake, boost_bp its p.
    campaign: {
      ...freebet(
        'demo-profit-boost',
        'profit_boost',
        'Profit boost 25 %',
        2000,
        1.5,
        'A 25 % profit boost on one single or combo: a win pays 25 % more profit. Stake up to €20.',
      ),
      boost_bp: 2500,
    },
    promoCode: 'BOOST25',
  },
]

export async function seedDemoBonuses(db: Db, now: Date): Promise<void> {
  for (const { campaign, promoCode } of DEMO_CAMPAIGNS) {
    const id = await upsertCampaign(db, campaign, now)
    if (promoCode) await upsertPromoCode(db, promoCode, id)
  }
  await seedLootCampaigns(db, now)
  await seedDemoPoints(db, now)
  await seedDemoLuckyBonuses(db, now)
  // Every running demo campaign gets its type's artwork (banner-art.ts). The artwork has no words and the
  // card beside it shows the campaign's localized name, so its alt is empty: decorative, not read twice.
  for (const c of await selectLiveCampaigns(db, now)) {
    const banners = c.key.startsWith('demo-') ? demoBanners(c.key, c.type, '') : null
    if (banners) await setBannersIfNone(db, c.key, banners)
  }
}
