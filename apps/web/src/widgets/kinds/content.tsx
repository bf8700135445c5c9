// Content widgets (spec §2): operator text, images and links. Rich text always goes through
// RichText (the allow-list sanitizer); iframes only from the brand's iframe_origins.
import { useState } from 'react'
import {
  Dialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  Button as AriaButton,
} from 'react-aria-components'
import { useIntl } from 'react-intl'
import { RichText } from '~/components/ui/rich-text.tsx'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { Href } from './href.tsx'
import { BrandNavTarget } from './nav-target-link.tsx'
import { PromoItems } from './promo-items.tsx'
import { useText } from './use-text.ts'
import type { WidgetProps } from '../types.ts'

export function Text({ widget }: WidgetProps<'text'>) {
  const t = useText()
  return (
    <section className="rounded-md bg-surface p-4">
      {widget.title && <h2 className="mb-2 text-base font-bold">{t(widget.title)}</h2>}
      <RichText html={t(widget.html) ?? ''} />
    </section>
  )
}

const TONES = { default: 'text-fg', muted: 'text-muted', brand: 'text-brand font-semibold' } as const

export function Label({ widget }: WidgetProps<'label'>) {
  const t = useText()
  return <p className={`px-1 ${TONES[widget.tone]}`}>{t(widget.text)}</p>
}

export function Image({ widget }: WidgetProps<'image'>) {
  const t = useText()
  const img = (
    <img src={widget.src} alt={t(widget.alt)} className="w-full rounded-md object-cover" loading="lazy" />
  )
  return widget.href ? <Href href={widget.href}>{img}</Href> : img
}

export function Banner({ widget }: WidgetProps<'banner'>) {
  const t = useText()
  const banner = (
    <section className="flex flex-col gap-3 overflow-hidden rounded-lg bg-brand p-5 text-on-brand sm:flex-row sm:items-center">
      {widget.image && <img src={widget.image} alt="" className="max-h-32 rounded-md object-cover" />}
      <div className="flex flex-1 flex-col gap-2">
        <h2 className="text-xl font-extrabold">{t(widget.heading)}</h2>
        {widget.html && <RichText html={t(widget.html) ?? ''} />}
      </div>
      {widget.href && widget.cta && (
        <Href
          href={widget.href}
          className="self-start rounded-md bg-surface px-4 py-2 font-bold text-fg hover:bg-raised sm:self-center"
        >
          {t(widget.cta)}
        </Href>
      )}
    </section>
  )
  if (!widget.items?.length) return banner
  return (
    <div className="flex flex-col gap-2">
      {banner}
      <PromoItems items={widget.items} layout={widget.layout} label={t(widget.heading) ?? ''} />
    </div>
  )
}

export function Button({ widget }: WidgetProps<'button'>) {
  const t = useText()
  return <BrandNavTarget item={widget.target} display={widget.display} label={t(widget.label)} />
}

export function LinkItem({ widget }: WidgetProps<'linkItem'>) {
  return <BrandNavTarget item={widget.target} display={widget.display} />
}

export function Divider() {
  return <hr className="border-line" />
}

export function Modal({ widget }: WidgetProps<'modal'>) {
  const t = useText()
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  return (
    <>
      <AriaButton
        onPress={() => setOpen(true)}
        className="self-start rounded-md border border-line bg-surface px-4 py-2 font-semibold hover:bg-raised"
      >
        {t(widget.trigger)}
      </AriaButton>
      <ModalOverlay
        isOpen={open}
        onOpenChange={setOpen}
        isDismissable
        className="fixed inset-0 z-50 grid place-items-center bg-overlay p-4"
      >
        <AriaModal className="max-h-[80dvh] w-full max-w-lg overflow-y-auto rounded-lg bg-surface p-5">
          <Dialog className="flex flex-col gap-3 outline-none">
            <Heading slot="title" className="text-lg font-bold">
              {t(widget.title) ?? t(widget.trigger)}
            </Heading>
            <RichText html={t(widget.html) ?? ''} />
            <AriaButton
              slot="close"
              onPress={() => setOpen(false)}
              className="self-end rounded-md bg-brand px-4 py-2 font-semibold text-on-brand"
            >
              {intl.formatMessage({ id: 'common.close' })}
            </AriaButton>
          </Dialog>
        </AriaModal>
      </ModalOverlay>
    </>
  )
}

/** An iframe only from an origin the brand lists; anything else renders nothing. */
export function Iframe({ widget }: WidgetProps<'iframe'>) {
  const t = useText()
  const brand = useBrand()
  const origin = new URL(widget.src).origin
  if (!brand?.iframe_origins.includes(origin)) return null
  return (
    <iframe
      src={widget.src}
      title={t(widget.label)}
      height={widget.height}
      className="w-full rounded-md border border-line"
      sandbox="allow-scripts allow-same-origin allow-popups"
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
    />
  )
}
