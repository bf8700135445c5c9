#!/usr/bin/env node
// `npx @sportsbook/conformance --platform URL --sportsbook URL [--player email:password]`
// The kit is TypeScript that imports the contract's schemas as source: tsx loads it, no build step.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../src/cli.ts')
process.exitCode = await main(process.argv.slice(2))
