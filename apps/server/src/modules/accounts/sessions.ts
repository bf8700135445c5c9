// Server-side sessions in PostgreSQL. The cookie carries a 256-bit random token; the table keeps its
// SHA-256, so reading the table does not let anyone sign in.
import { runSessionGuards } from './session-guards.ts'
import type { Db } from '../../db/client.ts'
import type { Executor } from '../../db/client.ts'
import { randomToken, sha256 } from './crypto.ts'
import { emitPlayerSessionsChanged } from './session-events.ts'
import {
  deleteDeadSessionsOf,
  deleteSession,
  deleteSessionReturning,
  deleteSessionsOf,
  insertSession,
  selectLiveSession,
  touchSession,
} from './repository/sessions-repository.ts'
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_CACHE_MAX,
  SESSION_CACHE_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from './constants.ts'

/** The signed-in player as routes see it (`request.player`). */
export interface SessionPlayer {
  id: number
  email: string | null
  currency: string
  language: string
  country: string
  /** SHA-256 of the cookie token: the sessions row id. */
  sessionId: string
}

/** Opens a session; returns the token for the cookie. */
export async function createSession(db: Executor, userId: number, now: Date): Promise<string> {
  await runSessionGuards(db, userId, now)
  // Dead sessions of this player go now, so the table does not grow without end.
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)
  await deleteDeadSessionsOf(db, userId, now, idleSince)
  const token = randomToken()
  await insertSession(db, {
    id: sha256(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
  })
  return token
}

interface CachedSession {
  player: SessionPlayer
  lastSeenAt: number
  expiresAt: number
  cachedAt: number
}

// A few seconds of in-process memory of resolved sessions, so a burst of requests costs one lookup. Keyed
// by the sessions row id; dropped on sign-out, password change and player writes, in this process and,
// through the peers (session-invalidation.ts: NOTIFY/LISTEN), in every other process on the database.
const cache = new Map<string, CachedSession>()
// Bumped whenever entries are dropped: a lookup that started before does not store its answer.
let generation = 0

interface Peer {
  announce: (userId: number) => void
  listening: boolean
}
const peers = new Set<Peer>()
/** A process that cannot hear the others' drops must not cache: every peer has to be listening. */
const cacheEnabled = () => [...peers].every((p) => p.listening)

/** Links this process's cache to the others: `announce` tells them a player's sessions changed. */
export function registerSessionPeer(announce: (userId: number) => void) {
  const peer: Peer = { announce, listening: false }
  peers.add(peer)
  dropCachedPlayerSessions()
  return {
    setListening(on: boolean) {
      peer.listening = on
      if (!on) dropCachedPlayerSessions()
    },
    unregister() {
      peers.delete(peer)
    },
  }
}

/** Drops cached sessions here only: of one player, or all of them. */
export function dropCachedPlayerSessions(userId?: number): void {
  generation++
  if (userId === undefined) cache.clear()
  else for (const [id, entry] of cache) if (entry.player.id === userId) cache.delete(id)
}

/** Drops the cached session(s) of a player everywhere (every write that may change the player's fields calls it). */
export function forgetPlayerSessions(userId: number): void {
  dropCachedPlayerSessions(userId)
  for (const p of peers) p.announce(userId)
  emitPlayerSessionsChanged(userId)
}

function cached(id: string, now: number): SessionPlayer | null {
  const entry = cache.get(id)
  if (!entry) return null
  if (!cacheEnabled()) {
    cache.delete(id)
    return null
  }
  // Stale, past its end, or due for a last_seen_at touch: ask the database.
  if (
    now - entry.cachedAt >= SESSION_CACHE_MS ||
    now < entry.cachedAt ||
    now >= entry.expiresAt ||
    now - entry.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS
  ) {
    cache.delete(id)
    return null
  }
  return { ...entry.player }
}

/** The player of a live session, sliding its idle timeout; null when unknown, idle or past its end. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionPlayer | null> {
  const id = sha256(token)
  const at = now.getTime()
  const hit = cached(id, at)
  if (hit) return hit
  const startedAt = generation
  const row = await selectLiveSession(db, id, now)
  if (!row) return null
  const idle = at - row.lastSeenAt.getTime()
  if (idle >= SESSION_IDLE_TIMEOUT_MS) {
    await deleteSession(db, id)
    forgetPlayerSessions(row.id)
    return null
  }
  let lastSeenAt = row.lastSeenAt.getTime()
  if (idle >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, id, now)
    lastSeenAt = at
  }
  const { lastSeenAt: _seen, expiresAt, ...fields } = row
  const player = { ...fields, sessionId: id }
  if (generation === startedAt && cacheEnabled()) {
    if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!)
    cache.set(id, { player, lastSeenAt, expiresAt: expiresAt.getTime(), cachedAt: at })
  }
  return { ...player }
}

export async function destroySession(db: Executor, sessionId: string): Promise<void> {
  // Here first, so a request in between does not keep using it; everywhere once the row is gone.
  const cached = cache.get(sessionId)
  dropCachedPlayerSessions(cached?.player.id)
  const ended = await deleteSessionReturning(db, sessionId)
  for (const { userId } of ended) forgetPlayerSessions(userId)
}

/**
 * After a password change every other session ends (a thief's included). Runs inside the caller's
 * transaction, so it drops this process's cache only: the caller calls forgetPlayerSessions after the
 * commit, which tells the other processes once the rows are really gone.
 */
export async function destroyOtherSessions(db: Executor, userId: number, keep?: string): Promise<void> {
  dropCachedPlayerSessions(userId)
  await deleteSessionsOf(db, userId, keep)
  dropCachedPlayerSessions(userId)
}

/** Ends every session of a player (self-exclusion, cooling-off), in every process once committed. */
export async function endPlayerSessions(db: Executor, userId: number): Promise<void> {
  await destroyOtherSessions(db, userId)
}
