// The call table: every call of spec §7 (Platform API, then Sportsbook API), one row each, with the
// contract schema its answer is parsed by. `spec-calls.ts` holds §7's own lines; a test compares them.
import type { Call } from './call.ts'
import { callId } from './call.ts'
import { bettingCalls } from './betting-calls.ts'
import { bonusCalls } from './bonus-calls.ts'
import { catalogCalls } from './catalog-calls.ts'
import { platformCalls } from './platform-calls.ts'
import { playerCalls } from './player-calls.ts'

export const CALLS: readonly Call[] = [
  ...platformCalls,
  ...catalogCalls,
  ...bettingCalls,
  ...playerCalls,
  ...bonusCalls,
]

/** The table as the README shows it: method, path, API, auth, schema, paged. */
export const describeCalls = () =>
  CALLS.map((c) => ({
    call: callId(c),
    api: c.api,
    auth: c.auth,
    schema: c.shape,
    pages: Boolean(c.pages),
  }))
