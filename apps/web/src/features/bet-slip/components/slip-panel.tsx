import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { useFeature } from '~/lib/brand/features.ts'
import { setSlipTab, useSlipUi, type SlipTab } from '~/lib/slip/slip-ui.ts'
import { useSelectionCount } from '~/lib/slip/use-slip.ts'
import { ReceiptActionsContext, type ReceiptBetActions } from '../hooks/receipt-actions.ts'
import { BetSlip } from './bet-slip.tsx'
import { SlipLive } from './slip-live.tsx'

const tabClass =
  'flex flex-1 cursor-pointer items-center justify-center gap-1.5 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-muted hover:text-fg data-[selected]:border-brand data-[selected]:text-fg'

interface Props {
  /** The My Bets tab, composed by the root route (features do not import each other). */
  myBets?: ReactNode
  /** What each bet on the receipt offers (My Bets' auto cash-out rule), composed by the root route. */
  receiptActions?: ReceiptBetActions
}

/** Spec §2: the bet slip panel with its two tabs, BET_SLIP and MY_BETS; the tab is kept for the session. */
export function SlipPanel({ myBets: bets, receiptActions }: Props) {
  const intl = useIntl()
  // An operator may hide My Bets (spec §1 my bets hidden): the slip stands alone.
  const myBets = useFeature('my_bets_hidden') ? undefined : bets
  const { tab } = useSlipUi()
  const count = useSelectionCount()
  return (
    <Tabs
      selectedKey={myBets ? tab : 'BET_SLIP'}
      onSelectionChange={(key) => setSlipTab(key as SlipTab)}
      className="flex min-h-0 flex-col"
    >
      <TabList aria-label={intl.formatMessage({ id: 'betslip.panel' })} className="flex border-b border-line">
        <Tab id="BET_SLIP" className={tabClass}>
          {intl.formatMessage({ id: 'betslip.title' })}
          {count > 0 && (
            <span className="min-w-5 rounded-full bg-brand px-1.5 text-center text-xs text-on-brand tabular-nums">
              {count}
            </span>
          )}
        </Tab>
        {myBets && (
          <Tab id="MY_BETS" className={tabClass}>
            {intl.formatMessage({ id: 'bets.title' })}
          </Tab>
        )}
      </TabList>
      <SlipLive />
      <TabPanel id="BET_SLIP">
        <ReceiptActionsContext value={receiptActions}>
          <BetSlip />
        </ReceiptActionsContext>
      </TabPanel>
      {myBets && <TabPanel id="MY_BETS">{myBets}</TabPanel>}
    </Tabs>
  )
}
