import { z } from '../zod.ts'
import {
  EMBED_PROTOCOL_VERSION,
  EMBED_SOURCE_FRAME,
  EMBED_SOURCE_HOST,
  INBOUND_PAYLOADS,
  OUTBOUND_PAYLOADS,
  type InboundMessage,
  type InboundType,
  type OutboundMessage,
  type OutboundPayload,
  type OutboundType,
} from './messages.ts'

const Envelope = z.object({
  source: z.string(),
  version: z.number().int(),
  type: z.string(),
  payload: z.unknown().optional(),
})

/** Why a message was dropped; the web counts each reason (never throws on a stranger's message). */
export type DropReason = 'foreign' | 'version' | 'unknown' | 'malformed'
export type Parsed<M> = { ok: true; message: M } | { ok: false; reason: DropReason }

function parseWith<M>(source: string, payloads: Record<string, z.ZodType>, data: unknown): Parsed<M> {
  const env = Envelope.safeParse(data)
  if (!env.success || env.data.source !== source) return { ok: false, reason: 'foreign' }
  if (env.data.version !== EMBED_PROTOCOL_VERSION) return { ok: false, reason: 'version' }
  const schema = Object.hasOwn(payloads, env.data.type) ? payloads[env.data.type] : undefined
  if (!schema) return { ok: false, reason: 'unknown' }
  const payload = schema.safeParse(env.data.payload ?? {})
  if (!payload.success) return { ok: false, reason: 'malformed' }
  return { ok: true, message: { type: env.data.type, payload: payload.data } as M }
}

/** Host → frame: what the sportsbook accepts (after its origin check). */
export const parseInboundMessage = (data: unknown): Parsed<InboundMessage> =>
  parseWith(EMBED_SOURCE_HOST, INBOUND_PAYLOADS, data)

/** Frame → host: what the SDK accepts (after its origin check). */
export const parseOutboundMessage = (data: unknown): Parsed<OutboundMessage> =>
  parseWith(EMBED_SOURCE_FRAME, OUTBOUND_PAYLOADS, data)

export interface EmbedEnvelope<T extends string, P> {
  source: string
  version: number
  type: T
  payload: P
}

export const inboundEnvelope = <T extends InboundType>(
  type: T,
  payload: z.input<(typeof INBOUND_PAYLOADS)[T]>,
): EmbedEnvelope<T, typeof payload> => ({
  source: EMBED_SOURCE_HOST,
  version: EMBED_PROTOCOL_VERSION,
  type,
  payload,
})

export const outboundEnvelope = <T extends OutboundType>(
  type: T,
  payload: OutboundPayload<T>,
): EmbedEnvelope<T, OutboundPayload<T>> => ({
  source: EMBED_SOURCE_FRAME,
  version: EMBED_PROTOCOL_VERSION,
  type,
  payload,
})
