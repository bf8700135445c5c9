// Wiring only: external plugins (errors, security headers, zod, swagger) → app plugins (decorators) → routes.
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config/env.ts'
import type { Db } from './db/client.ts'
import type { Feed } from './modules/feed/index.ts'
import { accountsPlugin as accounts } from './modules/accounts/index.ts'
import deps from './plugins/app/deps.ts'
import roleGate from './plugins/app/role-gate.ts'
import { realtimeTier as realtime } from './modules/realtime/index.ts'
import { catalogPlugin as catalog } from './modules/catalog/index.ts'
import errors, { frameworkErrors } from './plugins/external/errors.ts'
import securityHeaders from './plugins/external/security-headers.ts'
import swagger from './plugins/external/swagger.ts'
import { registerRoutes } from './routes/register-routes.ts'
import { walletPlugin as wallet } from './modules/wallet/index.ts'
import { bettingPlugin as betting, type BettingOptions } from './modules/betting/index.ts'
import { embedPlaygroundPlugin as embedPlayground } from './modules/embed-playground/index.ts'
import { catalogCachePlugin as catalogCache } from './modules/catalog-cache/index.ts'
import { errorReportsPlugin as errorReports } from './modules/error-reports/index.ts'
import { monitoringPlugin as monitoring } from './modules/monitoring/index.ts'
import { imagesPlugin as images } from './modules/images/index.ts'
import { paymentWidgetPlugin as paymentWidget } from './modules/payment-widget/index.ts'
import { arenaStandInPlugin as arenaStandIn } from './modules/arena-stand-in/index.ts'
import { brandsPlugin as brands } from './modules/brands/index.ts'
import { matchStatsPlugin as matchStats } from './modules/match-stats/index.ts'
import { notificationsPlugin as notifications } from './modules/notifications/index.ts'
import { limitsPlugin as limits } from './modules/limits/index.ts'
import { bonusPointsPlugin as bonusPoints } from './modules/bonus-points/index.ts'
import { bonusesPlugin as bonuses } from './modules/bonuses/index.ts'
import { favouritesPlugin as favourites } from './modules/favourites/index.ts'
import { statementsPlugin as statements } from './modules/statements/index.ts'
import { jackpotsPlugin as jackpots } from './modules/jackpots/index.ts'
import { lootboxesPlugin as lootboxes } from './modules/lootboxes/index.ts'
import { matchSocialPlugin as matchSocial } from './modules/match-social/index.ts'
import { priceHistoryPlugin as priceHistory } from './modules/price-history/index.ts'
import { outboxPlugin as outbox } from './modules/outbox/index.ts'
import { providersPlugin as providers } from './modules/providers/index.ts'
import { scenariosPlugin as scenarios } from './modules/scenarios/index.ts'
import { metricsPlugin as metrics } from './modules/metrics/index.ts'

export interface AppDeps {
  config: Config
  db: Db
  feed?: Feed | null
  /** Clock of sessions, tokens and the wallet; tests pass one they control. */
  now?: () => Date
  /** Betting options (live bet delay); tests shorten the delay. */
  betting?: BettingOptions
}

/** Bodies above this are refused with 413: the API takes small JSON documents only. */
export const BODY_LIMIT_BYTES = 256 * 1024

export async function buildApp({
  config,
  db,
  feed = null,
  now = () => new Date(),
  betting: bettingOptions = {},
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.nodeEnv === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty' } }
        : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // One line per request drowns `npm start`'s console; ask for them with LOG_LEVEL=debug.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    frameworkErrors,
    // Upstream proxies (the web app's /api/* proxy) may add a trailing slash; treat both alike.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Only behind a proxy that sets X-Forwarded-For; otherwise clients could pick their own address.
    trustProxy: config.platform.trustProxy,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(monitoring, { dsn: config.sentryDsn, environment: config.nodeEnv })
  await app.register(errors)
  await app.register(securityHeaders, { hstsMaxAge: config.hstsMaxAge })
  await app.register(swagger)
  await app.register(deps, { db, feed })
  await app.register(roleGate, { roles: config.roles })
  await app.register(metrics, { token: config.metricsToken, production: config.nodeEnv === 'production' })
  await app.register(outbox)
  await app.register(catalog)
  await app.register(accounts, { config, now })
  await app.register(realtime, { config })
  await app.register(wallet, { now })
  await app.register(notifications, { push: config.roles.has('realtime') })
  await app.register(limits)
  await app.register(betting, { publicWebUrl: config.platform.publicWebUrl, ...bettingOptions })
  await app.register(favourites)
  await app.register(statements)
  await app.register(catalogCache)
  await app.register(providers, { locales: config.realtime.locales })
  await app.register(scenarios)
  await app.register(matchStats)
  await app.register(matchSocial, { config })
  await app.register(priceHistory)
  await app.register(images, { sourceOrigins: config.images.sourceOrigins })
  await registerRoutes(app)
  await app.register(embedPlayground, { publicWebUrl: config.platform.publicWebUrl })
  await app.register(errorReports)
  await app.register(paymentWidget)
  await app.register(arenaStandIn)
  await app.register(brands, { ...config.brands, prefix: '/api/sportsbook' })
  await app.register(bonuses)
  await app.register(lootboxes)
  await app.register(bonusPoints, { locales: config.realtime.locales })
  await app.register(jackpots, { locales: config.realtime.locales })
  return app
}
