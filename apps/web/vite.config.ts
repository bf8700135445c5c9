import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

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

export default defineConfig({
  plugins: [noIcuParserInBrowser(), tailwindcss(), reactRouter()],
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
        codeSplitting: {
          groups: [
            // Higher priority first: a module a group would drag in as a dependency stays in its own group.
            { name: 'domain', test: /packages[\\/]domain[\\/]/, priority: 3 },
            {
              // The contract's zod-free files: what a first load may import from it.
              name: 'contract-names',
              test: /contract[\\/]src[\\/](realtime[\\/]channels|rest[\\/]platform[\\/]money-convert|rest[\\/]market-group-keys|rest[\\/]images|rest[\\/]platform[\\/]csrf|payments[\\/]spi-constants)\.ts/,
              priority: 2,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
            { name: 'contract-schemas', test: /packages[\\/]contract[\\/]src[\\/]/ },
          ],
        },
      },
    },
  },
  ssr: { noExternal: ['@sportsbook/domain', '@sportsbook/contract'] },
})
