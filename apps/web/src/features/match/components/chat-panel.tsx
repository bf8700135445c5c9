import { FormattedMessage } from 'react-intl'

/** CHAT: no chat provider is configured for this site, and says so plainly. */
export function ChatPanel() {
  return (
    <p className="px-2 py-4 text-center text-sm text-muted" data-testid="chat-panel">
      <FormattedMessage id="match_centre.chat.unavailable" />
    </p>
  )
}
