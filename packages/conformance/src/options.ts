// Command line → options. Usage text lives here too, next to the flags it describes.
import { parseArgs } from 'node:util'

export interface Options {
  platform: string
  sportsbook: string
  /** WebSocket URL of the realtime server (Centrifugo protocol). */
  realtime: string
  player?: { login: string; password: string }
  /** A session cookie header (`name=value; …`) of a signed-in test player: the operator's token. */
  cookie?: string
  /** Pointed at the reference backend: sign up a fresh player through its dev helpers, run scenarios. */
  reference: boolean
  /** Locale of the catalog reads and realtime channels. */
  locale: string
  json: boolean
  /** A file the JSON report is written to as well. */
  report?: string
  /** Per check. */
  timeoutMs: number
}

export const USAGE = `Usage: conformance (--base URL | --platform URL --sportsbook URL) [options]

  --base URL         origin serving /api/platform and /api/sportsbook (sets both)
  --platform URL     Platform API base, e.g. http://127.0.0.1:4000/api/platform
  --sportsbook URL   Sportsbook API base, e.g. http://127.0.0.1:4000/api/sportsbook
  --realtime URL     realtime WebSocket (default: ws(s)://<sportsbook host>/connection/websocket)
  --player E:P       a player's login and password; enables the signed-in checks.
                     Places ONE real bet (the smallest stake) on that backend.
  --cookie C         instead of --player: the Cookie header of a signed-in test
                     player's session (e.g. "sb_session=…; sb_csrf=…")
  --reference        the APIs are the reference backend (NODE_ENV≠production): sign up
                     a fresh player, confirm and fund it, play scenarios through its
                     /api/dev helpers (never use against an operator's API)
  --report FILE      also write the JSON report (one row per call and check) to FILE
  --locale L         locale of catalog reads and channels (default en)
  --timeout MS       time limit per check (default 10000)
  --json             print the rows as JSON instead of a table

Exit code: 0 when no check failed, 1 when one did, 2 for bad arguments.`

export class UsageError extends Error {}

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      platform: { type: 'string' },
      sportsbook: { type: 'string' },
      realtime: { type: 'string' },
      player: { type: 'string' },
      base: { type: 'string' },
      cookie: { type: 'string' },
      reference: { type: 'boolean', default: false },
      report: { type: 'string' },
      locale: { type: 'string', default: 'en' },
      timeout: { type: 'string', default: '10000' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
  })
  const base = values.base === undefined ? undefined : httpUrl(values.base, '--base')
  const platform = httpUrl(values.platform ?? (base && `${base}/api/platform`), '--platform')
  const sportsbook = httpUrl(values.sportsbook ?? (base && `${base}/api/sportsbook`), '--sportsbook')
  if ([values.player, values.cookie, values.reference || undefined].filter(Boolean).length > 1)
    throw new UsageError('give one of --player, --cookie and --reference')
  const timeoutMs = Number(values.timeout)
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
    throw new UsageError('--timeout takes milliseconds (≥ 100)')
  return {
    platform,
    sportsbook,
    realtime: values.realtime ?? defaultRealtimeUrl(sportsbook),
    player: values.player === undefined ? undefined : credentials(values.player),
    cookie: values.cookie,
    reference: values.reference,
    report: values.report,
    locale: values.locale,
    json: values.json,
    timeoutMs,
  }
}

function httpUrl(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`${flag} is required`)
  if (!/^https?:\/\//.test(value) || !URL.canParse(value))
    throw new UsageError(`${flag} must be an http(s) URL`)
  return value.replace(/\/$/, '')
}

function credentials(value: string): { login: string; password: string } {
  const colon = value.indexOf(':')
  if (colon <= 0 || colon === value.length - 1) throw new UsageError('--player takes email:password')
  return { login: value.slice(0, colon), password: value.slice(colon + 1) }
}

/** The reference backend serves the WebSocket on the API host at /connection/websocket. */
export function defaultRealtimeUrl(sportsbook: string): string {
  const u = new URL(sportsbook)
  return `${u.protocol === 'https:' ? 'wss' : 'ws'}://${u.host}/connection/websocket`
}
