// The `conformance` command: parse flags, run every check, print the table (or JSON), exit 0/1/2.
import { runConformance } from './index.ts'
import { parseOptions, USAGE, UsageError, type Options } from './options.ts'
import { writeFileSync } from 'node:fs'
import { report } from './report.ts'
import { formatTable } from './table.ts'

export async function main(argv: string[], print: (s: string) => void = console.log): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    print(USAGE)
    return 0
  }
  let opts: Options
  try {
    opts = parseOptions(argv)
  } catch (e) {
    print(`${e instanceof UsageError || e instanceof TypeError ? e.message : String(e)}\n\n${USAGE}`)
    return 2
  }
  if (!opts.json) {
    print(`Conformance of ${opts.platform} and ${opts.sportsbook} (realtime ${opts.realtime})`)
    if (opts.player)
      print(`Signed-in checks as ${opts.player.login}: this places one real bet at the minimum stake.\n`)
    else if (opts.cookie) print('Signed-in checks with the session of --cookie: this places one real bet.\n')
    else if (opts.reference) print('Reference backend: a fresh player is signed up, funded and bets.\n')
    else print('No player (--player, --cookie or --reference): the signed-in checks are skipped.\n')
  }
  const rows = await runConformance(opts)
  const json = report(rows)
  if (opts.report) writeFileSync(opts.report, `${JSON.stringify(json, null, 2)}\n`)
  print(opts.json ? JSON.stringify(json, null, 2) : `${formatTable(rows)}\n${json.coverage}`)
  return rows.some((r) => r.outcome === 'fail') ? 1 : 0
}
