// Shared capabilities as decorators: the database and the (optional) demo feed.
import fp from 'fastify-plugin'
import type { Db } from '../../db/client.ts'
import type { Feed } from '../../modules/feed/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    /** Null when FEED_ENABLED=false or in tests that fill the catalog themselves. */
    feed: Feed | null
  }
}

export default fp<{ db: Db; feed: Feed | null }>(
  async (app, opts) => {
    app.decorate('db', opts.db)
    app.decorate('feed', opts.feed)
  },
  { name: 'deps' },
)
