// Registers the limit checks other modules run: a self-excluded or cooling-off player cannot open a
// session (accounts), and deposits pass the deposit limits (wallet). Bets call withinStakeLimits.
import fp from 'fastify-plugin'
import { registerSessionGuard } from '../accounts/index.ts'
import { registerDepositGuard } from '../wallet/index.ts'
import { depositGuard, sessionGuard } from './enforce.ts'

export default fp(
  async () => {
    registerSessionGuard(sessionGuard)
    registerDepositGuard(depositGuard)
  },
  { name: 'limits', dependencies: ['accounts', 'wallet'] },
)
