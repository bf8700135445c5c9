import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ROVING_OUT_ATTR, ROVING_ROW_ATTR, useRovingFocus } from './use-roving-focus.ts'

const row = { [ROVING_ROW_ATTR]: '' }

/** A listing in miniature: a league header, a 1-X-2 row, a two-way row, then a control after it. */
function Listing({ locked = false }: { locked?: boolean }) {
  const grid = useRovingFocus<HTMLDivElement>()
  return (
    <>
      <a href="#skip">Before</a>
      <div ref={grid}>
        <header {...row}>
          <a href="#league">League</a>
        </header>
        <ul>
          <li {...row}>
            <a href="#m1">Match 1</a>
            <button data-odds="" disabled={locked}>
              1.50
            </button>
            <button data-odds="">3.40</button>
            <button data-odds="">5.00</button>
            <button {...{ [ROVING_OUT_ATTR]: '' }}>Go to bet slip</button>
          </li>
          <li {...row}>
            <a href="#m2">Match 2</a>
            <button data-odds="">1.90</button>
            <button data-odds="">1.95</button>
          </li>
        </ul>
      </div>
      <a href="#after">After</a>
    </>
  )
}

const el = (name: string) => screen.getByText(name)

describe('roving focus through a listing (issue #29)', () => {
  it('makes the list one Tab stop, on its first price; Tab leaves it', async () => {
    render(<Listing />)
    await userEvent.tab()
    expect(document.activeElement).toBe(el('Before'))
    await userEvent.tab()
    expect(document.activeElement).toBe(el('1.50'))
    await userEvent.tab()
    // the way out to the slip keeps its stop, then the list is left behind
    expect(document.activeElement).toBe(el('Go to bet slip'))
    await userEvent.tab()
    expect(document.activeElement).toBe(el('After'))
    await userEvent.tab({ shift: true })
    await userEvent.tab({ shift: true })
    expect(document.activeElement).toBe(el('1.50'))
  })

  it('moves along a row with Left/Right and between rows with Up/Down', async () => {
    render(<Listing />)
    act(() => el('1.50').focus())
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(el('3.40'))
    // the same place in the next row (without layout here; the nearest column in a browser)
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(el('1.95'))
    await userEvent.keyboard('{ArrowDown}') // the last row: stays
    expect(document.activeElement).toBe(el('1.95'))
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(el('Match 2'))
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(el('1.95'))
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    expect(document.activeElement).toBe(el('League'))
    await userEvent.keyboard('{Control>}{End}{/Control}')
    expect(document.activeElement).toBe(el('1.95'))
  })

  it('keeps the Tab stop where the bettor last was', async () => {
    render(<Listing />)
    act(() => el('1.95').focus())
    await userEvent.tab()
    expect(document.activeElement).toBe(el('After'))
    await userEvent.tab({ shift: true })
    expect(document.activeElement).toBe(el('1.95'))
  })

  it('skips a locked price: the Tab stop is the first open one', async () => {
    render(<Listing locked />)
    act(() => el('Before').focus())
    await userEvent.tab()
    expect(document.activeElement).toBe(el('3.40'))
  })
})
