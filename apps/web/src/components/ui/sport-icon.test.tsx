import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SportIcon } from './sport-icon.tsx'
import sprite from './sport-icons.svg?raw'

const spriteIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])

const drawnBy = (sportKey: string) =>
  render(<SportIcon sportKey={sportKey} />)
    .container.querySelector('use')
    ?.getAttribute('href')
    ?.split('#')[1]

describe('SportIcon', () => {
  it('draws a known sport with its own symbol of the sprite', () => {
    expect(drawnBy('soccer')).toBe('soccer')
    expect(drawnBy('cs2')).toBe('cs2')
    expect(spriteIds).toEqual(expect.arrayContaining(['soccer', 'cs2']))
  })

  it('draws a sport it has no picture for with the generic trophy, never an empty box', () => {
    expect(drawnBy('darts')).toBe('other')
    expect(spriteIds).toContain('other')
  })

  it('points only at symbols the sprite has', () => {
    for (const key of [
      'soccer',
      'tennis',
      'basketball',
      'ice-hockey',
      'volleyball',
      'cricket',
      'cs2',
      'dota2',
      'lol',
    ])
      expect(spriteIds).toContain(drawnBy(key))
  })
})
