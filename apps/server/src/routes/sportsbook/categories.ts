import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Category, CategoryList, CategoryQuery, ErrorBody, IdParams, LocaleQuery } from '@sportsbook/contract'
import { localiseCategory } from '../../i18n/localise.ts'
import { notFound } from '../../lib/api-error.ts'
import { presentCategory } from '../../presenters/present-catalog.ts'

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
    async (req) => ({
      data: (await app.catalogRepository.listCategories(req.query)).map((r) =>
        localiseCategory(presentCategory(r), req.query.locale ?? 'en'),
      ),
    }),
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
    async (req) => {
      const [row] = await app.catalogRepository.listCategories({ id: req.params.id })
      if (!row) throw notFound(`Category ${req.params.id}`)
      return localiseCategory(presentCategory(row), req.query.locale ?? 'en')
    },
  )
}

export default categories
