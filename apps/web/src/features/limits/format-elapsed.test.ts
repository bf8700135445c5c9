import { describe, expect, it } from 'vitest'
import { formatElapsed } from './format-elapsed.ts'

describe('formatElapsed', () => {
  it('shows minutes and seconds, and hours once there are any', () => {
    expect(formatElapsed(0)).toBe('0:00')
    expect(formatElapsed(65)).toBe('1:05')
    expect(formatElapsed(3 * 3600 + 62)).toBe('3:01:02')
    expect(formatElapsed(-5)).toBe('0:00')
  })
})
