import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Category, CategoryList, CategoryQuery, ErrorBody, IdParams, LocaleQuery } from '@sportsbook/contract'

const categories: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories (countries, regions), filtered by sport or slug',
        querystring: CategoryQuery,
        response: { 200: CategoryList, 400: ErrorBody },
      },
    },
    async (req) => app.catalog.categories(req.query, req.query.locale ?? 'en'),
  )

  app.get(
    '/categories/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One category',
        params: IdParams,
        querystring: LocaleQuery,
        response: { 200: Category, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.catalog.category(req.params.id, req.query.locale ?? 'en'),
  )
}

export default categories
