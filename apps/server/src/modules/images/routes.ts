import { IconSpriteQuery, ImageVariantParams, ImageVariantQuery } from '@sportsbook/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CREST_ROUTE, ICON_SPRITE_CACHE_CONTROL, IMAGE_CACHE_CONTROL } from './constants.ts'

const tags = ['images']

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((t) => {
    const v = t.trim().replace(/^W\//, '')
    return v === '*' || v === etag
  })

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/:width/:format',
    {
      schema: {
        tags,
        summary: 'An image from an allowed source, resized to a listed width, as avif or webp (spec §9)',
        params: ImageVariantParams,
        querystring: ImageVariantQuery,
      },
    },
    async (req, reply) => {
      const { width, format } = req.params
      const etag = app.images.etag(req.query.src, width, format)
      const cached = () => reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag)
      if (matches(req.headers['if-none-match'], etag)) return cached().code(304).send()
      // Headers only on success: an error must never be kept for a year.
      const v = await app.images.variant(req.query.src, width, format)
      return cached().header('x-content-type-options', 'nosniff').type(v.contentType).send(v.body)
    },
  )

  app.get(
    CREST_ROUTE,
    {
      schema: {
        tags,
        summary: "A demo team crest (SVG); competitors' `logo` points here",
        params: z.object({ file: z.string().max(40) }),
      },
    },
    async (req, reply) => {
      const crest = app.images.crest(req.params.file)
      void reply
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('etag', crest.etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      if (matches(req.headers['if-none-match'], crest.etag)) return reply.code(304).send()
      return reply.type('image/svg+xml').send(crest.svg)
    },
  )

  app.get(
    '/icons.svg',
    {
      schema: {
        tags,
        summary: 'The sport icon sprite: one <symbol> per sport key, and `other` (spec §7)',
        querystring: IconSpriteQuery,
      },
    },
    async (req, reply) => {
      const sprite = app.images.iconSprite()
      void reply
        .header('cache-control', ICON_SPRITE_CACHE_CONTROL)
        .header('etag', sprite.etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
      if (matches(req.headers['if-none-match'], sprite.etag)) return reply.code(304).send()
      return reply.type('image/svg+xml').send(sprite.svg)
    },
  )
}

export default routes
