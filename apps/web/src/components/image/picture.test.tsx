import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Picture, imageSrcSet } from './picture.tsx'

const crest = '/api/sportsbook/assets/crests/ARS-3fa2c1.svg'
const encoded = crest // `/` may stay as it is in a query

describe('Picture', () => {
  it('offers avif then webp, each at 1x and 2x through the image proxy', () => {
    const { container } = render(<Picture src={crest} width={48} height={48} alt="" />)
    const sources = [...container.querySelectorAll('picture > source')]
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]?.getAttribute('srcset')).toBe(
      `/api/sportsbook/images/48/avif?src=${encoded} 1x, /api/sportsbook/images/96/avif?src=${encoded} 2x`,
    )
    expect(sources[1]?.getAttribute('srcset')).toBe(
      `/api/sportsbook/images/48/webp?src=${encoded} 1x, /api/sportsbook/images/96/webp?src=${encoded} 2x`,
    )
  })

  it('reserves its box, loads lazily and decodes off the main thread, with the alt it is given', () => {
    const { container } = render(<Picture src={crest} width={20} height={20} alt="" />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe(`/api/sportsbook/images/24/webp?src=${encoded}`)
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['20', '20'])
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('decoding')).toBe('async')
    expect(img.getAttribute('alt')).toBe('')
    const banner = render(
      <Picture src="https://cdn.example.com/b.png" width={640} height={160} alt="Offer" loading="eager" />,
    )
    expect(banner.getByAltText('Offer').getAttribute('loading')).toBe('eager')
    expect(banner.getByAltText('Offer').getAttribute('fetchpriority')).toBeNull()
  })

  it('comes after the page’s stylesheet and scripts when lazy, even on the first screen (issue #31)', () => {
    // A lazy image in view is raised to high priority; ~20 crests on a phone's home then shared its
    // slow link with the stylesheet and the page's modules before the first paint.
    const { container } = render(<Picture src={crest} width={16} height={16} alt="" />)
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('low')
  })

  it('asks only for widths the proxy renders, on the API base the operator set', () => {
    expect(imageSrcSet(crest, 20, 'avif', 'https://api.example.com/api/sportsbook/')).toBe(
      `https://api.example.com/api/sportsbook/images/24/avif?src=${encoded} 1x, https://api.example.com/api/sportsbook/images/40/avif?src=${encoded} 2x`,
    )
    // Wider than the widest: the widest, never an unlisted width the proxy would refuse.
    expect(imageSrcSet(crest, 1280, 'webp', '/api')).toBe(
      `/api/images/1280/webp?src=${encoded} 1x, /api/images/1920/webp?src=${encoded} 2x`,
    )
  })
})
