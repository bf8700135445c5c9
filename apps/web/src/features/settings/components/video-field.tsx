import { useIntl } from 'react-intl'
import { Switch } from 'react-aria-components'

/** Spec §3 videoEnabled: whether match pages start their video stream. */
export function VideoField({ value, onChange }: { value: boolean; onChange: (on: boolean) => void }) {
  const intl = useIntl()
  return (
    <Switch
      isSelected={value}
      onChange={onChange}
      className="group flex cursor-pointer items-center justify-between gap-2 text-sm font-semibold outline-none"
    >
      {intl.formatMessage({ id: 'settings.video' })}
      {/* Off: a muted outline and knob (≥ 3:1 in both themes, WCAG 1.4.11); on: brand. */}
      <span className="flex h-6 w-10 shrink-0 items-center rounded-full border-2 border-muted px-0.5 transition-colors group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-focus group-data-[selected]:border-brand group-data-[selected]:bg-brand">
        <span className="size-3.5 rounded-full bg-muted transition-transform group-data-[selected]:translate-x-4 group-data-[selected]:bg-on-brand rtl:group-data-[selected]:-translate-x-4" />
      </span>
    </Switch>
  )
}
