import { Widget } from '@sportsbook/contract'
import { act } from '@testing-library/react'
import { lazy, Suspense, useState, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { preloadWidgetKinds, WIDGETS } from './registry.ts'
import { WidgetArea } from './widget-area.tsx'

const registry = WIDGETS as unknown as Record<string, unknown>
const banner = registry.banner
const Hero = ({ widget }: { widget: { kind: string } }) => <p>Hero of {widget.kind}</p>

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  registry.banner = banner
  document.body.innerHTML = ''
})

let rerender: () => void = () => {}
/** The home page: its widgets, re-rendered by something above them (a query, a live update). */
function Page({ widgets }: { widgets: Widget[] }) {
  const [n, setN] = useState(0)
  rerender = () => setN((x) => x + 1)
  return (
    <div data-renders={n}>
      <WidgetArea widgets={widgets} />
    </div>
  )
}

describe('a lazy widget of a server-rendered page (issue #31, first paint)', () => {
  it('keeps its server HTML when the page re-renders before the widget’s code has arrived', async () => {
    const widgets = [Widget.parse({ kind: 'banner', heading: { en: 'Welcome offer' } })]
    // The server has the kind's code: its HTML is in the page.
    registry.banner = Hero
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(<Page widgets={widgets} />)
    expect(container.textContent).toContain('Hero of banner')

    // The browser is still fetching it when the page hydrates and then re-renders.
    let arrive: (m: { default: ComponentType<{ widget: { kind: string } }> }) => void = () => {}
    registry.banner = lazy(
      () => new Promise<{ default: ComponentType<{ widget: { kind: string } }> }>((r) => (arrive = r)),
    )
    await act(async () => {
      root = hydrateRoot(container, <Page widgets={widgets} />, { onRecoverableError: () => {} })
    })
    await act(async () => rerender())
    // Before: React dropped the boundary's server HTML for its fallback (nothing): the hero vanished
    // and the listing below jumped up, then down again when the code came.
    expect(container.textContent).toContain('Hero of banner')

    await act(async () => arrive({ default: Hero }))
    expect(container.textContent).toContain('Hero of banner')
    expect(container.querySelector('[data-renders="1"]')).not.toBeNull()
  })

  it('renders a kind whose code the page already loaded in the same pass, without suspending', async () => {
    // Before: React's lazy always got a promise, settled or not, and suspended once: the boundary
    // stayed dehydrated past hydration, where the next context change dropped its HTML.
    await preloadWidgetKinds(['divider'])
    const Divider = WIDGETS.divider as unknown as ComponentType<{ widget: Widget }>
    const html = renderToString(
      <Suspense fallback="still loading">
        <Divider widget={Widget.parse({ kind: 'divider' })} />
      </Suspense>,
    )
    expect(html).not.toContain('still loading')
    expect(html).toContain('<hr')
  })
})
