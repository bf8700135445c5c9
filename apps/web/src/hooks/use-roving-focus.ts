import { useEffect, useState } from 'react'

/** Marks one line of a roving group (a match row, a league header): Left/Right move along it. */
export const ROVING_ROW_ATTR = 'data-roving-row'
/** A control inside a group that keeps its own Tab stop ("Go to bet slip" after a pick: the way out). */
export const ROVING_OUT_ATTR = 'data-roving-out'
/** Where a Tab into the group lands first: a price, when the group has one. */
const PREFERRED = '[data-odds]'
const CELLS = `a[href]:not([${ROVING_OUT_ATTR}]), button:not([${ROVING_OUT_ATTR}])`

type Cell = HTMLElement

const usable = (el: Element): el is Cell =>
  el instanceof HTMLElement && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0

/** The group's cells in page order, and the line each is on (the group itself when it marks none). */
function cellsOf(group: HTMLElement): Cell[] {
  return [...group.querySelectorAll(CELLS)].filter(usable)
}
const rowOf = (cell: Cell, group: HTMLElement): Element => cell.closest(`[${ROVING_ROW_ATTR}]`) ?? group

const centre = (el: Element) => {
  const r = el.getBoundingClientRect()
  return r.left + r.width / 2
}

/** The cell an arrow key leads to from `from`, or null where the group ends. */
function step(group: HTMLElement, from: Cell, key: string, ctrl: boolean): Cell | null {
  const cells = cellsOf(group)
  const at = cells.indexOf(from)
  if (at < 0) return null
  const rtl = getComputedStyle(group).direction === 'rtl'
  const row = rowOf(from, group)
  const line = cells.filter((c) => rowOf(c, group) === row)
  const i = line.indexOf(from)
  const forward = (key === 'ArrowRight') !== rtl
  if (key === 'Home') return (ctrl ? cells[0] : line[0]) ?? null
  if (key === 'End') return (ctrl ? cells.at(-1) : line.at(-1)) ?? null
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    // A group of one line (chips) is a list: Left/Right walk all of it.
    return (forward ? line[i + 1] : line[i - 1]) ?? null
  }
  // Up/Down: the nearest cell under (over) this one in the next (previous) line that has cells.
  if (row === group) return (key === 'ArrowDown' ? cells[at + 1] : cells[at - 1]) ?? null
  const rows = [...new Set(cells.map((c) => rowOf(c, group)))]
  const next = rows[rows.indexOf(row) + (key === 'ArrowDown' ? 1 : -1)]
  if (!next) return null
  const x = centre(from)
  const options = cells.filter((c) => rowOf(c, group) === next)
  const byPlace = options.map((c) => Math.abs(centre(c) - x))
  // Without layout (all centres equal) the same place in the line; else the nearest column.
  const flat = byPlace.every((d) => d === byPlace[0])
  return flat
    ? (options[Math.min(i, options.length - 1)] ?? null)
    : options[byPlace.indexOf(Math.min(...byPlace))]!
}

const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'])

/**
 * Roving focus (WAI-ARIA APG, as react-aria's grids do): the group is one Tab stop, on its first price
 * (else its first control) or the one last focused; arrow keys move between its links and prices,
 * line by line, Home/End to a line's ends (with Ctrl, the group's). Tab leaves the group. Rows that
 * stream in later join it. Before hydration every control keeps its own Tab stop.
 */
export function useRovingFocus<E extends HTMLElement>(): (group: E | null) => void {
  // A callback ref: a list drawn after its data arrives (an empty state first) still becomes a group.
  const [group, setGroup] = useState<E | null>(null)
  useEffect(() => {
    if (!group) return
    let active: Cell | null = null
    // Cheap on a live listing's every change: layout is read only when the Tab stop must move.
    const sync = () => {
      if (!active || !group.contains(active) || (active as HTMLButtonElement).disabled) {
        const cells = cellsOf(group)
        active = cells.find((c) => c.matches(PREFERRED)) ?? cells[0] ?? null
      }
      for (const c of group.querySelectorAll<HTMLElement>(CELLS)) {
        const tab = c === active ? 0 : -1
        if (c.tabIndex !== tab) c.tabIndex = tab
      }
    }
    const onFocus = (e: FocusEvent) => {
      if (!(e.target instanceof HTMLElement) || !e.target.matches(CELLS)) return
      active = e.target
      sync()
    }
    const onKey = (e: KeyboardEvent) => {
      if (!KEYS.has(e.key) || e.altKey || e.metaKey || e.shiftKey) return
      if (!(e.target instanceof HTMLElement) || !e.target.matches(CELLS)) return
      const to = step(group, e.target, e.key, e.ctrlKey)
      if (!to) return
      e.preventDefault()
      to.focus()
    }
    sync()
    // Rows added or prices suspended (disabled) move the Tab stop only if it went away.
    const observer = new MutationObserver(sync)
    observer.observe(group, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    })
    group.addEventListener('focusin', onFocus)
    group.addEventListener('keydown', onKey)
    return () => {
      observer.disconnect()
      group.removeEventListener('focusin', onFocus)
      group.removeEventListener('keydown', onKey)
    }
  }, [group])
  return setGroup
}
