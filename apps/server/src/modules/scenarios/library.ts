// The scenario library (issue #33, docs/scenarios.md): each a named list of timed steps on one soccer
// match of the demo feed, covering spec §4's match statuses (live, stopped, closed, finished, not
// covered), market statuses (open 1, not allowed 0, suspended -1, handed over -2, settled -3, cancelled
// -4), provider status, and what betting does
// with them (early payout, cash-out values and suspension, settlement, void). Validated at load.
import { Scenario } from '@sportsbook/contract'

const s = (x: Scenario): Scenario => Scenario.parse(x)

export const SCENARIOS: readonly Scenario[] = [
  s({
    name: 'kick-off-now',
    description:
      'The next pre-match soccer match (or the one named) kicks off now: live at 0:00, markets in play.',
    target: 'prematch_soccer',
    steps: [{ at: 0, step: { do: 'kick_off' } }],
  }),
  s({
    name: 'two-goal-lead',
    description:
      'The home side goes two goals up (kicking off first if pre-match): the early payout trigger (2UP).',
    target: 'live_soccer',
    steps: [
      { at: 0, step: { do: 'kick_off' } },
      { at: 0, step: { do: 'lead', side: 'home', by: 2 } },
    ],
  }),
  s({
    name: 'two-goal-lead-second-half',
    description: 'A match in its second half (around minute 60): the home side goes two goals up.',
    target: 'live_soccer_second_half',
    steps: [{ at: 0, step: { do: 'lead', side: 'home', by: 2 } }],
  }),
  s({
    name: 'var-disallowed-goal',
    description:
      'Home goes two up (early payout), then VAR takes the second goal back 5 s later: a paid leg stays paid.',
    target: 'live_soccer',
    steps: [
      { at: 0, step: { do: 'kick_off' } },
      { at: 0, step: { do: 'lead', side: 'home', by: 2 } },
      { at: 5_000, step: { do: 'disallow', side: 'home' } },
    ],
  }),
  s({
    name: 'suspend-all-30s',
    description: 'Every market of a live match suspended (-1) for 30 s, then priced again.',
    target: 'live_soccer',
    steps: [{ at: 0, step: { do: 'suspend', seconds: 30 } }],
  }),
  s({
    name: 'provider-offline',
    description: "The match's provider goes offline (its prices lock everywhere) and comes back 20 s later.",
    target: 'live_soccer',
    steps: [
      { at: 0, step: { do: 'provider', active: false } },
      { at: 20_000, step: { do: 'provider', active: true } },
    ],
  }),
  s({
    name: 'price-storm',
    description: 'A price storm: 1,000 outcome price changes a second on one live match for 10 s.',
    target: 'live_soccer',
    steps: [{ at: 0, step: { do: 'storm', per_second: 1_000, seconds: 10 } }],
  }),
  s({
    name: 'abandoned-at-half-time',
    description:
      'Play stops (stopped, markets held), then 5 s later the match is abandoned: closed, markets cancelled (-4), bets void.',
    target: 'live_soccer',
    steps: [
      { at: 0, step: { do: 'status', status: 'paused' } },
      { at: 5_000, step: { do: 'status', status: 'abandoned' } },
    ],
  }),
  s({
    name: 'paused-and-resumed',
    description: 'Play stops for 15 s (match stopped, markets suspended), then resumes where it was.',
    target: 'live_soccer',
    steps: [
      { at: 0, step: { do: 'status', status: 'paused' } },
      { at: 15_000, step: { do: 'status', status: 'live' } },
    ],
  }),
  s({
    name: 'markets-not-allowed',
    description:
      'Every market of a live match not allowed (0) for 15 s: the web drops them (listing and match page), then they come back priced.',
    target: 'live_soccer',
    steps: [
      { at: 0, step: { do: 'markets', status: 0 } },
      { at: 15_000, step: { do: 'markets', status: 1 } },
    ],
  }),
  s({
    name: 'markets-handed-over',
    description:
      'Every market of a live match handed over (-2) for 15 s: hidden and not bettable, then priced again.',
    target: 'live_soccer',
    steps: [
      { at: 0, step: { do: 'markets', status: -2 } },
      { at: 15_000, step: { do: 'markets', status: 1 } },
    ],
  }),
  s({
    name: 'not-covered',
    description:
      'The provider stops covering a live match (status 5, "Not covered", no bets) for 20 s, then covers it live again.',
    target: 'live_soccer',
    steps: [
      { at: 0, step: { do: 'status', status: 'not_covered' } },
      { at: 20_000, step: { do: 'status', status: 'live' } },
    ],
  }),
  s({
    name: 'ends-and-settles',
    description: 'Home scores, and 3 s later the match ends: finished, markets settled (-3), bets paid.',
    target: 'live_soccer',
    steps: [
      { at: 0, step: { do: 'goal', side: 'home' } },
      { at: 3_000, step: { do: 'status', status: 'ended' } },
    ],
  }),
  s({
    name: 'cashout-swings',
    description:
      'Cash-out offers move and pause: home scores, away equalises 25 s later, markets suspended 10 s in between.',
    target: 'live_soccer',
    steps: [
      { at: 0, step: { do: 'goal', side: 'home' } },
      { at: 10_000, step: { do: 'suspend', seconds: 10 } },
      { at: 25_000, step: { do: 'goal', side: 'away' } },
    ],
  }),
  s({
    name: 'vip-rejected',
    description:
      "A trader holds the match's bets of the last 10 minutes for VIP review (submitted), and 5 s later rejects them: stakes returned, bet_changed rejected.",
    target: 'live_soccer',
    steps: [
      { at: 0, step: { do: 'vip_review' } },
      { at: 5_000, step: { do: 'vip_decide', decision: 'rejected' } },
    ],
  }),
  s({
    name: 'vip-accepted',
    description:
      "A trader holds the match's bets of the last 10 minutes for VIP review (submitted), and 5 s later accepts them back into play.",
    target: 'live_soccer',
    steps: [
      { at: 0, step: { do: 'vip_review' } },
      { at: 5_000, step: { do: 'vip_decide', decision: 'accepted' } },
    ],
  }),
]

export const scenarioNamed = (name: string): Scenario | undefined => SCENARIOS.find((x) => x.name === name)
