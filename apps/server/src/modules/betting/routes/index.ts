// The bets resource (spec §7): each request in its own file, registered here under one prefix.
import type { FastifyPluginAsync } from 'fastify'
import cashout from './cashout.ts'
import custom from './custom.ts'
import history from './history.ts'
import list from './list.ts'
import maxStake from './max-stake.ts'
import shareCode from './share-code.ts'
import place from './place.ts'

const bets: FastifyPluginAsync = async (app) => {
  for (const plugin of [place, list, cashout, maxStake, shareCode, custom, history])
    await app.register(plugin)
}

export default bets
