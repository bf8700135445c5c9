import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { MissedFieldsForm } from './missed-fields-form.tsx'
import { jsonResponse as json } from '~/testing/fixtures.ts'

function setup(onSaved = vi.fn()) {
  renderWithApp(
    <QueryClientProvider client={new QueryClient()}>
      <MissedFieldsForm fields={['email', 'first_name', 'last_name']} onSaved={onSaved} />
    </QueryClientProvider>,
  )
  return onSaved
}

afterEach(() => vi.unstubAllGlobals())

describe('MissedFieldsForm', () => {
  it('asks for exactly the missing fields', () => {
    renderWithApp(<MissedFieldsForm fields={['last_name']} onSaved={vi.fn()} />)
    expect(screen.getByRole('textbox', { name: 'Last name' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull()
  })

  it('shows field-level errors from the API issues', async () => {
    const fetchMock = vi.fn(async () =>
      json(422, {
        error: {
          code: 'invalid_params',
          message: 'invalid',
          issues: [{ path: 'user.email', message: 'cannot be used' }],
        },
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const onSaved = setup()
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'taken@b.co')
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada')
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace')
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }))
    const email = screen.getByRole('textbox', { name: 'Email' })
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBeNull()
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toContain('/player/missed_auth_fields')
    expect(init.method).toBe('PATCH')
    expect(JSON.parse(String(init.body))).toEqual({
      user: { email: 'taken@b.co', first_name: 'Ada', last_name: 'Lovelace' },
    })
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('checks empty fields before calling the server', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    setup()
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(screen.getByText('Enter your first name.')).toBeTruthy()
    expect(screen.getByText('Enter your last name.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("asks a Brazilian player for the municipality from the operator's list and sends its code", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/player/municipalities')
        ? json(200, {
            data: [
              { code: '5300108', name: 'Brasília', state: 'DF' },
              { code: '3550308', name: 'São Paulo', state: 'SP' },
            ],
          })
        : json(200, { error: 'unused' }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderWithApp(
      <QueryClientProvider client={new QueryClient()}>
        <MissedFieldsForm fields={['municipality_code']} onSaved={vi.fn()} />
      </QueryClientProvider>,
    )
    const select = screen.getByRole('combobox', { name: 'Municipality' })
    await screen.findByRole('option', { name: 'São Paulo (SP)' })
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(screen.getByText('Choose your municipality.')).toBeTruthy()
    expect(select.getAttribute('aria-invalid')).toBe('true')
    await userEvent.selectOptions(select, '3550308')
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit]
    expect(url).toContain('/player/missed_auth_fields')
    expect(JSON.parse(String(init.body))).toEqual({ user: { municipality_code: '3550308' } })
  })
})
