import { dehydrate } from '@tanstack/react-query'
import type { ServerBet } from '@sportsbook/contract'
import { lazy, Suspense, type ReactNode } from 'react'
import {
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router'
import { AppProviders, useThemeState } from '~/components/app-providers.tsx'
import { AlertRegion } from '~/components/alerts/alert-region.tsx'
import { ConnectionAlert } from '~/components/alerts/connection-alert.tsx'
import { PreviewAlert } from '~/components/alerts/preview-alert.tsx'
import { ToastRegion } from '~/components/toasts/toast-region.tsx'
import { JackpotHitsRoot } from '~/features/jackpots/components/jackpot-hits-root.tsx'
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary.tsx'
import { AppShell } from '~/components/layout/app-shell.tsx'
import { RTL_VIEW } from '~/config/features.ts'
import { isRtl } from '~/config/locales.ts'
import { localeFromPathname, switchLocaleUrl } from '~/config/paths.ts'
import { localeInUrl, segmentRedirect } from '~/lib/locale-guard.ts'
import { readPublicEnv } from '~/config/public-env.ts'
import { getSportsQueryOptions } from '~/features/catalog/api/get-sports.ts'
import { SportsMenu } from '~/features/catalog/components/sports-menu.tsx'
import { AccountModals } from '~/features/account/components/account-modals.tsx'
import { HeaderActions } from '~/features/account/components/header-actions.tsx'
import { SearchButton } from '~/features/search/components/search-button.tsx'
import { NotificationBell } from '~/features/notifications/components/notification-bell-slot.tsx'
import { PaymentReturnAlert } from '~/features/account/components/payment-return-alert.tsx'
import { ShareBetNotFound } from '~/features/bet-slip/components/share-bet-not-found.tsx'
import { SaferGambling } from '~/features/limits/components/safer-gambling.tsx'
import { SessionStatus, SessionStrip } from '~/features/limits/components/session-status.tsx'
import { FavouritesNavLink } from '~/features/favourites/components/favourites-nav-link.tsx'
import { FavouritesRoot } from '~/features/favourites/components/favourites-root.tsx'
import { SettingsButton } from '~/features/settings/components/settings-button.tsx'
import { useLocale } from '~/hooks/use-locale.ts'
import { useNonce } from '~/lib/csp-nonce.ts'
import { getBrand } from '~/lib/brand/get-brand.ts'
import { offeredLocale } from '~/lib/brand/brand-locales.ts'
import { setCurrentBrand } from '~/lib/brand/route-brand.ts'
import { brandCss } from '~/lib/brand/theme-css.server.ts'
import { usePrivateLive } from '~/hooks/use-private-live.ts'
import { loadMessages, provideMessages } from '~/lib/i18n-messages.ts'
import { compiledMessagesFor, messagesScript } from '~/lib/i18n.server.ts'
import { makeQueryClient } from '~/lib/query-client.ts'
import { DEFAULT_THEME, themeFromCookie } from '~/lib/theme.ts'
import appCss from '~/styles/app.css?url'
import { ErrorReporting } from '~/components/errors/error-reporting.tsx'
import { ConsentRoot } from '~/components/consent/consent-root.tsx'
import { readConsent } from '~/lib/tracking/consent.ts'
import { STORAGE_FALLBACK_SCRIPT } from '~/lib/safe-storage.ts'
import { appColours, appIconPath, manifestHref } from '~/lib/pwa/web-manifest.ts'
import { UserGroupCheck } from '~/components/embed/user-group-check.tsx'
import { HostEmbedding } from './routes/host-embedding.tsx'
import { ProductOffersRoot } from './routes/product-offers-root.tsx'
import type { Route } from './+types/root'

// Inline so there is no extra request (and no 404) before a brand ships its own icon.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#16a34a"/><text x="16" y="23" font-size="20" font-family="system-ui,sans-serif" font-weight="800" text-anchor="middle" fill="#fff">S</text></svg>',
)}`

// Server-rendered, then hydrated when their code arrives: the slip's tabs, forms and My Bets are not
// in the first load of a page (route-assets budgets), and on phones the panel is a closed sheet.
const SlipPanel = lazy(() =>
  import('~/features/bet-slip/components/slip-panel.tsx').then((m) => ({ default: m.SlipPanel })),
)
const MyBets = lazy(() =>
  import('~/features/my-bets/components/my-bets.tsx').then((m) => ({ default: m.MyBets })),
)
const ReceiptCashoutRule = lazy(() =>
  import('~/features/my-bets/components/receipt-cashout-rule.tsx').then((m) => ({
    default: m.ReceiptCashoutRule,
  })),
)
/** Each bet on the receipt offers My Bets' auto cash-out rule (issue #30.1). */
const receiptActions = (bet: ServerBet) => (
  <Suspense fallback={null}>
    <ReceiptCashoutRule placed={bet} />
  </Suspense>
)
const betSlip = (
  <Suspense fallback={null}>
    <SlipPanel
      receiptActions={receiptActions}
      myBets={
        <Suspense fallback={null}>
          <MyBets />
        </Suspense>
      }
    />
  </Suspense>
)

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: appCss }]

export async function loader({ request }: Route.LoaderArgs) {
  const qc = makeQueryClient()
  // The menu is on every page; a failure here must not break the page, so prefetch (never throws).
  const url = new URL(request.url)
  const locale = localeFromPathname(url.pathname)
  // The render reads this locale's messages here; the browser gets them from their own script.
  provideMessages(locale, compiledMessagesFor(locale))
  const [brand] = await Promise.all([getBrand(url.host), qc.prefetchQuery(getSportsQueryOptions(locale))])
  // Where the brand requires a locale in the URL, an address without one opens in the visitor's (spec §2).
  const segmented = segmentRedirect(url, brand, request.headers.get('accept-language'))
  if (segmented) throw redirect(segmented, 302)
  // A language the brand does not offer opens the same page in one it does (spec §1 locales).
  const offered = offeredLocale(locale, brand)
  if (offered !== locale)
    throw redirect(switchLocaleUrl(url.pathname, url.search, url.hash, offered, localeInUrl(brand)), 302)
  return {
    brand,
    brandCss: brand ? brandCss(brand) : null,
    // The installed app's bar and the phone's address bar in the brand's colour (lib/pwa/web-manifest.ts).
    themeColor: appColours(brand).brand,
    // Only this locale's catalogue travels to the browser, parsed (the browser has no ICU parser), in a
    // script cached for a year rather than in every page (lib/i18n-messages.ts).
    messagesUrl: messagesScript(locale).url,
    theme: themeFromCookie(request.headers.get('Cookie'), brand?.theme.default_mode),
    // A first-time visitor's consent banner is server-rendered (components/consent/consent-root.tsx).
    consent: readConsent(request.headers.get('Cookie')),
    env: readPublicEnv(),
    dehydrated: dehydrate(qc),
  }
}

/** A language switch re-runs the loader: the next locale's messages are loaded before it renders. */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const data = await serverLoader()
  await loadMessages(localeFromPathname(new URL(request.url).pathname), data.messagesUrl)
  return data
}

// Theme lives in client state after load and the menu refreshes through its query: re-run only when
// the language changes, for that language's messages and names.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeFromPathname(currentUrl.pathname) !== localeFromPathname(nextUrl.pathname)

/** The signed-in player's balance, bets and cash-out offers over their private channel. */
function PrivateLive() {
  usePrivateLive()
  return null
}

/**
 * The host sizes its frame to the content: a screen-tall body or main (100dvh is the frame's own
 * height there) would hold the frame at its tallest once grown, and grow it on every resize.
 */
const FRAMED_MIN_HEIGHT_SCRIPT =
  "if(window.parent!==window)document.documentElement.style.setProperty('--screen-min-height','0px')"

/** Parts of every page that are not in its layout: dialogs, alerts, live feeds, embedding. */
function AlwaysOnRoots() {
  return (
    <>
      <AccountModals />
      <SaferGambling />
      <ShareBetNotFound />
      <ConnectionAlert />
      <PrivateLive />
      <AlertRegion />
      <ToastRegion />
      <JackpotHitsRoot />
      <PaymentReturnAlert />
      <HostEmbedding />
      <UserGroupCheck />
      <ErrorReporting />
    </>
  )
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const locale = useLocale()
  const nonce = useNonce()
  const theme = useThemeState(data?.theme ?? DEFAULT_THEME)
  const brand = data?.brand ?? null
  setCurrentBrand(brand)
  const rtlView = (data?.env.rtlView ?? RTL_VIEW) && (brand?.features.rtl_view ?? true)
  const dir = rtlView && isRtl(locale) ? 'rtl' : 'ltr'
  return (
    <html lang={locale} dir={dir} data-theme={theme.theme}>
      <head>
        <meta charSet="utf-8" />
        <script
          nonce={nonce}
          // First of all: storage the browser refuses (a third-party frame) becomes memory before any
          // script reads it, React Router's scroll restoration included (lib/safe-storage.ts). The
          // source is the server build's function text; the browser build's is minified, hence no check.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: STORAGE_FALLBACK_SCRIPT }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content="dark light" />
        <Meta />
        <Links />
        <link rel="icon" href={brand?.theme.favicon ?? FAVICON} />
        {/* Installable as this brand's app in this page's language (issue #31, ADR 042). */}
        <link rel="manifest" href={manifestHref(locale)} />
        <link rel="apple-touch-icon" href={appIconPath(192)} />
        {data && <meta name="theme-color" content={data.themeColor} />}
        {/* The brand's tokens after app.css, so they win (spec §1 white label). */}
        {data?.brandCss && <style nonce={nonce}>{data.brandCss}</style>}
        {data && (
          // Read by entry.client.tsx, which hydrates once the messages are here.
          <script async src={data.messagesUrl} nonce={nonce} data-sb-messages={locale} />
        )}
        {data && (
          <script
            nonce={nonce}
            // Browser API base URLs chosen by the operator at run time, not build time.
            dangerouslySetInnerHTML={{
              __html: `window.__PUBLIC_ENV__=${JSON.stringify(data.env).replace(/</g, '\\u003c')}`,
            }}
          />
        )}
        <script
          nonce={nonce}
          // In a frame, body and main are not held a screen tall, from the first paint (app.css, app-shell.tsx).
          dangerouslySetInnerHTML={{ __html: FRAMED_MIN_HEIGHT_SCRIPT }}
        />
      </head>
      <body className="bg-bg text-fg antialiased">
        <AppProviders locale={locale} brand={brand} theme={theme} dehydrated={data?.dehydrated}>
          {/* First in the body, though fixed at the bottom: a first-time visitor's phone paints it with
              the header, not after ~120 KB of listings (as the largest text it is the LCP), and it is
              the first thing a keyboard or screen reader meets (issue #31). */}
          <ConsentRoot fromServer={data?.consent} />
          <PreviewAlert />
          <ProductOffersRoot>
            <FavouritesRoot>
              <AppShell
                sportsMenu={(onNavigate) => (
                  <>
                    <FavouritesNavLink onNavigate={onNavigate} />
                    <SportsMenu onNavigate={onNavigate} />
                  </>
                )}
                betSlip={betSlip}
                headerStrip={<SessionStrip />}
                headerActions={
                  <>
                    <SearchButton />
                    <NotificationBell />
                    <SessionStatus />
                    <SettingsButton />
                    <HeaderActions />
                  </>
                }
              >
                {children}
              </AppShell>
            </FavouritesRoot>
          </ProductOffersRoot>
          <AlwaysOnRoots />
        </AppProviders>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
