import type { BetType } from '../slip/types.ts'

const COMBO_ALIASES = new Set(['combo', 'double', 'treble', 'accumulator'])

/** A server bet type as a slip bet type: combo, double, treble and accumulator are combo (spec §5). */
export function toBetType(serverType: string): BetType | undefined {
  if (COMBO_ALIASES.has(serverType)) return 'combo'
  if (serverType === 'single' || serverType === 'system' || serverType === 'custom_bet') return serverType
  return undefined
}
