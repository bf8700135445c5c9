// Platform test helpers: an app with a controllable clock, and a client that carries cookies and the
// CSRF header like the web app does.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/env.ts'
import { hashPassword } from '../../src/modules/accounts/crypto.ts'
import { users } from '../../src/db/schema/index.ts'
import { createTestDb, type TestDb } from '../helpers/test-db.ts'

const platformEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  FEED_ENABLED: 'false',
  BLOCKED_COUNTRIES: 'US,FR',
  PUBLIC_WEB_URL: 'http://web.test',
  DEV_TOOLS: 'true',
}
export const platformConfig = loadConfig(platformEnv)

/** A clock tests move by hand. */
export function testClock(start = new Date('2026-03-01T12:00:00Z')) {
  let t = start.getTime()
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms
    },
  }
}

export type TestApp = FastifyInstance & { testDb: TestDb; clock: ReturnType<typeof testClock> }

/** A platform app on a fresh database; `env` overrides the test configuration (e.g. DEPOSIT_REQUIRED_FIELDS). */
export async function buildPlatform(env: Record<string, string> = {}): Promise<TestApp> {
  const testDb = await createTestDb()
  const clock = testClock()
  const config = Object.keys(env).length === 0 ? platformConfig : loadConfig({ ...platformEnv, ...env })
  const app = await buildApp({ config, db: testDb.db, now: clock.now })
  afterAll(() => app.close())
  return Object.assign(app, { testDb, clock })
}

let ipSeq = 0
/** A distinct client address per client, so per-IP rate limits of one test don't leak into another. */
const nextIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`

/** A browser: keeps cookies between requests and echoes sb_csrf as X-CSRF-Token on writes. */
export class Client {
  cookies = new Map<string, string>()
  constructor(
    readonly app: FastifyInstance,
    readonly ip = nextIp(),
  ) {}

  async request(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const write = !['GET', 'HEAD', undefined].includes(opts.method as string)
    const csrf = this.cookies.get('sb_csrf')
    if (write && csrf && opts.csrf !== false) headers['x-csrf-token'] = csrf
    const res = await this.app.inject({ ...opts, headers, remoteAddress: this.ip })
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() < Date.now())
      if (expired || c.value === '') this.cookies.delete(c.name)
      else this.cookies.set(c.name, c.value)
    }
    return res
  }
  get(url: string) {
    return this.request({ method: 'GET', url })
  }
  post(url: string, payload?: object) {
    return this.request({ method: 'POST', url, payload: payload ?? {} })
  }
  put(url: string, payload?: object) {
    return this.request({ method: 'PUT', url, payload: payload ?? {} })
  }
  patch(url: string, payload?: object) {
    return this.request({ method: 'PATCH', url, payload: payload ?? {} })
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url })
  }
}

let hashed: Promise<string> | undefined
/** Inserts a confirmed player directly (password `secret-password`); returns its id. */
export async function insertPlayer(
  app: TestApp,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<number> {
  hashed ??= hashPassword('secret-password')
  const [row] = await app.testDb.db
    .insert(users)
    .values({
      email: `p${Math.random().toString(36).slice(2)}@example.test`,
      passwordHash: await hashed,
      currency: 'EUR',
      country: 'DE',
      firstName: 'Test',
      lastName: 'Player',
      termsAcceptedAt: app.clock.now(),
      confirmedAt: app.clock.now(),
      ...fields,
    })
    .returning({ id: users.id })
  return row!.id
}

export const signUpBody = (over: Record<string, unknown> = {}) => ({
  user: {
    email: `new${Math.random().toString(36).slice(2)}@example.test`,
    password: 'correct horse battery',
    currency: 'EUR',
    country: 'DE',
    terms_accepted: true,
    ...over,
  },
})

export async function outbox(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox.json' })
  return res.json<{ data: { to: string; subject: string; body: string; links: string[] }[] }>().data
}

/** The token of the newest message to `to` whose link carries `param`. */
export async function tokenIn(app: FastifyInstance, to: string, param: string) {
  const m = (await outbox(app)).find((x) => x.to === to && x.links.some((l) => l.includes(param)))
  return m ? new URL(m.links[0]!).searchParams.get(param)! : null
}

/** Signs up and confirms through the emailed link; the client is then signed in. */
export async function signedUp(app: FastifyInstance, c: Client, over: Record<string, unknown> = {}) {
  const body = signUpBody(over)
  const res = await c.post('/api/platform/users', body)
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`)
  const token = await tokenIn(app, body.user.email as string, 'confirmation_token')
  const confirmed = await c.get(`/api/platform/users/confirmation?confirmation_token=${token}`)
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`)
  return body.user as { email: string; password: string }
}
