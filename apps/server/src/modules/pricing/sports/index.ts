// Sport key → simulator.
import { basketball } from './basketball.ts'
import { cricket } from './cricket.ts'
import { cs2, dota2, lol } from './esports.ts'
import { iceHockey } from './ice-hockey.ts'
import { soccer } from './soccer.ts'
import { tennis } from './tennis.ts'
import type { BaseModel, SportKey, SportSim } from './types.ts'
import { volleyball } from './volleyball.ts'

export const SIMS: Record<SportKey, SportSim<BaseModel>> = {
  soccer: soccer as unknown as SportSim<BaseModel>,
  tennis: tennis as unknown as SportSim<BaseModel>,
  basketball: basketball as unknown as SportSim<BaseModel>,
  'ice-hockey': iceHockey as unknown as SportSim<BaseModel>,
  volleyball: volleyball as unknown as SportSim<BaseModel>,
  cricket: cricket as unknown as SportSim<BaseModel>,
  cs2: cs2 as unknown as SportSim<BaseModel>,
  dota2: dota2 as unknown as SportSim<BaseModel>,
  lol: lol as unknown as SportSim<BaseModel>,
}

/** Typical simulated length (s) of each sport, used to schedule kick-offs for a steady live count. */
export const DURATION_SEC: Record<SportKey, number> = {
  soccer: 6900,
  tennis: 5400,
  basketball: 7200,
  'ice-hockey': 8400,
  volleyball: 6000,
  cricket: 9600,
  cs2: 8400,
  dota2: 8400,
  lol: 7200,
}
