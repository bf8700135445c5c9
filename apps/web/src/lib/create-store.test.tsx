import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { createStore, useStore } from './create-store.ts'

describe('createStore', () => {
  it('sets a value or an updater and tells its listeners, until they unsubscribe', () => {
    const store = createStore(1)
    const heard = vi.fn()
    const stop = store.subscribe(heard)
    store.set(2)
    store.set((n) => n * 10)
    expect(store.get()).toBe(20)
    expect(heard).toHaveBeenCalledTimes(2)
    stop()
    store.set(3)
    expect(heard).toHaveBeenCalledTimes(2)
  })

  it('tells nobody when the value stays the same', () => {
    const store = createStore({ open: false })
    const heard = vi.fn()
    store.subscribe(heard)
    store.set((s) => s)
    expect(heard).not.toHaveBeenCalled()
  })

  it('reads a lazy initial value once, at the first get, not when created', () => {
    const read = vi.fn(() => 'stored')
    const store = createStore(read, { server: 'default' })
    expect(read).not.toHaveBeenCalled()
    expect(store.get()).toBe('stored')
    expect(store.get()).toBe('stored')
    expect(read).toHaveBeenCalledTimes(1)
    expect(store.getServerSnapshot()).toBe('default')
  })

  it('applies an updater to the lazy value', () => {
    const store = createStore(() => [1], { server: [] as number[] })
    store.set((list) => [...list, 2])
    expect(store.get()).toEqual([1, 2])
  })
})

describe('useStore', () => {
  it('re-renders with the value, and with a selector only when its answer changes', () => {
    const store = createStore({ count: 0, name: 'a' })
    let renders = 0
    function Name() {
      renders++
      return <span data-testid="name">{useStore(store, (s) => s.name)}</span>
    }
    function Count() {
      return <span data-testid="count">{useStore(store).count}</span>
    }
    render(
      <>
        <Name />
        <Count />
      </>,
    )
    act(() => store.set((s) => ({ ...s, count: 1 })))
    expect(screen.getByTestId('count').textContent).toBe('1')
    expect(renders).toBe(1)
    act(() => store.set((s) => ({ ...s, name: 'b' })))
    expect(screen.getByTestId('name').textContent).toBe('b')
    expect(renders).toBe(2)
  })

  it('renders the server snapshot on the server, not what the browser stored', () => {
    const store = createStore(() => 'stored', { server: 'default' })
    function Value() {
      return <span>{useStore(store)}</span>
    }
    expect(renderToString(<Value />)).toContain('default')
  })
})
