import { EMBED_PROTOCOL_VERSION, type InboundMessage } from '@sportsbook/contract'
import { useEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { findLocale } from '~/config/locales.ts'
import { hasLocaleSegment, href, localeFromPathname, switchLocaleUrl } from '~/config/paths.ts'
import { setActiveBridge } from '~/lib/embed/active-bridge.ts'
import { allowedHostOrigins, detectHostOrigin, isMobileApp } from '~/lib/embed/embed-mode.ts'
import { createHostBridge, type DropCounts, type HostBridge } from '~/lib/embed/host-bridge.ts'
import { applyViewport, setHostOddsFormat } from '~/lib/embed/host-view.ts'
import { setHostSearchOpen } from '~/lib/search/host-search.ts'
import { openSlip } from '~/lib/slip/slip-ui.ts'
import { useHostReports } from './use-host-reports.ts'

declare global {
  interface Window {
    sportsbookEmbedDropped?: () => Readonly<DropCounts>
  }
}

export interface HostIntegrationProps {
  /** apply_bet_code: fills the slip from a share code (the bet-slip feature, composed by the root). */
  onApplyBetCode: (code: string) => void
  /** change_currency: switches the player's active account (the account feature). */
  onChangeCurrency: (currency: string) => void
}

/**
 * The sportsbook inside an operator's page (spec §7 window messages): accepts the host's commands
 * from the allowed origins only, and reports page, size, slip, balance and modal changes to it.
 * Loaded lazily, and only when framed or in the mobile app.
 */
export default function HostIntegration({ onApplyBetCode, onChangeCurrency }: HostIntegrationProps) {
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const locale = localeFromPathname(pathname)
  const bridge = useMemo<HostBridge>(() => {
    const allowed = allowedHostOrigins()
    return createHostBridge({
      allowedOrigins: allowed,
      hostOrigin: detectHostOrigin(allowed),
      mobileApp: isMobileApp(),
    })
  }, [])
  // Handlers read the latest route and callbacks without restarting the listener.
  const latest = useRef({ navigate, pathname, search, hash, locale, onApplyBetCode, onChangeCurrency })
  latest.current = { navigate, pathname, search, hash, locale, onApplyBetCode, onChangeCurrency }

  useEffect(() => {
    setActiveBridge(bridge)
    // Dropped messages by reason, for operators debugging an integration in the console.
    window.sportsbookEmbedDropped = bridge.dropped
    const stop = bridge.start()
    const off = bridge.on((m) => handle(m, latest.current))
    bridge.post('initialized', { locale: latest.current.locale, version: EMBED_PROTOCOL_VERSION })
    return () => {
      off()
      stop()
      setActiveBridge(null)
      delete window.sportsbookEmbedDropped
    }
  }, [bridge])

  useHostReports(bridge, pathname, locale)
  return null
}

type Latest = {
  navigate: ReturnType<typeof useNavigate>
  pathname: string
  search: string
  hash: string
  locale: string
  onApplyBetCode: (code: string) => void
  onChangeCurrency: (currency: string) => void
}

function handle(m: InboundMessage, at: Latest): void {
  switch (m.type) {
    case 'page_changed':
      void at.navigate(href(m.payload.path, at.locale, hasLocaleSegment(at.pathname)))
      return
    case 'change_locale': {
      const next = findLocale(m.payload.locale)
      if (next && next !== at.locale) void at.navigate(switchLocaleUrl(at.pathname, at.search, at.hash, next))
      return
    }
    case 'open_bet_slip':
      openSlip('BET_SLIP')
      return
    case 'apply_bet_code':
      at.onApplyBetCode(m.payload.code)
      return
    case 'change_currency':
      at.onChangeCurrency(m.payload.currency)
      return
    case 'viewport':
      applyViewport(m.payload)
      return
    case 'odds_changed':
      setHostOddsFormat(m.payload.format)
      return
    case 'search_modal':
      setHostSearchOpen(m.payload.open)
      return
    case 'iframe_integration':
      // The bridge keeps the host's listeners itself.
      return
  }
}
