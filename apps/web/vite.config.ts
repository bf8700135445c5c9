import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { appIdentity } from './app-identity.ts'

/**
 * The browser receives every message already parsed (root loader, lib/i18n.server.ts), so its build
 * takes the ICU parser's no-parser entry: the same AST types, no parser code. The server keeps the parser.
 */
function noIcuParserInBrowser(): Plugin {
  const parser = '@formatjs/icu-messageformat-parser'
  return {
    name: 'sportsbook:no-icu-parser-in-browser',
    enforce: 'pre',
    apply: 'build',
    async resolveId(id, importer, options) {
      if (id !== parser || options.ssr) return null
      return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true })
    },
  }
}

/**
 * react-router's package exports resolve to its development build under every condition (warnings
 * on, 36 KB gzip in every page's first load and its dev checks on every render); the browser build
 * takes the production build it also ships. Both entries are redirected, so they share one copy of
 * its internals. The server keeps the default (same version: hydration matches).
 */
function reactRouterProductionInBrowser(): Plugin {
  const builds: Record<string, string> = {
    'react-router': 'react-router/dist/production/index.mjs',
    'react-router/dom': 'react-router/dist/production/dom-export.mjs',
  }
  return {
    name: 'sportsbook:react-router-production-in-browser',
    enforce: 'pre',
    apply: 'build',
    async resolveId(id, importer, options) {
      const file = builds[id]
      if (!file || options.ssr) return null
      const pkg = await this.resolve('react-router/package.json', importer, { ...options, skipSelf: true })
      return pkg ? path.join(path.dirname(pkg.id), file.slice('react-router/'.length)) : null
    },
  }
}

/** Libraries in every page's first load (the entry and the root route import them). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|react-intl|@formatjs|intl-messageformat|@tanstack|tslib)[\\/]/

export default defineConfig({
  plugins: [noIcuParserInBrowser(), reactRouterProductionInBrowser(), tailwindcss(), reactRouter()],
  // The web app's name and version travel with every Platform API request (spec §7, lib/api-client.ts).
  define: appIdentity,
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The workspace packages ship TypeScript sources: bundle them into the server build.
  build: {
    // `SOURCEMAP=1 npm run build` to see what a chunk is made of (docs/performance.md).
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // The contract's zod schemas are loaded when the browser first validates (src/lib/lazy-contract.ts).
        // Without these groups the bundler puts them in the chunk of the few zod-free contract files a
        // page imports statically (channel names, money conversion, image proxy URLs), i.e. in every page's first load.
        // entriesAware groups are named after the pages that share them: keep file names short.
        chunkFileNames: (chunk) =>
          `assets/${chunk.name.startsWith('domain~') ? 'domain' : '[name]'}-[hash].js`,
        codeSplitting: {
          groups: [
            // Higher priority first: a module a group would drag in as a dependency stays in its own group.
            // The libraries every page runs (React, React Router, react-intl, TanStack Query): one file
            // that changes only with their versions.
            { name: 'framework', test: FRAMEWORK, priority: 7 },
            // The statement period rule (no imports), only for the Statements page: alone it is under
            // the merge threshold below and would ride in a domain chunk every listing loads.
            {
              name: 'statement-period',
              test: /packages[\\/]domain[\\/]src[\\/]statement[\\/]period\.ts$/,
              priority: 6.5,
            },
            // The domain rules, split by the set of pages that use them, so a page does not load rules
            // only the slip or My Bets need.
            {
              name: 'domain',
              test: /packages[\\/]domain[\\/]/,
              priority: 6,
              entriesAware: true,
              entriesAwareMergeThreshold: 2048,
            },
            {
              // The contract's zod-free files: what a first load may import from it.
              name: 'contract-names',
              test: /contract[\\/]src[\\/](realtime[\\/]channels|rest[\\/]platform[\\/]money-convert|rest[\\/]market-group-keys|rest[\\/]images|rest[\\/]platform[\\/]csrf|payments[\\/]spi-constants)\.ts/,
              priority: 5,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 4 },
            { name: 'contract-schemas', test: /packages[\\/]contract[\\/]src[\\/]/, priority: 3 },
            // The root route and the rest of what it imports statically: what every page loads, in one
            // file (was ~40 files of 0.1–2 KB; one file compresses better and is one request). Below the
            // schemas: its server-only loader imports some, and they must stay in their own lazy chunk.
            { name: 'shell', test: /apps[\\/]web[\\/]src[\\/]root\.tsx$/, priority: 2 },
            // The event listing every listing page renders (rows, odds buttons, live updates and the
            // realtime client they subscribe with), in one file.
            {
              name: 'listing',
              test: /apps[\\/]web[\\/]src[\\/](features[\\/]catalog[\\/](components[\\/](match-list|matches-section)\.tsx|hooks[\\/]use-listing-live\.ts)|lib[\\/]realtime[\\/]browser-client\.ts)$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  ssr: { noExternal: ['@sportsbook/domain', '@sportsbook/contract'] },
})
