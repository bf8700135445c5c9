// Lint config: correctness rules plus the architecture boundaries of docs/architecture.md.
// Each boundary is a no-restricted-imports entry whose message says why it exists.
import fs from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import local from './eslint-rules/index.js'

const NODE_BUILTINS = [
  'node:*',
  'fs',
  'path',
  'os',
  'crypto',
  'http',
  'https',
  'net',
  'child_process',
  'process',
]

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

const CONTRACT_BOUNDARIES = [
  {
    group: ['@sportsbook/web', '@sportsbook/server', '**/apps/**'],
    message:
      'packages/contract describes the wire only: it may import @sportsbook/domain and zod, never an app.',
  },
  {
    group: ['react', 'react-*', 'fastify', 'pg', ...NODE_BUILTINS],
    message:
      'packages/contract holds schemas, not runtime code: no React, Node built-ins or server libraries.',
  },
]

const webShared = [
  {
    group: ['@sportsbook/server', '@sportsbook/server/*', '**/apps/server/**'],
    message:
      'apps/web must not import apps/server (not even types): share wire shapes through @sportsbook/contract.',
  },
  {
    group: [
      '**/packages/domain/src/**',
      '@sportsbook/domain/*',
      '**/packages/contract/src/**',
      '@sportsbook/contract/*',
    ],
    message:
      'Import packages through their public entry (@sportsbook/domain, @sportsbook/contract), not their files.',
  },
]

/** Deepest folder level inside a feature the relative-import rule below is generated for. */
const FEATURE_DEPTH = 5

/**
 * A relative import that climbs out of feature `name` into a sibling: at `depth` folders below the
 * feature's root, `depth + 1` times `../` reaches features/, `depth + 2` times reaches src/.
 */
const siblingFeature = (name, depth) => ({
  regex: `^(\\.\\./){${depth + 1}}(?!${name}(/|$))[^./]|^(\\.\\./){${depth + 2}}features(/(?!${name}(/|$))|$)`,
  message: `features/${name} must not import another feature, not even by a relative path: compose features in routes/ so each area stays independent.`,
})

/** features never import each other: routes compose them (bulletproof-react). */
function featureBoundaries() {
  const dir = 'apps/web/src/features'
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap(({ name }) =>
      Array.from({ length: FEATURE_DEPTH + 1 }, (_, depth) => ({
        files: [`${dir}/${name}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        rules: restrict([
          ...webShared,
          {
            group: ['~/features/*', `!~/features/${name}`, `!~/features/${name}/**`],
            message: `features/${name} must not import another feature: compose features in routes/ so each area stays independent.`,
          },
          siblingFeature(name, depth),
          {
            group: ['~/routes/*', '~/routes/**'],
            message: 'features must not import routes: routes compose features, never the other way round.',
          },
          WIDGETS_FROM_BELOW,
        ]),
      })),
    )
}

/** widgets/ composes features the way routes/ do (the brand's registry of widget kinds). */
const WIDGETS_FROM_BELOW = {
  group: ['~/widgets', '~/widgets/**'],
  message:
    'widgets/ is a composition layer like routes/ (the brand registry renders features by kind): features and the shared layers must not import it, or a feature would depend on every other one. Shared test data lives in ~/testing.',
}

/** The shared web layers sit below every feature: an import back up would tie them to one area. */
const sharedLayers = {
  files: ['apps/web/src/{components,lib,hooks}/**/*.{ts,tsx}'],
  rules: restrict([
    ...webShared,
    {
      group: ['~/features', '~/features/**'],
      message:
        'components/, lib/ and hooks/ are shared by every feature and must not import features/: it would make a cycle and tie every page to one area. Move what both need into lib/ or components/, or compose in routes/.',
    },
    {
      regex: '^(\\.\\.?/)+(.*/)?features(/|$)',
      message:
        'components/, lib/ and hooks/ must not import features/ by a relative path either: they are shared by every feature, so an import back up makes a cycle.',
    },
    WIDGETS_FROM_BELOW,
  ]),
}

/**
 * lib/ and hooks/ hold the app's state and logic beneath the UI kit: components/ renders them, never
 * the other way round (issue #28: stores that lived in components/ were imported by 40 files of
 * every layer). Tests may render a component to drive what they test.
 */
const logicLayers = {
  files: ['apps/web/src/{lib,hooks}/**/*.{ts,tsx}'],
  ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
  rules: restrict([
    ...sharedLayers.rules['no-restricted-imports'][1].patterns,
    {
      group: ['~/components', '~/components/**'],
      message:
        'lib/ and hooks/ sit beneath components/: a store, hook or rule there must not import the UI kit, or the kit and the logic it renders would depend on each other. Move the shared piece into lib/ (as lib/modal/modal-store.ts and lib/toasts/toast-store.ts were).',
    },
    {
      regex: '^(\\.\\.?/)+(.*/)?components(/|$)',
      message: 'lib/ and hooks/ must not import components/ by a relative path either (see the rule above).',
    },
  ]),
}

/** config/ (paths, locales, public env) is the bottom of the web app: everything reads it. */
const configLayer = {
  files: ['apps/web/src/config/**/*.{ts,tsx}'],
  rules: restrict([
    ...webShared,
    {
      group: ['~/features/**', '~/components/**', '~/hooks/**', '~/lib/**', '~/widgets/**', '~/routes/**'],
      message:
        'config/ is the bottom layer of apps/web (paths, locales, public env): every other layer reads it, so it imports none of them, or a change in one would ripple into all.',
    },
  ]),
}

/** The embed SDK runs in an operator's page, not in ours. */
const embedSdk = {
  files: ['packages/embed-sdk/src/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: restrict([
    {
      group: [
        '@sportsbook/web',
        '@sportsbook/server',
        '@sportsbook/domain',
        '**/apps/**',
        'react',
        'react-*',
        ...NODE_BUILTINS,
      ],
      message:
        "packages/embed-sdk runs in an operator's page: it may use the wire protocol (@sportsbook/contract) only; no app, no React, no Node built-in, so it stays a small script any host can load.",
    },
    {
      group: ['**/packages/contract/src/**', '@sportsbook/contract/*'],
      message: 'Import packages through their public entry (@sportsbook/contract), not their files.',
    },
  ]),
}

/** Web Storage only through apps/web/src/lib/safe-storage.ts (issue #27). */
const STORAGE_MESSAGE =
  'Use ~/lib/safe-storage.ts (readItem / writeItem / removeItem, browserStorage): embedded in a host of another site the browser refuses storage, and even reading window.sessionStorage throws SecurityError; that module falls back to memory so the page never crashes.'
const webStorage = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  // Tests may look at what the browser stored.
  ignores: ['apps/web/src/lib/safe-storage.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
  rules: {
    'no-restricted-globals': [
      'error',
      { name: 'localStorage', message: STORAGE_MESSAGE },
      { name: 'sessionStorage', message: STORAGE_MESSAGE },
    ],
    'no-restricted-properties': [
      'error',
      { property: 'localStorage', message: STORAGE_MESSAGE },
      { property: 'sessionStorage', message: STORAGE_MESSAGE },
    ],
  },
}

/** Routes call their module's service (`app.<module>`), never the database (issue #28). */
const ROUTE_DB_MESSAGE =
  "A route must not touch the database (app.db): call the module's service (app.<module>, decorated by its plugin as favourites/plugin.ts does). SQL stays behind the service and its repository, so a handler stays auth → validate → service and one unit of work (a transaction) can span the service's calls."
const routeNoDb = {
  files: ['apps/server/src/modules/*/routes.ts', 'apps/server/src/modules/*/routes/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "MemberExpression[object.name='app'][property.name='db']", message: ROUTE_DB_MESSAGE },
      // app.<decorator>.db: a service's deps are not a back door to the database either.
      {
        selector:
          "MemberExpression[object.type='MemberExpression'][object.object.name='app'][property.name='db']",
        message: ROUTE_DB_MESSAGE,
      },
      // const { db } = app
      {
        selector: "VariableDeclarator[init.name='app'] > ObjectPattern > Property[key.name='db']",
        message: ROUTE_DB_MESSAGE,
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '**/.react-router/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: restrict([
      {
        group: ['@sportsbook/*', '**/apps/**', '**/packages/contract/**'],
        message: 'packages/domain imports nothing of ours: it is the bottom layer that web and server share.',
      },
      {
        group: ['react', 'react-*', 'zod', 'fastify', 'pg', ...NODE_BUILTINS],
        message:
          'packages/domain must stay pure: no React, no I/O libraries, no Node built-ins (pass time and ids in).',
      },
    ]),
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: restrict(CONTRACT_BOUNDARIES),
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/zod.ts'],
    rules: restrict([
      ...CONTRACT_BOUNDARIES,
      {
        group: ['zod', 'zod/*'],
        message:
          "packages/contract takes z from src/zod.ts: it configures zod before any schema is built (no eval probe under the browser's CSP).",
      },
    ]),
  },
  {
    files: ['packages/conformance/**/*.{ts,mjs}'],
    rules: restrict([
      {
        group: [
          '@sportsbook/web',
          '@sportsbook/web/*',
          '@sportsbook/server',
          '@sportsbook/server/*',
          '**/apps/**',
        ],
        message:
          'packages/conformance checks any backend against the contract alone: importing an app would test the reference implementation against itself. Start the server as a process instead.',
      },
      {
        group: [
          '**/packages/domain/src/**',
          '@sportsbook/domain/*',
          '**/packages/contract/src/**',
          '@sportsbook/contract/*',
        ],
        message:
          'Import packages through their public entry (@sportsbook/domain, @sportsbook/contract), not their files.',
      },
    ]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict([
      {
        group: ['@sportsbook/web', '@sportsbook/web/*', '**/apps/web/**', 'react', 'react-dom'],
        message:
          'apps/server must not import apps/web or React: share wire shapes through @sportsbook/contract.',
      },
      {
        group: [
          '**/packages/domain/src/**',
          '@sportsbook/domain/*',
          '**/packages/contract/src/**',
          '@sportsbook/contract/*',
        ],
        message:
          'Import packages through their public entry (@sportsbook/domain, @sportsbook/contract), not their files.',
      },
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...restrict(webShared),
    },
  },
  sharedLayers,
  logicLayers,
  configLayer,
  embedSdk,
  webStorage,
  routeNoDb,
  ...featureBoundaries(),
  {
    // Whole repo: 0 import cycles (eslint-rules/no-import-cycle.js says why in its message).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    // Server shape: modules meet through their index; betting never imports feed; routes call their service;
    // in modules/ only repository files import drizzle-orm, pg or db/schema as values (SQL lives there).
    files: ['apps/server/src/**/*.ts'],
    plugins: { local },
    rules: { 'local/server-boundaries': 'error' },
  },
)
