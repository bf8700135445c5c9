// React Router's default browser entry, hydrating once the locale's messages are here: they come in a
// script of their own that loads alongside the page's modules (lib/i18n-messages.ts).
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadMessages } from '~/lib/i18n-messages.ts'

const script = document.querySelector<HTMLScriptElement>('script[data-sb-messages]')
const messages =
  script?.dataset.sbMessages && script.getAttribute('src')
    ? loadMessages(script.dataset.sbMessages, script.getAttribute('src')!)
    : Promise.resolve()

// Without its messages the page still hydrates (react-intl shows the English default or the id).
void messages
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      )
    }),
  )
