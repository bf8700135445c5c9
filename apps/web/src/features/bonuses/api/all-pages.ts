// Spec §7/§9: bonus lists are asked 500 a page and fetched until the last page, as one list.

/** Spec §9: bonus lists are paged to 500. */
export const BONUS_LIST_LIMIT = 500
/** A guard against a server that never reaches its last page: 20 pages of 500 bonuses. */
export const MAX_BONUS_PAGES = 20

interface Paged<T> {
  readonly data: readonly T[]
  readonly total: number
  readonly limit: number
}

/**
 * Every page of a bonus list from page 1 to the last (the pages `total` fills at the answered
 * `limit`), joined; an item that moved across pages while paging is kept once (by id).
 */
export async function allPages<T extends { readonly id: string }, L extends Paged<T>>(
  getPage: (page: number, limit: number) => Promise<L>,
): Promise<L> {
  const first = await getPage(1, BONUS_LIST_LIMIT)
  const lastPage = Math.min(Math.ceil(first.total / Math.max(1, first.limit)), MAX_BONUS_PAGES)
  const data = [...first.data]
  for (let page = 2; page <= lastPage; page++) data.push(...(await getPage(page, BONUS_LIST_LIMIT)).data)
  const seen = new Set<string>()
  return { ...first, data: data.filter((b) => !seen.has(b.id) && seen.add(b.id)) }
}
