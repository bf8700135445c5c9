import { useIntl } from 'react-intl'
import { useMatches, useNavigate } from 'react-router'
import { useHydratedHash } from '~/hooks/use-hydrated-hash.ts'
import { matchCentreHash } from '~/features/match/components/match-centre-tabs.ts'

/** The match page's loader data says what the page shows (routes/sport-slug.tsx `resolved`). */
const isMatchPage = (data: unknown) =>
  (data as { resolved?: { kind?: string } } | undefined)?.resolved?.kind === 'match'

/**
 * Spec §2 `chatToggle`: on a match page, opens and closes the match centre's chat (the CHAT side tab,
 * addressed by `#chat`); elsewhere there is no chat to toggle and it renders nothing.
 */
export function ChatToggle() {
  const intl = useIntl()
  const navigate = useNavigate()
  // Pressed from the hash only after hydration: the server rendered the page without it.
  const hash = useHydratedHash()
  const matchPage = useMatches().some((m) => isMatchPage(m.loaderData))
  if (!matchPage) return null
  const open = hash === matchCentreHash('chat')
  return (
    <button
      type="button"
      aria-pressed={open}
      onClick={() =>
        void navigate(
          { hash: matchCentreHash(open ? 'statistics' : 'chat') },
          { replace: true, preventScrollReset: true },
        )
      }
      className="inline-flex items-center gap-2 rounded-md border border-line bg-surface px-3 py-2 text-sm font-semibold hover:bg-raised"
    >
      {intl.formatMessage({ id: 'widget.chat_toggle' })}
    </button>
  )
}
