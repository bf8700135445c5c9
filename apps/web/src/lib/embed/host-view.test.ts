import { describe, expect, it } from 'vitest'
import { applyViewport } from './host-view.ts'

describe('applyViewport', () => {
  it('places overlays on the part of the frame the bettor sees', () => {
    const root = document.createElement('div')
    // the frame begins 120 px down the host's 900 px viewport: the top 780 px of the frame show
    applyViewport({ width: 1280, height: 900, offsetTop: 120, visibleTop: 0 }, root)
    expect(root.style.getPropertyValue('--view-top')).toBe('0px')
    expect(root.style.getPropertyValue('--view-height')).toBe('780px')
    // scrolled 1,500 px into the frame: the bettor sees frame pixels 1,500 to 2,400
    applyViewport({ width: 1280, height: 900, offsetTop: 0, visibleTop: 1500 }, root)
    expect(root.style.getPropertyValue('--view-top')).toBe('1500px')
    expect(root.style.getPropertyValue('--view-height')).toBe('900px')
  })
})
