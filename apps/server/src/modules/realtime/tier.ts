// The realtime tier: the embedded Centrifuge-protocol server and the publisher the app uses
// (in-process, or Centrifugo's HTTP API when CENTRIFUGO_URL is set).
import fp from 'fastify-plugin'
import type { Config } from '../../config/env.ts'
import { ephemeralSecrets } from '../../config/secrets.ts'
import { realtimePlugin } from './plugin.ts'
import { KnownMatches, knownChannels } from './known-channels.ts'
import { IssuedSessions, revokeRealtimeOnSessionEnd } from './session-revocation.ts'
import { isSessionLive } from '../accounts/index.ts'

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const fallback = ephemeralSecrets()
    const issued = new IssuedSessions()
    const live = (user: string, sid: string) => isSessionLive(app.db, Number(user), sid, app.now())
    await app.register(realtimePlugin, {
      tokenSecret: config.realtime.tokenSecret ?? fallback.realtimeTokenSecret,
      apiKey: config.realtime.apiKey ?? fallback.realtimeApiKey,
      centrifugo: config.realtime.centrifugo,
      // The signed-in player's id names their private channels; the session id ends their tokens with it.
      getUserId: async (req) => {
        const p = await app.playerOf(req)
        if (!p) return null
        if (config.realtime.centrifugo) issued.add(p.id.toString(), p.sessionId)
        return { user: p.id.toString(), session: p.sessionId }
      },
      isSessionLive: live,
      // Channels of made-up matches or locales are refused (102), from match ids kept in memory.
      isKnownChannel: knownChannels(config.realtime.locales, new KnownMatches(() => app.catalog.matchIds())),
      // The per-address socket cap counts bettors, not the web server's proxy in front of them.
      trustProxy: config.platform.trustProxy,
      // Only the realtime role serves sockets and the HTTP API, and only without Centrifugo (ROLES).
      serveHub: config.roles.has('realtime') && !config.realtime.centrifugo,
    })
    revokeRealtimeOnSessionEnd(app, issued, live)
  },
  { name: 'realtime-tier' },
)
