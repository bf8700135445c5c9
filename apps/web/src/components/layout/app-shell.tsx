import type { ReactNode } from 'react'
import { SlipSheet } from '../modal/slip-sheet.tsx'
import { BottomTabBar } from './bottom-tab-bar.tsx'
import { Header } from './header.tsx'
import { NavigationProgress } from './navigation-progress.tsx'
import { SiteFooter } from './site-footer.tsx'

interface Props {
  /** The sports menu, composed by the root route (shared components never import features). */
  sportsMenu: (onNavigate?: () => void) => ReactNode
  /** The bet slip panel (BET_SLIP / MY_BETS), composed by the root route; a column from lg, a sheet below. */
  betSlip: ReactNode
  /** Sign In / Sign Up or balance, Deposit and account menu, composed by the root route. */
  headerActions?: ReactNode
  children: ReactNode
}

/**
 * Header; sports menu in a left sidebar from md (960 px); main column; bet slip column from lg (1280 px);
 * below md a bottom tab bar takes over the menu and slip.
 */
export function AppShell({ sportsMenu, betSlip, headerActions, children }: Props) {
  return (
    <>
      <NavigationProgress />
      <Header actions={headerActions} />
      <div className="mx-auto flex max-w-[1920px] gap-4 px-2 pt-3 pb-20 md:px-4 md:pb-6">
        <aside className="sticky top-[4.25rem] hidden max-h-[calc(100dvh-5rem)] w-56 shrink-0 self-start overflow-y-auto md:block">
          {sportsMenu()}
        </aside>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
        <aside className="sticky top-[4.25rem] hidden max-h-[calc(100dvh-5rem)] w-80 shrink-0 self-start overflow-y-auto lg:block">
          {/* clip, not hidden: the slip's sticky footer sticks to this column's scroll area */}
          <section className="overflow-clip rounded-md border border-line bg-surface">{betSlip}</section>
        </aside>
      </div>
      <SiteFooter />
      <BottomTabBar sportsMenu={(close) => sportsMenu(close)} />
      <SlipSheet>{betSlip}</SlipSheet>
    </>
  )
}
