import { describe, expect, it } from 'vitest'
import { chatTextLength, normaliseChatText } from './chat-text.ts'

describe('normaliseChatText', () => {
  it('collapses whitespace and trims', () => {
    expect(normaliseChatText('  what\n\na   goal!\t ')).toBe('what a goal!')
  })

  it('drops control, zero-width and bidi override characters', () => {
    expect(normaliseChatText('a\u0007b\u200Bc\u202Ed\uFEFF')).toBe('abcd')
  })

  it('keeps markup as the literal text it is (the UI renders text, not HTML)', () => {
    expect(normaliseChatText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>')
  })

  it('leaves nothing of a message that is only blanks', () => {
    expect(normaliseChatText(' \u200B\n ')).toBe('')
  })

  it('counts an emoji as one character', () => {
    expect(chatTextLength('⚽🔥')).toBe(2)
  })
})
