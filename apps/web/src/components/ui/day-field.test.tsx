import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { DayField } from './day-field.tsx'

/** The day as the field shows it: its segments' text, without the invisible direction marks. */
async function shownDay(label: string) {
  const group = await screen.findByRole('group', { name: label })
  const segments = [...group.querySelectorAll('[data-type]')]
  return segments
    .map((s) => s.textContent)
    .join('')
    .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
}

describe('DayField', () => {
  // The picker is a chunk of its own: load it once before the first render waits for it.
  beforeAll(() => import('./day-picker.tsx'))

  it.each([
    ['de', 'Tag', '15.06.2026'],
    ['en-AU', 'Day', '15/06/2026'],
    ['fr-CA', 'Jour', '2026-06-15'],
    ['en', 'Day', '06/15/2026'],
  ])('shows the day in the %s way, not the browser’s', async (locale, label, text) => {
    renderWithApp(<DayField name="date" label={label} value="2026-06-15" onChange={() => {}} />, { locale })
    expect(await shownDay(label)).toBe(text)
    // no native date field for the bettor: react-aria's autofill input is hidden from sight and from assistive tech
    for (const native of document.querySelectorAll('input[type="date"]')) {
      expect(native.closest('[aria-hidden="true"]')).not.toBeNull()
    }
    const submitted = document.querySelectorAll<HTMLInputElement>('input[name="date"]')
    expect([...submitted].map((i) => i.value)).toEqual(['2026-06-15'])
  })

  it('gives the day picked in its calendar, and none once cleared', async () => {
    const onChange = vi.fn()
    renderWithApp(<DayField name="date" label="Tag" value="2026-06-15" onChange={onChange} />, {
      locale: 'de',
    })
    await screen.findByRole('group', { name: 'Tag' })
    await userEvent.click(screen.getByRole('button', { name: /Kalender öffnen/ }))
    const calendar = await screen.findByRole('dialog')
    expect(calendar.textContent).toContain('Juni 2026')
    await userEvent.click(within(calendar).getByRole('button', { name: /16\. Juni 2026/ }))
    expect(onChange).toHaveBeenLastCalledWith('2026-06-16')
    await userEvent.click(screen.getByRole('button', { name: 'Datum löschen' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('names its calendar button and shows an empty field for no day', async () => {
    renderWithApp(<DayField name="date" label="التاريخ" value={null} onChange={() => {}} />, { locale: 'ar' })
    await screen.findByRole('group', { name: 'التاريخ' })
    expect(screen.getByRole('button', { name: /فتح التقويم/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'مسح التاريخ' })).toBeNull()
  })
})
