// Providers as a decorator (`app.providers`), publishing on the realtime tier's public channels; the
// development switch is registered only in dev mode (DEV_TOOLS=true, refused with NODE_ENV=production).
import fp from 'fastify-plugin'
import { publicChannel } from '@sportsbook/contract'
import { createProvidersService, type ProvidersService } from './service.ts'
import devRoutes from './routes.ts'

export interface ProvidersOptions {
  /** Locales of the public channels `provider_status_changed` goes to. */
  locales: readonly string[]
}

declare module 'fastify' {
  interface FastifyInstance {
    providers: ProvidersService
  }
}

export default fp<ProvidersOptions>(
  async (app, opts) => {
    app.decorate(
      'providers',
      createProvidersService(app.db, {
        async publish(event) {
          const sent = opts.locales.map((locale) =>
            app.realtime.publisher.publish(publicChannel(locale), event, { tags: { event: event.type } }),
          )
          for (const r of await Promise.allSettled(sent))
            if (r.status === 'rejected') app.log.warn({ err: r.reason }, `${event.type} publish failed`)
        },
        // Listings and match pages carry `bettable`: the next read must see the new status.
        onChanged: () => app.catalogCache.cache?.invalidate(),
        // Read at each request: server.ts sets app.feed after the app is built.
        feed: () => app.feed,
      }),
    )
    if (app.devMode) await app.register(devRoutes)
  },
  { name: 'providers', dependencies: ['deps', 'accounts', 'realtime-tier', 'catalog-cache'] },
)
