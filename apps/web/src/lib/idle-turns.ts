// Work a page does after its first paint, one piece per idle moment of the browser, in page order
// (issue #12: rows below the fold render after hydration as short tasks, never one long one).

interface Turn {
  /** Page order: lower goes first (a list's place in the tree, taken when it mounts). */
  order: number
  run: () => void
}

/** How long a turn may wait for an idle moment before it runs anyway (a busy live page). */
export const IDLE_TURN_TIMEOUT_MS = 300

const queue: Turn[] = []
let scheduled = false
let nextOrder = 0

/** A place in page order; effects run in tree order, so a list asking on mount gets its place. */
export const takeTurnOrder = (): number => nextOrder++

const whenIdle = (fn: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: IDLE_TURN_TIMEOUT_MS })
  else setTimeout(fn, 16)
}

function pump() {
  if (scheduled || queue.length === 0) return
  scheduled = true
  whenIdle(() => {
    scheduled = false
    queue.shift()?.run()
    pump()
  })
}

/**
 * Runs `run` in a later idle moment, after the turns of earlier places; one turn per moment.
 * Returns a cancel (a list that unmounts or no longer needs its turn).
 */
export function requestIdleTurn(order: number, run: () => void): () => void {
  const turn: Turn = { order, run }
  const at = queue.findIndex((t) => t.order > order)
  if (at === -1) queue.push(turn)
  else queue.splice(at, 0, turn)
  pump()
  return () => {
    const i = queue.indexOf(turn)
    if (i !== -1) queue.splice(i, 1)
  }
}
