import type * as Contract from '@sportsbook/contract'
import type { z } from 'zod'

type ContractModule = typeof Contract
type SchemaName = {
  [K in keyof ContractModule]: ContractModule[K] extends z.ZodType ? K : never
}[keyof ContractModule]

/** A contract schema fetched on first use: zod and the schemas (~30 KB gzip) stay out of a page's first load. */
export interface LazySchema<S extends z.ZodType> {
  readonly load: () => Promise<S>
  /** The schema if the contract is already loaded (no extra turn of the event loop). */
  readonly loaded: () => S | undefined
}

let loading: Promise<ContractModule> | undefined
let loaded: ContractModule | undefined

/** The contract's schemas; one request the first time anything in the browser validates. */
export function loadContract(): Promise<ContractModule> {
  loading ??= import('@sportsbook/contract').then((c) => (loaded = c))
  return loading
}

/** The schemas if already loaded (realtime handlers are synchronous; the transport loads them first). */
export const loadedContract = (): ContractModule | undefined => loaded

/** `apiGet('/matches', lazySchema('MatchPage'))`: the response is still validated, with code loaded when needed. */
export const lazySchema = <K extends SchemaName>(name: K): LazySchema<ContractModule[K]> => ({
  load: () => loadContract().then((c) => c[name]),
  loaded: () => loaded?.[name],
})

/** A zod schema as it is, or a lazy one loaded now. */
export function resolveSchema<S extends z.ZodType>(schema: S | LazySchema<S>): Promise<S> | S {
  if (!('load' in schema && typeof schema.load === 'function')) return schema as S
  const lazy = schema as LazySchema<S>
  return lazy.loaded() ?? lazy.load()
}
