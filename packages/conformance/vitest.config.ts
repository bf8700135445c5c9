import { defineConfig } from 'vitest/config'

// test/ starts the real reference backend (embedded PostgreSQL, demo feed): one process for the run.
export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
})
