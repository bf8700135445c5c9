// CPU of the API process and of every PostgreSQL process of its cluster between two moments, and what
// settlement itself cost: the CPU during settlement less what the same processes burned per second
// before the match ended (the demo feed pricing every live match each second, the reads and
// placements of the load), so the figure per bet is not the feed's.
import { cpuSeconds, postgresPids } from './api.ts'

export interface CpuSnapshot {
  at: number
  api: number
  pg: Map<number, number>
}

export function cpuSnapshot(apiPid: number, dataDir: string): CpuSnapshot {
  return {
    at: Date.now(),
    api: cpuSeconds(apiPid),
    pg: new Map(postgresPids(dataDir).map((pid) => [pid, cpuSeconds(pid)])),
  }
}

/** CPU seconds used between two snapshots; a backend that exited in between drops out (lower bound). */
export function cpuUsed(a: CpuSnapshot, b: CpuSnapshot) {
  let pg = 0
  for (const [pid, s] of b.pg) pg += s - (a.pg.get(pid) ?? 0)
  return { api: b.api - a.api, pg, seconds: (b.at - a.at) / 1000 }
}

/** ms of CPU per settled bet: raw, and in excess of the rate before the finish (`baseline`). */
export function cpuPerBet(
  baseline: ReturnType<typeof cpuUsed>,
  during: ReturnType<typeof cpuUsed>,
  bets: number,
) {
  const ms = (s: number) => +((s * 1000) / Math.max(bets, 1)).toFixed(2)
  const rate = (s: number) => s / Math.max(baseline.seconds, 0.001)
  return {
    api: ms(during.api),
    postgres: ms(during.pg),
    api_over_baseline: ms(during.api - rate(baseline.api) * during.seconds),
    postgres_over_baseline: ms(during.pg - rate(baseline.pg) * during.seconds),
    baseline_cores: { api: +rate(baseline.api).toFixed(2), postgres: +rate(baseline.pg).toFixed(2) },
  }
}
