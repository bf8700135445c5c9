import { describe, expect, it } from 'vitest'
import { unseenIds } from './unseen-ids.ts'

describe('unseenIds', () => {
  const list = [
    { id: 'f1', is_seen: true },
    { id: 'f2', is_seen: false },
    { id: 'f3', is_seen: false },
  ]
  it('sends only the unseen ids not sent yet', () => {
    expect(unseenIds(list, new Set())).toEqual(['f2', 'f3'])
    expect(unseenIds(list, new Set(['f2']))).toEqual(['f3'])
  })
  it('sends nothing when every bonus is seen', () => {
    expect(unseenIds([{ id: 'f1', is_seen: true }], new Set())).toEqual([])
  })
})
