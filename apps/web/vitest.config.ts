import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { isolationProjects } from '../../scripts/lib/vitest-isolation.mjs'
import { appIdentity } from './app-identity.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

// Unit tests render components in happy-dom; the React Router plugin is left out on purpose
// (it needs a full app build) so the run stays fast.
export default defineConfig({
  define: appIdentity,
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'happy-dom',
    // Most files share one module graph per worker (happy-dom, the setup file and React load once, not
    // once per file); files that mock modules or say `// vitest: isolate` run in a fresh one
    // (scripts/lib/vitest-isolation.mjs).
    projects: isolationProjects(root, ['src']),
    setupFiles: ['src/testing/setup.ts'],
    // No test reaches a server (src/testing/network-guard.ts); happy-dom's own loads are off too:
    // an iframe widget's page, a stylesheet, a script are never fetched.
    environmentOptions: {
      happyDOM: {
        settings: {
          disableIframePageLoading: true,
          disableCSSFileLoading: true,
          disableJavaScriptFileLoading: true,
        },
      },
    },
  },
})
