import type { Pagination } from '@sportsbook/contract'

export function pagination(total: number, page: number, limit: number): Pagination {
  return { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) }
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit
