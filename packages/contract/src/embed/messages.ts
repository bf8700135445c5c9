import { ODDS_FORMATS } from '@sportsbook/domain'
import { z } from '../zod.ts'

/**
 * Window messages between the sportsbook frame and its host page (spec §7). Every message is an
 * envelope `{ source, version, type, payload }`; the host SDK and the web app parse with these schemas.
 */
export const EMBED_PROTOCOL_VERSION = 1
/** Tells our messages apart from any other script's postMessage traffic on the same window. */
export const EMBED_SOURCE_HOST = 'sportsbook-host'
export const EMBED_SOURCE_FRAME = 'sportsbook-frame'

/** A sportsbook path (`/sports/soccer`), never an absolute or protocol-relative URL. */
const SportsbookPath = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'a path starting with a single /')
const Locale = z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$/)
const CurrencyCode = z.string().regex(/^[A-Z0-9]{3,5}$/)
/** What the host handles itself (spec §5: deposit and sign actions go to the host only when it listens). */
export const HOST_LISTENERS = ['sign-in', 'sign-up', 'deposit'] as const
export const HostListener = z.enum(HOST_LISTENERS)
export type HostListener = z.infer<typeof HostListener>

/** Host → frame payloads, one schema per message type of spec §7. */
export const INBOUND_PAYLOADS = {
  odds_changed: z.object({ format: z.enum(ODDS_FORMATS) }),
  page_changed: z.object({ path: SportsbookPath }),
  search_modal: z.object({ open: z.boolean() }),
  open_bet_slip: z.object({}),
  viewport: z.object({
    width: z.number().int().min(0).max(100_000),
    height: z.number().int().min(0).max(100_000),
    /** How far below the top of the host's viewport the frame begins (0 once scrolled past it). */
    offsetTop: z.number().int().min(0).max(100_000).default(0),
    /**
     * Pixels of the frame scrolled above the host's viewport: with the frame as tall as its content,
     * the bettor sees the frame from here down, and overlays and toasts are placed there.
     */
    visibleTop: z.number().int().min(0).max(1_000_000).default(0),
  }),
  iframe_integration: z.object({ listeners: z.array(HostListener).max(HOST_LISTENERS.length) }),
  apply_bet_code: z.object({ code: z.string().trim().min(1).max(64) }),
  change_locale: z.object({ locale: Locale }),
  change_currency: z.object({ currency: CurrencyCode }),
} as const

/** Frame → host payloads. */
export const OUTBOUND_PAYLOADS = {
  'sign-in': z.object({}),
  'sign-up': z.object({}),
  deposit: z.object({}),
  'page-loaded': z.object({ path: z.string(), locale: z.string() }),
  'page-size-changed': z.object({ width: z.number().int().min(0), height: z.number().int().min(0) }),
  'balance-changed': z.object({ amount: z.number().int(), currency: CurrencyCode }),
  'bet-slip-state-changed': z.object({ selections: z.number().int().min(0), open: z.boolean() }),
  'top-event-clicked': z.object({ matchId: z.union([z.string(), z.number()]) }),
  'notify-modal-triggered': z.object({ modal: z.string().nullable() }),
  initialized: z.object({ locale: z.string(), version: z.number().int() }),
  'notify-currency-changed': z.object({ currency: CurrencyCode }),
} as const

export type InboundType = keyof typeof INBOUND_PAYLOADS
export type OutboundType = keyof typeof OUTBOUND_PAYLOADS
export const INBOUND_TYPES = Object.keys(INBOUND_PAYLOADS) as InboundType[]
export const OUTBOUND_TYPES = Object.keys(OUTBOUND_PAYLOADS) as OutboundType[]

export type InboundPayload<T extends InboundType> = z.output<(typeof INBOUND_PAYLOADS)[T]>
export type InboundPayloadInput<T extends InboundType> = z.input<(typeof INBOUND_PAYLOADS)[T]>
export type OutboundPayload<T extends OutboundType> = z.output<(typeof OUTBOUND_PAYLOADS)[T]>

/** One union member per type, so a `switch (m.type)` narrows the payload. */
export type InboundMessage = { [T in InboundType]: { type: T; payload: InboundPayload<T> } }[InboundType]
export type OutboundMessage = { [T in OutboundType]: { type: T; payload: OutboundPayload<T> } }[OutboundType]
