// Named multiples (full-cover bets, issue #30 point 6, docs/decisions/034-named-multiples.md): every
// combination of each of several sizes from n selections, at one unit stake per line. A named
// multiple is a system type with a set of sizes, so the stake, lines, quote and settlement are the
// N-of-M system's own rules (system-stake.ts, system-lines.ts, settle-bet.ts), not a second copy.
import type { SystemType } from './types.ts'

/** The named full-cover bets, by their wire id (`system_id`). */
export const NAMED_MULTIPLE_IDS = [
  'trixie',
  'patent',
  'yankee',
  'lucky15',
  'canadian',
  'lucky31',
  'heinz',
  'lucky63',
  'super_heinz',
  'goliath',
] as const
export type NamedMultipleId = (typeof NAMED_MULTIPLE_IDS)[number]

/** One named bet: its selections, whether it adds the singles, and the sizes of its lines. */
export interface NamedMultiple {
  readonly id: NamedMultipleId
  readonly selections: number
  readonly singles: boolean
  readonly sizes: readonly number[]
}

/** Every size from `from` to n: the full cover of n selections (with singles from 1, else from 2). */
const cover = (id: NamedMultipleId, selections: number, singles: boolean): NamedMultiple => ({
  id,
  selections,
  singles,
  sizes: Array.from({ length: selections - (singles ? 0 : 1) }, (_, i) => i + (singles ? 1 : 2)),
})

/** The catalogue (reference betting-features.md §6), in order of selections, without singles first. */
export const NAMED_MULTIPLES: readonly NamedMultiple[] = [
  cover('trixie', 3, false),
  cover('patent', 3, true),
  cover('yankee', 4, false),
  cover('lucky15', 4, true),
  cover('canadian', 5, false),
  cover('lucky31', 5, true),
  cover('heinz', 6, false),
  cover('lucky63', 6, true),
  cover('super_heinz', 7, false),
  cover('goliath', 8, false),
]

/** Fewest and most selections a named multiple takes (Trixie/Patent and Goliath). */
export const NAMED_MULTIPLE_MIN_SELECTIONS = 3
export const NAMED_MULTIPLE_MAX_SELECTIONS = 8

export const isNamedMultipleId = (id: string | null | undefined): id is NamedMultipleId =>
  (NAMED_MULTIPLE_IDS as readonly string[]).includes(id ?? '')

/** The named multiple of a system type, undefined for an N-of-M system. */
export const namedMultipleOf = (type: Pick<SystemType, 'id'> | undefined): NamedMultiple | undefined =>
  NAMED_MULTIPLES.find((m) => m.id === type?.id)

/** A named multiple as the slip's system type: its smallest size is the win count. */
export const namedSystemType = (m: NamedMultiple): SystemType => ({
  id: m.id,
  totalCount: m.selections,
  winCount: m.sizes[0] ?? m.selections,
  sizes: m.sizes,
})

/** The named multiples that fit this many selections, as system types (none below 3 or above 8). */
export const namedTypesFor = (selectionCount: number): SystemType[] =>
  NAMED_MULTIPLES.filter((m) => m.selections === selectionCount).map(namedSystemType)

/** The sizes of a system type's lines: a named multiple's, or the N of an N-of-M system. */
export const systemSizes = (type: Pick<SystemType, 'winCount' | 'sizes'>): readonly number[] =>
  type.sizes ?? [type.winCount]

/** Whether the type is a full-cover (named) bet rather than an N-of-M system. */
export const isFullCover = (type: Pick<SystemType, 'sizes'> | undefined): boolean => type?.sizes !== undefined

/** What a combo of n selections is called: a double, a treble, else an n-fold accumulator. */
export type ComboName = 'single' | 'double' | 'treble' | 'accumulator'
export const comboName = (selectionCount: number): ComboName =>
  selectionCount <= 1
    ? 'single'
    : selectionCount === 2
      ? 'double'
      : selectionCount === 3
        ? 'treble'
        : 'accumulator'
