#!/usr/bin/env node
// npm run scenario [name] [match_id] [--wait]: plays a scenario of the scenario simulator (issue #33,
// docs/scenarios.md) on a running stack started with DEV_TOOLS=true (npm start sets it). Without a
// name it lists the library. The API origin is SCENARIO_API (default http://127.0.0.1:4000).
const api = (process.env.SCENARIO_API ?? 'http://127.0.0.1:4000').replace(/\/$/, '')
const args = process.argv.slice(2)
const wait = args.includes('--wait')
const [name, matchId] = args.filter((a) => a !== '--wait')

async function call(path, init) {
  let res
  try {
    res = await fetch(`${api}${path}`, init)
  } catch (err) {
    console.error(`No stack answers at ${api} (${err.cause?.code ?? err.message}): start one with npm start.`)
    process.exit(1)
  }
  const body = await res.json().catch(() => ({}))
  if (!res.ok) {
    const hint = res.status === 404 && !name ? ' (is DEV_TOOLS=true?)' : ''
    console.error(`${res.status}: ${body.error?.message ?? JSON.stringify(body)}${hint}`)
    process.exit(1)
  }
  return body
}

if (!name) {
  const { data } = await call('/api/dev/scenarios')
  for (const s of data) console.log(`${s.name.padEnd(28)} ${s.description}`)
  console.log('\nnpm run scenario <name> [match_id] [--wait]')
} else {
  const body = { ...(matchId && { match_id: Number(matchId) }), ...(wait && { wait: true }) }
  const run = await call(`/api/dev/scenarios/${encodeURIComponent(name)}/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const rest = run.done ? 'done' : `the last step in ${(run.ends_in_ms / 1000).toFixed(0)} s`
  console.log(`${run.name} on match ${run.match_ids.join(', ')}: ${rest}`)
}
