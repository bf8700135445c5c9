// Decorates `app.notifications` (the service of the routes) and, while the app runs, LISTENs for
// committed notification changes to publish them on players' private channels (push.ts).
import fp from 'fastify-plugin'
import { startPush } from './push.ts'
import { createNotificationsService, type NotificationsService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService
  }
}

export default fp<{ push?: boolean }>(
  async (app, { push: relay = true }) => {
    app.decorate(
      'notifications',
      createNotificationsService(app.db, () => app.now()),
    )
    // One relay per deployment (the realtime role): each process relaying would push every change N times.
    if (!relay) return
    const push = startPush(app.db, app.realtime.publisher, app.log)
    app.addHook('onReady', () => push.ready)
    app.addHook('onClose', () => push.stop())
  },
  { name: 'notifications', dependencies: ['deps', 'accounts', 'realtime-tier'] },
)
