// Registers the limit checks other modules run: a self-excluded or cooling-off player cannot open a
// session (accounts), and deposits pass the deposit limits (wallet). Placement calls checkStakeLimits.
// Routes ask `app.limits`; the repository stays inside this module.
import fp from 'fastify-plugin'
import { registerSessionGuard } from '../accounts/index.ts'
import { registerDepositGuard } from '../wallet/index.ts'
import { depositGuard, sessionGuard } from './enforce.ts'
import { createLimitsService, type LimitsService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    limits: LimitsService
  }
}

export default fp(
  async (app) => {
    registerSessionGuard(sessionGuard)
    registerDepositGuard(depositGuard)
    app.decorate(
      'limits',
      createLimitsService(app.db, () => app.now(), {
        sender: app.sender,
        webUrl: app.platformConfig.publicWebUrl,
      }),
    )
  },
  { name: 'limits', dependencies: ['deps', 'accounts', 'wallet'] },
)
