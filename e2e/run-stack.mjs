#!/usr/bin/env node
// Runs the whole sportsbook for the end-to-end tests on its own ports with a fresh database,
// so a developer's running `npm start` is never touched, and removes the data afterwards.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-e2e-'))
fs.chmodSync(dataDir, 0o777)
const start = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url))
const child = spawn(process.execPath, [start], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
})
const forward = (signal) => () => child.kill(signal)
process.on('SIGINT', forward('SIGINT'))
process.on('SIGTERM', forward('SIGTERM'))
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
