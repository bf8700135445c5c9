#!/usr/bin/env node
// `npm run dev`: the API with restart on change and the web app with Vite's hot reload.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { prefixLines } from './lib/processes.mjs'

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)))
const children = [
  ['api', ['--import', 'tsx', '--watch', 'src/server.ts'], 'apps/server'],
  ['web', ['server.mjs', '--dev'], 'apps/web'],
].map(([name, args, cwd]) => {
  const child = spawn(process.execPath, args, {
    cwd: path.join(root, cwd),
    // `npm run dev` is development: the outbox and the dev deposit are on unless turned off.
    env: { ...process.env, DEV_TOOLS: process.env.DEV_TOOLS ?? 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  prefixLines(child.stdout, `[${name}] `, process.stdout)
  prefixLines(child.stderr, `[${name}] `, process.stderr)
  return child
})
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
