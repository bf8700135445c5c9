import { useIntl } from 'react-intl'
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components'
import { useApplyPlayerOddsType } from '../hooks/use-apply-player-odds.ts'
import { GearIcon } from './gear-icon.tsx'
import { SettingsPanel } from './settings-panel.tsx'

/** The header's settings button and its panel (react-aria dialog in a popover). */
export function SettingsDialog() {
  useApplyPlayerOddsType()
  const intl = useIntl()
  const title = intl.formatMessage({ id: 'settings.title' })
  return (
    <DialogTrigger>
      <Button
        aria-label={title}
        className="grid size-9 place-items-center rounded-md text-muted hover:bg-raised hover:text-fg"
      >
        <GearIcon />
      </Button>
      <Popover
        placement="bottom end"
        className="max-h-[calc(100dvh-5rem)] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-md border border-line bg-surface p-3 shadow-lg"
      >
        <Dialog aria-label={title} className="outline-none">
          <Heading slot="title" className="mb-3 text-base font-bold">
            {title}
          </Heading>
          <SettingsPanel />
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
