import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getOpenModal, closeModal } from '~/lib/modal/modal-store.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { BetSlip } from './bet-slip.tsx'

function renderSlip() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, null)
  renderWithApp(
    <QueryClientProvider client={qc}>
      <BetSlip />
    </QueryClientProvider>,
  )
  return qc
}

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }))
  act(() => getSlipStore().dispatch({ type: 'clear' }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  closeModal()
})

describe('BetSlip', () => {
  it('shows the empty slip', () => {
    renderSlip()
    expect(screen.getByText('Your bet slip is empty')).toBeTruthy()
  })

  it('three picks from different matches start as a combo, take a stake and show the potential return (ADR 024)', async () => {
    renderSlip()
    act(() => [1, 2, 3].forEach((n) => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(n) })))
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(3)
    expect(
      getSlipStore()
        .getTicket()
        .bets.map((b) => b.betType),
    ).toEqual(['combo'])
    expect((screen.getByRole('radio', { name: 'Combo' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByTestId('bet-type-hint').textContent).toBe('One bet: all 3 selections must win')
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '10')
    // 1.6 × 1.7 × 1.8 = 4.896 → €48.96
    expect(screen.getByTestId('potential-win').textContent).toBe('€48.96')
    expect(screen.getByRole('button', { name: 'Place bet · €10.00 Returns €48.96' })).toBeTruthy()
  })

  it('offers Singles and System beside the combo, each said in words', async () => {
    renderSlip()
    act(() => [1, 2, 3].forEach((n) => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(n) })))
    await userEvent.click(screen.getByRole('radio', { name: 'Singles' }))
    expect(
      getSlipStore()
        .getTicket()
        .bets.map((b) => b.betType),
    ).toEqual(['single', 'single', 'single'])
    expect(screen.getByTestId('bet-type-hint').textContent).toBe('3 bets: each selection wins on its own')
    await userEvent.click(screen.getByRole('radio', { name: 'System' }))
    expect(screen.getByTestId('bet-type-hint').textContent).toBe('2 from 3: 3 lines, each winning line pays')
  })

  it('shows a system as k from n with its lines × stake per line and win range, never a total odds', async () => {
    renderSlip()
    act(() => [1, 2, 3].forEach((n) => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(n) })))
    await userEvent.click(screen.getByRole('radio', { name: 'System' }))
    expect(getSlipStore().getTicket().bets[0]?.betType).toBe('system')
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake per line' }), '10')
    const footer = (label: string) => screen.getAllByText(label).at(-1)!.nextElementSibling?.textContent
    // three picks offer one system, 2 from 3, shown even without a choice to make
    expect(screen.getAllByText('2 from 3')).toHaveLength(2)
    expect(screen.getByTestId('system-total').textContent).toBe('3 lines × €10.00 = €30.00')
    expect(footer('Total stake')).toBe('€30.00')
    expect(screen.getByRole('button', { name: 'Place bet · €30.00 Returns €27.20 – €86.60' })).toBeTruthy()
    // 1.6×1.7 = 2.72 → €27.20 when only two win; all three lines: 27.20 + 28.80 + 30.60
    expect(screen.getByTestId('potential-win').textContent).toBe('€27.20 – €86.60')
    expect(screen.queryByText('Total odds')).toBeNull()
  })

  it('names a chosen Yankee in the totals too, not as "2 from 4" (ADR 034)', async () => {
    renderSlip()
    act(() =>
      [1, 2, 3, 4].forEach((n) => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(n) })),
    )
    await userEvent.click(screen.getByRole('radio', { name: 'System' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'System type' }), 'Yankee · 11 bets')
    const totals = screen.getAllByText('System type').at(-1)!.nextElementSibling
    expect(totals?.textContent).toBe('Yankee · 11 bets')
  })

  it('enters the stake as the win wanted', async () => {
    renderSlip()
    act(() => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(5) }))
    await userEvent.click(screen.getByRole('button', { name: 'Enter win instead' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'To win' }), '20')
    // odds 2.0: a €10.00 stake wins €20.00
    expect(getSlipStore().getTicket().bets[0]?.stake.amount).toBe(1000)
  })

  it('asks a visitor who presses Place to sign in and keeps the slip', async () => {
    renderSlip()
    act(() => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(4) }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '5')
    await userEvent.click(screen.getByRole('button', { name: /Place bet/ }))
    expect(getOpenModal()?.name).toBe('sign-in')
    expect(getSlipStore().getTicket().bets).toHaveLength(1)
    expect(getSlipStore().getTicket().ticketState).toBe('initial')
  })

  it('offline, Place is disabled and the slip says why (ADR 042); back online it places again', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderSlip()
    act(() => getSlipStore().dispatch({ type: 'toggleOutcome', selection: sel(1) }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '10')
    const place = screen.getByRole('button', { name: /^Place bet · €10\.00/ }) as HTMLButtonElement
    expect(place.disabled).toBe(true)
    const note = document.getElementById(place.getAttribute('aria-describedby') ?? '')
    expect(note?.textContent).toBe("You're offline. Bets can be placed again once you're back online.")
    online.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect((screen.getByRole('button', { name: /^Place bet · €10\.00/ }) as HTMLButtonElement).disabled).toBe(
      false,
    )
    online.mockRestore()
  })
})
