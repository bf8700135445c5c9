import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import { loadContract } from '~/lib/lazy-contract.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { toasts } from '~/lib/toasts/toast-store.ts'
import { installNetworkGuard, refusedRealtimeClient, takeRefusedRequests } from './network-guard.ts'

// Most test files share one module graph per worker (scripts/lib/vitest-isolation.mjs), so the app's
// one slip store, its toasts and the page's storage would carry a test's picks into the next file: every
// test starts with an empty slip in its default context, no toast and empty storage. Registered before `cleanup`,
// so it runs after it (hooks run in reverse): nothing is mounted any more when the store changes.
const slipContext = getSlipStore().getContext()
afterEach(() => {
  getSlipStore().dispatch({ type: 'clear' })
  getSlipStore().setContext(slipContext)
  for (const t of toasts.get()) toasts.dismiss(t.id)
  // Server-side test files run in node, without storage.
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})
// And what a file replaced for its tests (a stubbed fetch, a spy, fake timers) is put back when it
// ends, so the next file of the worker starts as a fresh graph would.
afterAll(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})
// Testing Library only auto-cleans with test globals on; this project imports from vitest explicitly.
afterEach(cleanup)
// findBy*/waitFor give up after 1 s by default: too short on a busy 2-core CI runner (issue #27).
configure({ asyncUtilTimeout: 5_000 })

// No test reaches a server: an unmocked request fails the test that made it (network-guard.ts).
installNetworkGuard()
vi.mock('~/lib/realtime/browser-client.ts', async (importOriginal) => {
  const client = refusedRealtimeClient()
  return { ...(await importOriginal<object>()), getRealtimeClient: () => client }
})
// Sport icons fetch the API's sprite once per page (GET /icons.svg); a test draws them without it
// (components/ui/sport-icon.test.tsx unmocks it to test the fetch itself).
vi.mock('~/lib/icons/request-sprite.ts', () => ({ requestIconSprite: () => {} }))
const failOnRefusedRequests = () => {
  const refused = takeRefusedRequests()
  if (refused.length > 0) throw new Error(refused.join('\n'))
}
afterEach(failOnRefusedRequests)
afterAll(failOnRefusedRequests)

// The browser loads the contract's schemas with the realtime transport; tests drive handlers directly.
await loadContract()
