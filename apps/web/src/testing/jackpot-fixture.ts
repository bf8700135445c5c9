// A jackpot as GET /jackpots answers it, for the jackpot card and the widgets' tests.
const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const level = (code: string, name: string, pool: number) => ({
  code,
  name,
  pool_amount: eur(pool),
  seed_amount: eur(5_000),
  drop_amount: eur(10_000),
  contribution_percent: 0.5,
  state: 'active' as const,
})
export const JACKPOT = {
  id: '1',
  name: 'Mega Jackpot',
  currency: 'EUR',
  amount: eur(512_345),
  pool_amount: eur(519_845),
  hits_amount: eur(0),
  min_odds: 1.5,
  min_stake: eur(100),
  levels: [level('mini', 'Mini', 7_500), level('grand', 'Grand', 512_345)],
}
