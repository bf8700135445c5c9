// The realtime tier: the embedded Centrifuge-protocol server and the publisher the app uses
// (in-process, or Centrifugo's HTTP API when CENTRIFUGO_URL is set).
import fp from 'fastify-plugin'
import type { Config } from '../../config/env.ts'
import { ephemeralSecrets } from '../../config/secrets.ts'
import { realtimePlugin } from './plugin.ts'

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const fallback = ephemeralSecrets()
    await app.register(realtimePlugin, {
      tokenSecret: config.realtime.tokenSecret ?? fallback.realtimeTokenSecret,
      apiKey: config.realtime.apiKey ?? fallback.realtimeApiKey,
      centrifugo: config.realtime.centrifugo,
      // The signed-in player's id names their private channels (accounts plugin, session cookie).
      getUserId: async (req) => (await app.playerOf(req))?.id.toString() ?? null,
    })
  },
  { name: 'realtime-tier' },
)
