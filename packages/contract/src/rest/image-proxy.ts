import { z } from '../zod.ts'
import { IMAGE_FORMATS, IMAGE_SRC_MAX_LENGTH, IMAGE_WIDTHS, isImageWidth } from './images.ts'

export * from './images.ts'

/** Path parameters of `GET /images/{width}/{format}`: a listed width, avif or webp. */
export const ImageVariantParams = z.object({
  width: z.coerce
    .number()
    .int()
    .refine(isImageWidth, { message: `width must be one of ${IMAGE_WIDTHS.join(', ')}` })
    .transform((w) => w as (typeof IMAGE_WIDTHS)[number]),
  format: z.enum(IMAGE_FORMATS),
})

/** `?src=`: a path of the API's own assets, or an absolute http(s) URL of an allowed origin. */
export const ImageVariantQuery = z.object({ src: z.string().min(1).max(IMAGE_SRC_MAX_LENGTH) })

/** `GET /icons.svg?version=` (spec §7): the caller's build version, which only keys caches. */
export const IconSpriteQuery = z.object({ version: z.string().max(64).optional() })
