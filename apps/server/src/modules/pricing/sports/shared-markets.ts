// Small market definitions shared by several sports.
import { yesNo } from '../markets/builders.ts'

export const btts = (id: number) =>
  yesNo({ id, name: 'Both teams to score', groups: ['main'], priority: 85 }, (f) => f.total[0] > 0 && f.total[1] > 0)
