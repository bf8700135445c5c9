import { z } from '../zod.ts'
import { ImageSrc, LocalizedText, SafeHref } from './common.ts'

/** Spec §2 promo item kinds: what a banner's row of promotions holds. */
export const PROMO_ITEM_KINDS = ['Promo', 'Event', 'League'] as const

/**
 * One item of a banner's promotions: an operator's own offer (`Promo`: heading, text, picture,
 * link), a match with its main prices (`Event`), or a league to open (`League`).
 */
export const PromoItem = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('Promo'),
      heading: LocalizedText,
      text: LocalizedText.optional(),
      image: ImageSrc.optional(),
      href: SafeHref.optional(),
      cta: LocalizedText.optional(),
    })
    .strict(),
  z.object({ kind: z.literal('Event'), match_id: z.number().int().positive() }).strict(),
  z.object({ kind: z.literal('League'), tournament_id: z.number().int().positive() }).strict(),
])
export type PromoItem = z.infer<typeof PromoItem>
