import type { z } from 'zod'
import { loadedContract } from '../lazy-contract.ts'

type Contract = NonNullable<ReturnType<typeof loadedContract>>

const NOT_LOADED = {
  success: false,
  data: undefined,
  error: new Error('contract schemas not loaded'),
} as const

/**
 * A realtime event schema with zod's `safeParse`, read from the contract the realtime transport loads
 * before it connects (`browser-client.ts`): publications are never parsed before the schemas arrive.
 */
const eventSchema = <S extends z.ZodType>(pick: (c: Contract) => S) => ({
  safeParse: (data: unknown): z.ZodSafeParseResult<z.output<S>> | typeof NOT_LOADED => {
    const contract = loadedContract()
    return contract ? pick(contract).safeParse(data) : NOT_LOADED
  },
})

/** Parsed once per publication by the realtime client; subscribers get typed events. */
export const RealtimeEvent = eventSchema((c) => c.RealtimeEvent)
