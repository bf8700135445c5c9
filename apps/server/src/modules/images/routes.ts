import { IconSpriteQuery, ImageVariantParams, ImageVariantQuery } from '@sportsbook/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
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

/** An SVG of ours with its cache headers, never run as a page (nosniff, a CSP); 304 when the ETag matches. */
function sendSvg(
  req: FastifyRequest,
  reply: FastifyReply,
  svg: { svg: string; etag: string },
  cacheControl: string,
  csp: string,
) {
  void reply
    .header('cache-control', cacheControl)
    .header('etag', svg.etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', csp)
  if (matches(req.headers['if-none-match'], svg.etag)) return reply.code(304).send()
  return reply.type('image/svg+xml').send(svg.svg)
}

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
    async (req, reply) =>
      sendSvg(
        req,
        reply,
        app.images.crest(req.params.file),
        IMAGE_CACHE_CONTROL,
        "default-src 'none'; style-src 'unsafe-inline'",
      ),
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
    async (req, reply) =>
      sendSvg(req, reply, app.images.iconSprite(), ICON_SPRITE_CACHE_CONTROL, "default-src 'none'"),
  )
}

export default routes
