import { z } from '../../zod.ts'
import { NAMED_MULTIPLE_IDS } from '@sportsbook/domain'

/**
 * A system bet's id: N-of-M ("2/3", spec §3) or a named multiple (full cover, ADR 034: "trixie",
 * "patent", "yankee", "lucky15", "canadian", "lucky31", "heinz", "lucky63", "super_heinz", "goliath").
 */
export const SystemIdInput = z.union([
  z.string().regex(/^\d{1,2}\/\d{1,2}$/, 'system id like "2/3"'),
  z.enum(NAMED_MULTIPLE_IDS),
])
