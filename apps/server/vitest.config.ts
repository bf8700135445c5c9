import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { isolationProjects } from '../../scripts/lib/vitest-isolation.mjs'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  test: {
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each test file clones its own database from the migrated template (test/helpers), so files never
    // share rows; most share one module graph per worker (scripts/lib/vitest-isolation.mjs).
    projects: isolationProjects(root, ['src', 'test']),
  },
})
