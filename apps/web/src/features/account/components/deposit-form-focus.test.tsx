// The cashier takes the deposit details form's place in the same dialog (openModal in place, spec §5):
// the dialog does not move focus again, so the amount field takes it; else it is left on the page and
// Escape no longer closes the dialog (e2e/tests/deposit-fields.spec.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { playerFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { DepositForm } from './deposit-form.tsx'

describe('the development cashier', () => {
  it('puts the focus on the amount when it opens', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
    qc.setQueryData(playerQueryKey, playerFixture())
    qc.setQueryData(accountsQueryKey, [
      { currency: 'EUR', balance: { value: 10_000, currency: 'EUR', subunits: 2 }, active: true },
    ])
    renderWithApp(
      <QueryClientProvider client={qc}>
        <DepositForm />
      </QueryClientProvider>,
    )
    expect(document.activeElement).toBe(await screen.findByRole('textbox', { name: /Amount/ }))
  })
})
