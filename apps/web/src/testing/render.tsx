import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { findLocale } from '~/config/locales.ts'
import { messagesFor } from '~/lib/i18n.ts'

/** Renders with the app's messages for a locale and a router (links need one); `rerender` keeps both. */
export function renderWithApp(
  ui: ReactElement,
  { locale = 'en', ...opts }: RenderOptions & { locale?: string } = {},
) {
  const messages = messagesFor(findLocale(locale) ?? 'en')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
        {children}
      </IntlProvider>
    </MemoryRouter>
  )
  return render(ui, { wrapper, ...opts })
}
