// React Router's default browser entry, hydrating once the locale's messages are here: they come in a
// script of their own that loads alongside the page's modules (lib/i18n-messages.ts).
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadMessages } from '~/lib/i18n-messages.ts'
import { registerWhenIdle, restoreIfOffline } from '~/lib/pwa/start-offline.ts'

const script = document.querySelector<HTMLScriptElement>('script[data-sb-messages]')
const messages =
  script?.dataset.sbMessages && script.getAttribute('src')
    ? loadMessages(script.dataset.sbMessages, script.getAttribute('src')!)
    : Promise.resolve()

// Without its messages the page still hydrates (react-intl shows the English default or the id).
// A page opened offline first gets the player's last known bets back (lib/pwa/start-offline.ts).
void Promise.all([messages.catch(() => undefined), restoreIfOffline().catch(() => undefined)]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)

// The service worker and the offline copy's writer: after load, when idle, never in the first paint.
registerWhenIdle()
