import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { SLIP_PANEL_ATTR } from '~/lib/slip/slip-focus.ts'
import { SlipSheet } from '../modal/slip-sheet.tsx'
import { BottomTabBar } from './bottom-tab-bar.tsx'
import { BrandNav } from './brand-nav.tsx'
import { Header } from './header.tsx'
import { NavigationProgress } from './navigation-progress.tsx'
import { SiteFooter } from './site-footer.tsx'
import { MAIN_ID, SkipLinks, SLIP_ID } from './skip-links.tsx'

interface Props {
  /** The sports menu, composed by the root route (shared components never import features). */
  sportsMenu: (onNavigate?: () => void) => ReactNode
  /** The bet slip panel (BET_SLIP / MY_BETS), composed by the root route; a column from lg, a sheet below. */
  betSlip: ReactNode
  /** Sign In / Sign Up or balance, Deposit and account menu, composed by the root route. */
  headerActions?: ReactNode
  /** A line under the header row below lg (the session clock), composed by the root route. */
  headerStrip?: ReactNode
  children: ReactNode
}

/**
 * Skip links; header; sports menu in a left sidebar from md (960 px); main column; bet slip column from
 * lg (1280 px); below md a bottom tab bar takes over the menu and slip. Landmarks: banner, the sports
 * navigation, main, and one complementary region named "Bet slip".
 */
export function AppShell({ sportsMenu, betSlip, headerActions, headerStrip, children }: Props) {
  const intl = useIntl()
  return (
    <>
      <SkipLinks />
      <NavigationProgress />
      <Header actions={headerActions} strip={headerStrip} />
      {/* sb-shell-columns (app.css): flex, then a grid from md whose columns are fixed before the slip is parsed. */}
      <div className="sb-shell-columns mx-auto max-w-[1920px] gap-4 px-2 pt-3 pb-20 md:px-4 md:pb-6">
        {/* Not a landmark itself: the menu inside is the "Sports" navigation. */}
        {/* At most the visible height (--view-height, app.css): in a frame 100dvh is the frame itself,
            so a long menu would hold a content-tall frame at its own height. */}
        <div className="sticky top-[4.25rem] hidden max-h-[calc(var(--view-height)-5rem)] w-56 shrink-0 self-start overflow-y-auto md:block">
          <BrandNav placement="left_sidebar_desktop" variant="list" className="mb-3" />
          {sportsMenu()}
        </div>
        {/* At least a screen tall: the page streams its widgets in after the shell, and a footer
            painted under an empty main would jump down the screen (CLS 0.33 on a phone). Not in a
            frame (root.tsx sets --screen-min-height to 0 there): the host sizes the frame to the
            content, so a screen-tall main would grow with every resize. */}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="min-h-[var(--screen-min-height,100dvh)] min-w-0 flex-1 outline-none"
        >
          {children}
        </main>
        <aside
          id={SLIP_ID}
          aria-label={intl.formatMessage({ id: 'betslip.title' })}
          className="sticky top-[4.25rem] hidden max-h-[calc(var(--view-height)-5rem)] w-80 shrink-0 self-start overflow-y-auto lg:block"
        >
          <BrandNav
            placement="right_sidebar_desktop"
            variant="list"
            className="mb-3 rounded-md border border-line bg-surface p-1"
          />
          {/* clip, not hidden: the slip's sticky footer sticks to this column's scroll area */}
          <div
            {...{ [SLIP_PANEL_ATTR]: '' }}
            className="overflow-clip rounded-md border border-line bg-surface"
          >
            {betSlip}
          </div>
        </aside>
      </div>
      <SiteFooter />
      <BottomTabBar sportsMenu={(close) => sportsMenu(close)} />
      <SlipSheet>{betSlip}</SlipSheet>
    </>
  )
}
