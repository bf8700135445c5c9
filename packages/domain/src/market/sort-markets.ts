/** The fields the market sort of spec §9 reads. */
export interface SortableMarket {
  readonly id: number
  readonly name: string
  readonly priority: number
  readonly most_balanced: boolean
  readonly specifier: string
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Compares markets per spec §9: selected market first, priority (higher first), id, name,
 * most balanced first, specifier. Text compares by code unit so server and browser agree.
 */
export function compareMarkets<M extends SortableMarket>(a: M, b: M, selectedMarketId?: number): number {
  const selected = Number(b.id === selectedMarketId) - Number(a.id === selectedMarketId)
  return (
    selected ||
    b.priority - a.priority ||
    a.id - b.id ||
    byText(a.name, b.name) ||
    Number(b.most_balanced) - Number(a.most_balanced) ||
    byText(a.specifier, b.specifier)
  )
}

/** A sorted copy of the markets (spec §9); the input is left untouched. */
export function sortMarkets<M extends SortableMarket>(markets: readonly M[], selectedMarketId?: number): M[] {
  return [...markets].sort((a, b) => compareMarkets(a, b, selectedMarketId))
}
