// The processes browser-live.ts measures: the API (demo feed at FEED_SPEED 0.1, so nearly every change
// is the bench's) and the production web server. With `hubPort` (BENCH_HUB_PORT) the realtime hub
// runs in a process of its own (ROLES=realtime, ADR 038), the API publishing to it over HTTP and the
// web server proxying /connection/websocket to it, so the hub no longer shares an event loop with the
// feed's pricing; the bench then publishes to that process.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { apiProfile } from './hop-report.ts'
import { start, waitFor } from './processes.ts'

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)))
/** Both processes sign and check connection tokens with it when the hub is on its own. */
const TOKEN_SECRET = 'bench-token-secret-0123456789-0123456789'

export interface LiveStackOptions {
  apiPort: number
  webPort: number
  pgPort: number
  hubPort?: number
  apiKey: string
  dataDir: string
}

/** Starts the stack and resolves when every process answers; `hub` is where to publish. */
export async function startLiveStack(o: LiveStackOptions) {
  const api = `http://127.0.0.1:${o.apiPort}`
  const web = `http://127.0.0.1:${o.webPort}`
  const hub = o.hubPort ? `http://127.0.0.1:${o.hubPort}` : api
  const common = { REALTIME_API_KEY: o.apiKey, PUBLIC_WEB_URL: web, LOG_LEVEL: 'warn' }
  const split: Record<string, string> = o.hubPort
    ? {
        ROLES: 'api,feed,settlement',
        CENTRIFUGO_URL: hub,
        CENTRIFUGO_API_KEY: o.apiKey,
        REALTIME_TOKEN_SECRET: TOKEN_SECRET,
      }
    : {}
  const server = path.join(root, 'apps/server')
  const apiProc = start('api', [...apiProfile(), '--import', 'tsx', 'src/server.ts'], server, {
    ...common,
    ...split,
    API_PORT: String(o.apiPort),
    PG_PORT: String(o.pgPort),
    DATA_DIR: o.dataDir,
    FEED_SPEED: '0.1',
  })
  await waitFor(`${api}/health`)
  const hubProc = o.hubPort
    ? start('hub', ['--import', 'tsx', 'src/server.ts'], server, {
        ...common,
        ROLES: 'realtime',
        REALTIME_TOKEN_SECRET: TOKEN_SECRET,
        API_PORT: String(o.hubPort),
        DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${o.pgPort}/postgres`,
        DATA_DIR: o.dataDir,
      })
    : undefined
  if (o.hubPort) await waitFor(`${hub}/health`)
  const webProc = start('web', ['server.mjs'], path.join(root, 'apps/web'), {
    WEB_PORT: String(o.webPort),
    API_URL: api,
    ...(o.hubPort ? { REALTIME_URL: hub } : {}),
    NODE_ENV: 'production',
  })
  await waitFor(`${web}/sports`)
  return { api, web, hub, pids: { api: apiProc.pid, hub: hubProc?.pid, web: webProc.pid } }
}
