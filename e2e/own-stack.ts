// An API and web server of a spec's own, beside the shared e2e stack (playwright.config.ts), for what
// that stack cannot do: stop and start the backend under an open page, or run with other settings.
// Each spec takes its own port slot; E2E_PORT_OFFSET moves them all, like the shared stack's.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 300))) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
  }
  throw new Error(`${url} did not come up`)
}

const stop = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

interface Options {
  /** Port slot: API 4300 + slot, web 3300 + slot, PostgreSQL 5700 + slot (the shared stack has 10). */
  slot: number
  /** Names the temporary data directory. */
  name: string
  apiEnv?: Record<string, string>
  /** The web server's settings, which may name the stack's own API (e.g. as the platform origin). */
  webEnv?: (urls: { api: string; web: string }) => Record<string, string>
}

export class OwnStack {
  readonly api: string
  readonly web: string
  private readonly ports
  private dataDir = ''
  private apiChild: ChildProcess | undefined
  private webChild: ChildProcess | undefined

  constructor(private readonly options: Options) {
    const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) + options.slot
    this.ports = { api: 4300 + offset, web: 3300 + offset, pg: 5700 + offset }
    this.api = `http://127.0.0.1:${this.ports.api}`
    this.web = `http://127.0.0.1:${this.ports.web}`
  }

  /** A fresh database, the API (demo feed at 20×), then the web server, each answering. */
  async start(): Promise<void> {
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sportsbook-e2e-${this.options.name}-`))
    fs.chmodSync(this.dataDir, 0o777)
    await this.startApi()
    this.webChild = spawn(process.execPath, ['server.mjs'], {
      cwd: path.join(root, 'apps/web'),
      env: {
        ...process.env,
        WEB_PORT: String(this.ports.web),
        API_URL: this.api,
        NODE_ENV: 'production',
        ...this.options.webEnv?.({ api: this.api, web: this.web }),
      },
      stdio: 'ignore',
    })
    await waitFor(`${this.web}/sports`)
  }

  /** Starts the API on the same data (again, after `stopApi`) and waits until it answers. */
  async startApi(): Promise<void> {
    this.apiChild = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(root, 'apps/server'),
      env: {
        ...process.env,
        API_PORT: String(this.ports.api),
        PG_PORT: String(this.ports.pg),
        DATA_DIR: this.dataDir,
        FEED_SPEED: '20',
        FEED_SEED: '7',
        PUBLIC_WEB_URL: this.web,
        LOG_LEVEL: 'warn',
        ...this.options.apiEnv,
      },
      stdio: 'ignore',
    })
    await waitFor(`${this.api}/health`)
  }

  stopApi = (): Promise<void> => stop(this.apiChild)

  async stop(): Promise<void> {
    await stop(this.webChild)
    await stop(this.apiChild)
    if (this.dataDir) fs.rmSync(this.dataDir, { recursive: true, force: true })
  }
}
