// The demo jackpots (root README "Demo bonuses"): a three-level EUR jackpot whose levels drop after
// real turnover, and a small USD one whose Mini drops within a few bets (the e2e journey reaches it).
// Idempotent: rows are found by key and level code.
import type { Db } from '../../db/client.ts'
import { upsertJackpot, type JackpotSeed } from './repository/jackpots-repository.ts'
import { forgetJackpotRules } from './shares.ts'

export const DEMO_JACKPOTS: JackpotSeed[] = [
  {
    key: 'demo-mega',
    name: 'Mega Jackpot',
    currency: 'EUR',
    min_odds_scaled: 15_000,
    min_stake: 100,
    levels: [
      { code: 'mini', name: 'Mini', seed: 5_000, drop_at: 10_000, rate_bp: 50 },
      { code: 'major', name: 'Major', seed: 50_000, drop_at: 200_000, rate_bp: 30 },
      { code: 'grand', name: 'Grand', seed: 500_000, drop_at: 2_500_000, rate_bp: 20 },
    ],
  },
  {
    key: 'demo-quick-drop',
    name: 'Quick Drop',
    currency: 'USD',
    min_odds_scaled: 15_000,
    min_stake: 100,
    levels: [
      { code: 'mini', name: 'Mini', seed: 100, drop_at: 200, rate_bp: 500 },
      { code: 'major', name: 'Major', seed: 1_000, drop_at: 5_000, rate_bp: 100 },
    ],
  },
]

export async function seedDemoJackpots(db: Db, now: Date): Promise<void> {
  for (const j of DEMO_JACKPOTS) await upsertJackpot(db, j, now)
  forgetJackpotRules(db)
}
