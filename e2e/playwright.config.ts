import { defineConfig, devices } from '@playwright/test'

/**
 * Ports of the e2e stack: apart from `npm start`'s 3000/4000 so both can run at once. E2E_PORT_OFFSET
 * moves all three, so two e2e runs on one machine don't collide.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
export const WEB_PORT = 3310 + offset
export const API_PORT = 4310 + offset
const PG_PORT = 5710 + offset
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    // Recording a trace costs every test CPU (a screencast of pages whose prices tick, DOM snapshots per
    // action) on a 2-core runner; a failing test is run again on CI (retries: 1) and that run is traced.
    trace: 'on-first-retry',
    // A returning visitor who already answered the cookie banner; consent.spec.ts starts without it.
    storageState: {
      cookies: [
        {
          name: 'cookie_consent',
          value: 'necessary',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    screenshot: 'only-on-failure',
    // The app's service worker (ADR 042) would precache every asset in each test's fresh context and
    // answer navigations before page.route sees them: only tests/offline.spec.ts, which is about it, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    {
      name: 'mobile',
      // What the viewport does not change runs once, at 1280 px: the realtime transport under a restart and
      // live updates, response headers and bodies, error reports, the embed SDK's messages, image proxying,
      // the breakpoints (that spec sets its own widths, 719-780 px, whatever the project's viewport), and
      // the long journeys whose screens are the same components at every width (brand stacks, match
      // centre, outrights, chat and vote, notifications, bonuses, hunting, jackpots, safer gambling's
      // slip column, a provider going offline, issue #30's bettor features: edit bet, named multiples,
      // statements, auto cash-out firing, early payout), the menus (that spec sets 1280 and 390 px itself) and the
      // installable app offline (the service worker and the kept bets are the same at every width), the
      // language switch's links and the saved language (where the switch sits on a phone is the menus
      // spec's), and favourites with the odds format setting (the same dialog and store at every width);
      // keeps CI inside its 30 minutes on 2 cores.
      testIgnore:
        /(restart|live|security|error-reporting|embed|images|breakpoints|brand|menus|match-centre|match-social|outrights|notifications|bonuses|hunting|jackpots|safer-gambling|providers|auto-cashout|bettor-features|bettor-live|offline|language|favourites-settings)\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node run-stack.mjs',
    url: `http://127.0.0.1:${WEB_PORT}/sports`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      WEB_PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      PG_PORT: String(PG_PORT),
      FEED_SPEED: '20',
      FEED_SEED: '7',
      LOG_LEVEL: 'warn',
      // Browser errors go to the reference backend's development envelope endpoint, through the web proxy.
      // The playground on another host name may frame the sportsbook but is not a trusted host: its
      // messages must be dropped (embed.spec.ts). npm start trusts the playground on 127.0.0.1 only.
      PUBLIC_FRAME_ANCESTORS: `http://localhost:${API_PORT}`,
      // A trusted host on another site (embed.spec.ts: third-party storage blocked, the frame's height).
      PUBLIC_EMBED_ORIGINS: `http://127.0.0.1:${API_PORT},http://operator.localhost:${API_PORT}`,
      PUBLIC_SENTRY_DSN: `http://dev@127.0.0.1:${WEB_PORT}/api/dev/errors/1`,
    },
  },
})
