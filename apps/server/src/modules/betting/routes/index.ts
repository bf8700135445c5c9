// The bets resource (spec §7): each request in its own file, registered here under one prefix.
import type { FastifyPluginAsync } from 'fastify'
import cashout from './cashout-routes.ts'
import cashoutRules from './cashout-rule-routes.ts'
import custom from './custom-routes.ts'
import edit from './edit-routes.ts'
import history from './history-routes.ts'
import list from './list-routes.ts'
import maxStake from './max-stake-routes.ts'
import shareCode from './share-code-routes.ts'
import place from './place-routes.ts'

const bets: FastifyPluginAsync = async (app) => {
  for (const plugin of [place, list, cashout, cashoutRules, edit, maxStake, shareCode, custom, history])
    await app.register(plugin)
}

export default bets
