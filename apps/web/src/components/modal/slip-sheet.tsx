import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { SLIP_PANEL_ATTR } from '~/lib/slip/slip-focus.ts'
import { closeSlip, openSlip, useSlipUi } from '~/lib/slip/slip-ui.ts'
import { LazyAppModal as AppModal } from './lazy-modal.tsx'
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query.ts'

/** Below 1280 px the bet slip panel is a sheet, opened from the tab bar or the header (spec §2). */
export function SlipSheet({ children }: { children: ReactNode }) {
  const intl = useIntl()
  const { open } = useSlipUi()
  const desktop = useMediaQuery(DESKTOP_QUERY)
  return (
    <AppModal
      title={intl.formatMessage({ id: 'betslip.title' })}
      isOpen={open && !desktop}
      onOpenChange={(o) => (o ? openSlip() : closeSlip())}
      variant="sheet"
      responsive={false}
    >
      <div {...{ [SLIP_PANEL_ATTR]: '' }}>{children}</div>
    </AppModal>
  )
}
