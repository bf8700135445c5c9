// At most `running` encodes at once and `queued` waiting: CPU stays for bets and odds, and a flood of
// distinct variants gets 503 with Retry-After instead of an unbounded queue.
import { ApiError } from '../../lib/api-error.ts'

export function createEncodeQueue(running: number, queued: number) {
  let active = 0
  const waiting: Array<() => void> = []
  /** A finished task hands its slot straight to the next waiter, so `active` never overshoots. */
  const release = () => {
    const wake = waiting.shift()
    if (wake) wake()
    else active -= 1
  }
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < running) active += 1
    else if (waiting.length >= queued)
      throw new ApiError('service_unavailable', 'Too many images are being prepared', 1)
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      release()
    }
  }
}
