import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-error.ts'
import { createEncodeQueue } from './encode-queue.ts'

const tick = () => new Promise((r) => setTimeout(r, 5))

describe('createEncodeQueue', () => {
  it('runs at most `running` tasks at once, the rest in turn', async () => {
    const run = createEncodeQueue(2, 10)
    let now = 0
    let peak = 0
    const task = async () => {
      peak = Math.max(peak, ++now)
      await tick()
      now -= 1
    }
    await Promise.all(Array.from({ length: 8 }, () => run(task)))
    expect(peak).toBe(2)
  })

  it('refuses with 503 and Retry-After once `queued` are waiting, and recovers', async () => {
    const run = createEncodeQueue(1, 1)
    const first = run(tick)
    const second = run(tick)
    const third = run(tick)
    await expect(third).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.statusCode === 503 && e.retryAfterS === 1,
    )
    await Promise.all([first, second])
    await expect(run(async () => 'ok')).resolves.toBe('ok')
  })
})
