import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { DayField, DayFieldStandIn } from './day-field.tsx'

const LOCALES = [
  ['de', 'Tag', '15.06.2026'],
  ['en-AU', 'Day', '15/06/2026'],
  ['fr-CA', 'Jour', '2026-06-15'],
  ['en', 'Day', '06/15/2026'],
] as const

/**
 * The picker as a bettor brings it in: its code loads once per page on the first hover, focus or
 * press on the stand-in; once in, every field is the picker. Tests may run in any order.
 */
async function picker(label: string, approach: 'hover' | 'click' = 'hover') {
  const standIn = screen.queryByRole('button', { name: new RegExp(`^${label}\\b`) })
  if (standIn && !screen.queryByRole('group', { name: label })) await userEvent[approach](standIn)
  return screen.findByRole('group', { name: label })
}

/** The day as the picker shows it: its segments' text, without the invisible direction marks. */
const shownDay = (group: HTMLElement) =>
  [...group.querySelectorAll('[data-type]')]
    .map((s) => s.textContent)
    .join('')
    .replace(/[\u200e\u200f\u2066-\u2069]/g, '')

describe('DayField', () => {
  // The picker is a chunk of its own: warm the module so the first intent does not wait on a transform.
  beforeAll(() => import('./day-picker.tsx'))

  it.each(LOCALES)(
    'writes the day in the %s way in the server’s HTML, before any code',
    (locale, label, text) => {
      renderWithApp(
        <DayFieldStandIn
          name="date"
          label={label}
          value="2026-06-15"
          onChange={() => {}}
          onIntent={() => {}}
        />,
        {
          locale,
        },
      )
      expect(screen.getByRole('button', { name: `${label} ${text}` })).toBeTruthy()
    },
  )

  it.each(LOCALES)(
    'shows the day in the %s way in the picker, not the browser’s',
    async (locale, label, text) => {
      renderWithApp(<DayField name="date" label={label} value="2026-06-15" onChange={() => {}} />, { locale })
      expect(shownDay(await picker(label))).toBe(text)
      // no native date field for the bettor: react-aria's autofill input is hidden from sight and assistive tech
      for (const native of document.querySelectorAll('input[type="date"]')) {
        expect(native.closest('[aria-hidden="true"]')).not.toBeNull()
      }
      const submitted = document.querySelectorAll<HTMLInputElement>('input[name="date"]')
      expect([...submitted].map((i) => i.value)).toEqual(['2026-06-15'])
    },
  )

  it('gives the day picked in its calendar, and none once cleared', async () => {
    const onChange = vi.fn()
    renderWithApp(<DayField name="date" label="Tag" value="2026-06-15" onChange={onChange} />, {
      locale: 'de',
    })
    // a press on the stand-in opens the calendar as soon as the picker is in
    const group = await picker('Tag', 'click')
    if (!screen.queryByRole('dialog'))
      await userEvent.click(within(group).getByRole('button', { name: /Kalender öffnen/ }))
    const calendar = await screen.findByRole('dialog')
    expect(calendar.textContent).toContain('Juni 2026')
    await userEvent.click(within(calendar).getByRole('button', { name: /16\. Juni 2026/ }))
    expect(onChange).toHaveBeenLastCalledWith('2026-06-16')
    await userEvent.click(screen.getByRole('button', { name: 'Datum löschen' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('names its buttons in the page’s language and shows an empty field for no day', async () => {
    renderWithApp(<DayField name="date" label="التاريخ" value={null} onChange={() => {}} />, { locale: 'ar' })
    const group = await picker('التاريخ')
    expect(within(group).getByRole('button', { name: /فتح التقويم/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'مسح التاريخ' })).toBeNull()
    expect(shownDay(group)).not.toMatch(/\d/)
  })
})
