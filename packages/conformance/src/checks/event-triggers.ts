// With --reference, the kit makes the spec's events happen on the reference backend through its dev
// helpers while it listens: scenarios of /api/dev/scenarios (a kick-off, a provider going offline),
// the kit's bet settled as won (/api/dev/bets/settle), a demo promo code redeemed (a freebet issued).
// Against an operator's API nothing is triggered: the kit hears what their feed publishes.
import { BetList } from '@sportsbook/contract'
import type { Context } from '../context.ts'
import { answered, parsed } from '../wire.ts'

/** Scenarios played (README of apps/server scenarios): public match and provider events. */
export const TRIGGER_SCENARIOS = ['kick-off-now', 'provider-offline'] as const
/** A promo code the reference backend seeds (root README "Demo bonuses"): issues a freebet. */
export const TRIGGER_PROMO_CODE = 'WELCOME10'

export async function makeEventsHappen(ctx: Context): Promise<void> {
  if (!ctx.opts.reference) return
  const dev = `${new URL(ctx.opts.sportsbook).origin}/api/dev`
  for (const name of TRIGGER_SCENARIOS)
    answered(await ctx.visitor.post(`${dev}/scenarios/${name}/run`, { body: {} }))
  const session = await ctx.session().catch(() => undefined)
  if (!session) return
  const headers = session.writeHeaders()
  const bets = parsed(
    await session.http.get(ctx.sportsbook('/bets', { status: 'open', limit: 1 })),
    BetList,
    'BetList',
  )
  const bet = bets.data[0]
  if (bet)
    answered(
      await session.http.post(`${dev}/bets/settle`, { body: { bet_id: bet.id, result: 'win' }, headers }),
    )
  answered(
    await session.http.post(ctx.sportsbook('/bonuses/promo-code'), {
      body: { code: TRIGGER_PROMO_CODE },
      headers,
    }),
  )
}
