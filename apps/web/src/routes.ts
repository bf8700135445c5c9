import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes'

/** The product pages of spec §2, relative to /sports. `idPrefix` keeps ids unique for the locale copy. */
const pages = (idPrefix: string) => [
  index('routes/home.tsx', { id: `${idPrefix}home` }),
  route('live', 'routes/live.tsx', { id: `${idPrefix}live` }),
  route('schedule', 'routes/schedule.tsx', { id: `${idPrefix}schedule` }),
  route('cybersport', 'routes/cybersport.tsx', { id: `${idPrefix}cybersport` }),
  route('promotions', 'routes/promotions.tsx', { id: `${idPrefix}promotions` }),
  route('favorites', 'routes/favorites.tsx', { id: `${idPrefix}favorites` }),
  ...['sign-in', 'sign-up', 'password/new', 'password/edit', 'confirmation', 'unlock'].map((p) =>
    route(`users/${p}`, 'routes/auth-modal.tsx', { id: `${idPrefix}auth-${p.replace('/', '-')}` }),
  ),
  // White-label pages (spec §2); custom pages of the brand are answered by the :sport route.
  ...(
    [
      ['results', 'results'],
      ['general-rules', 'general-rules'],
      ['about', 'about'],
      ['racing', 'racing'],
      ['lotteries', 'lotteries'],
      ['premium-cricket', 'premium-cricket'],
      ['virtual-gaming-arena', 'virtual-gaming-arena'],
      ['init-sportsbook', 'init-sportsbook'],
    ] as const
  ).map(([path, file]) => route(path, `routes/${file}.tsx`, { id: `${idPrefix}${file}` })),
  route('404', 'routes/not-found.tsx', { id: `${idPrefix}not-found` }),
  route('500', 'routes/server-error.tsx', { id: `${idPrefix}server-error` }),
  route('blocked', 'routes/blocked.tsx', { id: `${idPrefix}blocked` }),
  route('locked', 'routes/locked.tsx', { id: `${idPrefix}locked` }),
  route('limits', 'routes/limits.tsx', { id: `${idPrefix}limits` }),
  route('statements', 'routes/statements.tsx', { id: `${idPrefix}statements` }),
  // Development only (issue #33): the scenario simulator; its own chunk, linked from no public page.
  route('dev/scenarios', 'routes/dev-scenarios.tsx', { id: `${idPrefix}dev-scenarios` }),
  // Development only (issue #33.5): every widget kind once.
  route('dev/widgets', 'routes/dev-widgets.tsx', { id: `${idPrefix}dev-widgets` }),
  route(':sport', 'routes/sport.tsx', { id: `${idPrefix}sport` }),
  route(':sport/:slug', 'routes/sport-slug.tsx', { id: `${idPrefix}sport-slug` }),
]

export default [
  index('routes/root-redirect.tsx'),
  // A locale's messages as a script of their own, cached for a year (lib/i18n-messages.ts).
  route('i18n/:file', 'routes/messages-script.ts'),
  // The installable app (issue #31, ADR 042): this host's brand's manifest and icons.
  route('manifest.webmanifest', 'routes/web-manifest.ts'),
  route('app-icon/:file', 'routes/app-icon.ts'),
  ...prefix('sports', pages('')),
  // Non-default locales carry a segment before /sports; the layout validates it (404 / alias redirect).
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/root-redirect.tsx', { id: 'locale-root-redirect' }),
    ...prefix('sports', pages('locale-')),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
] satisfies RouteConfig
