// The bets resource (spec §7): each request in its own file, registered here under one prefix.
import type { FastifyPluginAsync } from 'fastify'
import list from './list.ts'
import place from './place.ts'

const bets: FastifyPluginAsync = async (app) => {
  for (const plugin of [place, list]) await app.register(plugin)
}

export default bets
