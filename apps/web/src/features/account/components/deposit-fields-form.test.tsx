import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PUBLIC_ENV } from '~/config/public-env.ts'
import { closeModal, completeModal, getOpenModal } from '~/lib/modal/modal-store.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { jsonResponse as json, playerFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { DepositFieldsForm } from './deposit-fields-form.tsx'
import { HeaderActions } from './header-actions.tsx'

const required = ['first_name', 'birth_date', 'postal_code']
const calls: { method: string; url: string; body: unknown }[] = []

/** A signed-in player; the platform answers deposit_fields with `missing`, and takes the form's PATCH. */
function setup(
  missing: string[],
  patch: (body: { user: Record<string, string> }) => Response,
  fieldsAnswer: () => Promise<Response> = async () => json(200, { required, missing }),
) {
  window.__PUBLIC_ENV__ = { ...DEFAULT_PUBLIC_ENV, devDeposit: true }
  calls.length = 0
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    const method = init?.method ?? 'GET'
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ method, url, body })
    if (url.includes('/player/deposit_fields') && method === 'PATCH') return patch(body)
    if (url.includes('/player/deposit_fields')) return fieldsAnswer()
    return json(200, {})
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  qc.setQueryData(playerQueryKey, playerFixture({ first_name: 'Ada' }))
  qc.setQueryData(accountsQueryKey, [
    { currency: 'EUR', balance: { value: 10_000, currency: 'EUR', subunits: 2 }, active: true },
  ])
  renderWithApp(
    <QueryClientProvider client={qc}>
      <HeaderActions />
      <DepositFieldsForm />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  delete window.__PUBLIC_ENV__
  vi.unstubAllGlobals()
  while (getOpenModal()) closeModal()
})

describe('missing deposit fields before a deposit (spec §5)', () => {
  it('asks for the missing details first; saved, the deposit itself opens', async () => {
    setup(['birth_date', 'postal_code'], () => json(200, { required, missing: [] }))
    await screen.findByLabelText('Date of birth')
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(getOpenModal()?.name).toBe('deposit-fields'))
    // Only what is missing is asked for.
    expect(screen.queryByLabelText('First name')).toBeNull()
    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-05-17')
    await userEvent.type(screen.getByLabelText('Postal code'), '10115')
    await userEvent.click(screen.getByRole('button', { name: 'Continue to deposit' }))
    await waitFor(() => expect(getOpenModal()?.name).toBe('deposit'))
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      user: { birth_date: '1990-05-17', postal_code: '10115' },
    })
  })

  it('says which field is missing or refused, and the deposit waits', async () => {
    setup(['birth_date', 'postal_code'], () =>
      json(400, {
        error: {
          code: 'invalid_params',
          message: 'Invalid body',
          issues: [{ path: 'user.birth_date', message: 'must be of an adult' }],
        },
      }),
    )
    await screen.findByLabelText('Date of birth')
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continue to deposit' }))
    expect(await screen.findAllByText('Fill in this field.')).toHaveLength(2)
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false)
    await userEvent.type(screen.getByLabelText('Date of birth'), '2015-01-01')
    await userEvent.type(screen.getByLabelText('Postal code'), '10115')
    await userEvent.click(screen.getByRole('button', { name: 'Continue to deposit' }))
    expect(await screen.findByText('Enter your date of birth: you must be 18 or older.')).toBeTruthy()
    expect(getOpenModal()?.name).toBe('deposit-fields')
  })

  it('goes straight to the deposit when nothing is missing', async () => {
    setup([], () => json(500, {}))
    await waitFor(() => expect(calls.some((c) => c.url.includes('/player/deposit_fields'))).toBe(true))
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(getOpenModal()?.name).toBe('deposit'))
    completeModal()
  })

  it('a Deposit pressed before the platform says what is missing still asks first', async () => {
    let answer: (r: Response) => void = () => {}
    const pending = new Promise<Response>((r) => (answer = r))
    setup(
      [],
      () => json(500, {}),
      () => pending,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(getOpenModal()?.name).toBe('deposit-fields'))
    expect((await screen.findByRole('status')).textContent).toMatch(/Loading/)
    answer(json(200, { required, missing: ['postal_code'] }))
    expect(await screen.findByLabelText('Postal code')).toBeTruthy()
    expect(getOpenModal()?.name).toBe('deposit-fields')
  })
})
