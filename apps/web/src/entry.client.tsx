// React Router's default browser entry, hydrating once the locale's messages are here: they come in a
// script of their own that loads alongside the page's modules (lib/i18n-messages.ts).
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { hydrationHolds } from '~/lib/hydration-holds.ts'
import { loadMessages } from '~/lib/i18n-messages.ts'

const script = document.querySelector<HTMLScriptElement>('script[data-sb-messages]')
const messages =
  script?.dataset.sbMessages && script.getAttribute('src')
    ? loadMessages(script.dataset.sbMessages, script.getAttribute('src')!)
    : Promise.resolve()

// Without its messages the page still hydrates (react-intl shows the English default or the id).
// The page's lazy widgets' code too, so they hydrate in the same pass (lib/hydration-holds.ts).
void Promise.all([messages.catch(() => undefined), hydrationHolds()]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)
