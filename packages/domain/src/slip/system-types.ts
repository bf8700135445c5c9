import { MAX_SYSTEM_SELECTIONS } from '../constants.ts'
import {
  isNamedMultipleId,
  namedMultipleOf,
  namedSystemType,
  namedTypesFor,
  systemSizes,
} from './named-multiples.ts'
import type { SystemType } from './types.ts'

/** The N-of-M system type, e.g. 2/3 for "2 of 3". */
export const systemType = (winCount: number, totalCount: number): SystemType => ({
  id: `${winCount}/${totalCount}`,
  totalCount,
  winCount,
})

/**
 * A system id as the wire writes it ("2/3", or a named multiple's id such as "yankee") as its type;
 * undefined for no id or one that is neither two positive whole numbers nor a named multiple.
 * Whether the type fits the bet's selections is the slip's rule (`problems`).
 */
export function parseSystemId(id: string | null | undefined): SystemType | undefined {
  const named = isNamedMultipleId(id) ? namedMultipleOf({ id }) : undefined
  if (named) return namedSystemType(named)
  const m = /^(\d{1,3})\/(\d{1,3})$/.exec(id ?? '')
  const [win, total] = [Number(m?.[1]), Number(m?.[2])]
  return win > 0 && total > 0 ? systemType(win, total) : undefined
}

/** Sorted by totalCount then winCount, as spec §3 orders system types. */
export const compareSystemTypes = (a: SystemType, b: SystemType): number =>
  a.totalCount - b.totalCount || a.winCount - b.winCount

/** Every system type for this many selections: 2..M−1 of M, for 3 ≤ M ≤ MAX_SYSTEM_SELECTIONS. */
export function systemTypesFor(selectionCount: number): SystemType[] {
  if (selectionCount < 3 || selectionCount > MAX_SYSTEM_SELECTIONS) return []
  return Array.from({ length: selectionCount - 2 }, (_, i) => systemType(i + 2, selectionCount)).sort(
    compareSystemTypes,
  )
}

/** Every N-of-M system and named multiple for this many selections (the slip's choices). */
export const allSystemTypesFor = (selectionCount: number): SystemType[] => [
  ...systemTypesFor(selectionCount),
  ...namedTypesFor(selectionCount),
]

/** Whether the type fits the selection count. */
export const systemTypeMatches = (type: SystemType, selectionCount: number): boolean =>
  allSystemTypesFor(selectionCount).some((t) => t.id === type.id)

/** Every line of a system type over the items: each combination of each of its sizes, smallest first. */
export const systemLines = <T>(items: readonly T[], type: Pick<SystemType, 'winCount' | 'sizes'>): T[][] =>
  systemSizes(type).flatMap((size) => combinations(items, size))

/**
 * The system type to keep after the selection count changed: the current one if it still
 * matches; a named multiple becomes the one of the new count with or without singles as before
 * (a Yankee with a fifth pick is a Canadian), else another of that count (a Lucky 63 with a seventh
 * pick is a Super Heinz); else the same win count if possible, else the first
 * matching type; undefined when none matches (the bet then becomes a combo).
 */
export function nextSystemType(
  current: SystemType | undefined,
  selectionCount: number,
): SystemType | undefined {
  const types = systemTypesFor(selectionCount)
  const named = namedMultipleOf(current)
  const covers = named ? namedTypesFor(selectionCount) : []
  const sameCover = covers.find((t) => t.winCount === current?.winCount) ?? covers[0]
  return (
    (current?.totalCount === selectionCount && named ? current : undefined) ??
    sameCover ??
    types.find((t) => t.id === current?.id) ??
    types.find((t) => t.winCount === current?.winCount) ??
    types[0]
  )
}

/** Every k-element combination of the items, in lexicographic order of positions. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]]
  const result: T[][] = []
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) result.push([item, ...rest])
  })
  return result
}

/** Number of k-element combinations of n items (the number of lines of a k/n system). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  let result = 1
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i
  return Math.round(result)
}
