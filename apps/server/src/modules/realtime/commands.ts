// Command handlers of the embedded server (reference §14.1 items 4-9). Each reply follows what
// centrifuge-js v5 does with it; the comments name the client behaviour that forces the choice.
import {
  DisconnectReason,
  PRIVATE_CHANNEL_PREFIX,
  RealtimeError,
  UnsubscribeReason,
  parseChannel,
} from '@sportsbook/contract'
import type { Connection } from './connection.ts'
import { COMMAND_METHODS, encodeReply, type Command, type SubscribeRequest, type SubscribeResult } from './wire.ts'

const nowS = (c: Connection) => Math.floor(c.hub.now() / 1000)

export async function handleCommand(c: Connection, cmd: Command): Promise<void> {
  const method = COMMAND_METHODS.find((m) => cmd[m] !== undefined)
  const id = cmd.id ?? 0
  if (method === undefined) {
    // A command with no id and no method is the pong to our `{}` ping (reference §7).
    if (id === 0 && c.state === 'connected') return c.onPong()
    return c.close(DisconnectReason.BadRequest)
  }
  if (method === 'send') return // fire-and-forget client messages have no handler here
  if (!Number.isInteger(id) || id <= 0) return c.close(DisconnectReason.BadRequest)
  // The first command must be connect, and only once (reference §3).
  if ((c.state === 'connecting') !== (method === 'connect')) return c.close(DisconnectReason.BadRequest)

  switch (method) {
    case 'connect':
      return connect(c, id, cmd.connect?.token)
    case 'subscribe':
      return subscribe(c, id, cmd.subscribe ?? {})
    case 'unsubscribe': {
      // Always succeeds: an error here makes the client drop the connection (reference §6).
      const channel = cmd.unsubscribe?.channel
      if (typeof channel === 'string') c.removeSub(channel)
      return c.send(encodeReply(id, 'unsubscribe', {}))
    }
    case 'refresh':
      return refresh(c, id, cmd.refresh?.token)
    case 'sub_refresh':
      return subRefresh(c, id, cmd.sub_refresh?.channel, cmd.sub_refresh?.token)
    case 'publish':
      return c.replyError(id, RealtimeError.PermissionDenied)
    case 'rpc':
      return c.replyError(id, RealtimeError.MethodNotFound)
    default:
      return c.replyError(id, RealtimeError.NotAvailable)
  }
}

async function connect(c: Connection, id: number, token: string | undefined) {
  let user = ''
  let exp: number | undefined
  let sid: string | undefined
  if (token) {
    const r = await c.hub.tokens.verifyConnection(token)
    // Expired → 109 so the client fetches a new token; anything else is terminal 3500 (reference §4).
    if (!r.ok && r.reason === 'expired') return c.replyError(id, RealtimeError.TokenExpired)
    if (!r.ok) return c.close(DisconnectReason.InvalidToken)
    user = r.claims.sub
    exp = r.claims.exp
    sid = r.claims.sid
    // A token of an ended session is refused like an expired one: the client fetches a new token,
    // which is anonymous after a sign-out.
    if (!(await c.hub.sessionAllowed(user, sid))) return c.replyError(id, RealtimeError.TokenExpired)
  } else if (!c.hub.opts.allowAnonymousWithoutToken) {
    return c.replyError(id, RealtimeError.Unauthorized)
  }
  if (c.state !== 'connecting') return
  const ttl = exp === undefined ? undefined : exp - nowS(c)
  if (ttl !== undefined && ttl <= 0) return c.replyError(id, RealtimeError.TokenExpired)
  c.markConnected(user, exp === undefined ? undefined : exp * 1000, sid)
  c.hub.register(c)
  const o = c.hub.opts
  c.send(
    encodeReply(id, 'connect', {
      client: c.id,
      version: o.version,
      ...(ttl !== undefined && { expires: true, ttl }),
      // Seconds on the wire; never 0, which would switch the client's liveness check off.
      ping: Math.max(1, Math.round(o.pingIntervalMs / 1000)),
      pong: true,
    }),
  )
}

async function subscribe(c: Connection, id: number, req: SubscribeRequest) {
  const channel = req.channel
  if (typeof channel !== 'string' || channel === '' || channel.length > 255) {
    return c.replyError(id, RealtimeError.BadRequest)
  }
  if (!parseChannel(channel)) return c.replyError(id, RealtimeError.UnknownChannel)
  if (c.subs.has(channel)) return c.replyError(id, RealtimeError.AlreadySubscribed)
  const isPrivate = channel.startsWith(PRIVATE_CHANNEL_PREFIX)
  if (!isPrivate && c.publicSubs >= c.hub.opts.maxSubscriptionsPerConnection) {
    return c.replyError(id, RealtimeError.LimitExceeded)
  }
  // A match that does not exist has no channel: anonymous sockets cannot fill the hub with made-up ones.
  let known = c.hub.opts.isKnownChannel?.(channel) ?? true
  if (typeof known !== 'boolean') {
    try {
      known = await known
    } catch (err) {
      // The check could not look (database down): a temporary error, the client resubscribes later.
      c.hub.log.error({ err, channel }, 'realtime channel check failed')
      return c.replyError(id, RealtimeError.Internal)
    }
  }
  if (!known) return c.replyError(id, RealtimeError.UnknownChannel)
  let exp: number | undefined
  if (isPrivate || req.token) {
    // `$` channels always need a subscription token, whatever the namespace allows (reference §11.3).
    if (!req.token) return c.replyError(id, RealtimeError.PermissionDenied)
    const r = await c.hub.tokens.verifySubscription(req.token)
    if (!r.ok) return c.replyError(id, r.reason === 'expired' ? RealtimeError.TokenExpired : RealtimeError.PermissionDenied)
    // A genuine token for another channel or user is an attack, not a mistake: close 3500 (reference §5).
    if (r.claims.channel !== channel || r.claims.sub !== c.user) return c.close(DisconnectReason.InvalidToken)
    // Tokens of another (older) session of the player are refused; so is anything once this one ended.
    if (r.claims.sid !== c.sid) return c.replyError(id, RealtimeError.TokenExpired)
    if (!(await c.hub.sessionAllowed(c.user, c.sid))) return c.close(DisconnectReason.SessionEnded)
    exp = r.claims.exp
    if (exp !== undefined && exp <= nowS(c)) return c.replyError(id, RealtimeError.TokenExpired)
  }
  if (c.state !== 'connected' || c.subs.has(channel)) return
  if ((!isPrivate && c.publicSubs >= c.hub.opts.maxSubscriptionsPerConnection) || !c.hub.hasRoomFor(channel)) {
    return c.replyError(id, RealtimeError.LimitExceeded)
  }

  // From here to addSub everything is synchronous: no publication can fall between the
  // recovered list and live fan-out, and none is pushed before this reply (reference §5).
  const hub = c.hub
  const stream = hub.stream(channel)
  const result: SubscribeResult = { recoverable: true, positioned: true, epoch: stream.epoch, offset: stream.top }
  if (req.recover === true) {
    const offset = req.offset ?? 0
    const rec = stream.recover(offset, req.epoch ?? '', hub.now(), hub.opts.recoveryMaxPublications)
    result.was_recovering = true
    if (rec.recovered) {
      result.recovered = true
      result.offset = offset
      if (rec.publications.length > 0) result.publications = rec.publications
    } else if ((req.flag ?? 0) & 2) {
      return c.replyError(id, RealtimeError.UnrecoverablePosition)
    }
  }
  if (exp !== undefined) Object.assign(result, { expires: true, ttl: exp - nowS(c) })
  c.send(encodeReply(id, 'subscribe', result))
  if (c.state !== 'connected') return hub.releaseIfIdle(channel)
  c.addSub(channel, { expiryTimer: subExpiryTimer(c, channel, exp) })
}

/** Without a sub_refresh in time the subscription is dropped with 2501; the client resubscribes. */
function subExpiryTimer(c: Connection, channel: string, exp: number | undefined) {
  if (exp === undefined) return undefined
  const delay = exp * 1000 - c.hub.now() + c.hub.opts.expiryGraceMs
  return setTimeout(() => c.serverUnsubscribe(channel, UnsubscribeReason.Expired), Math.max(0, delay))
}

async function refresh(c: Connection, id: number, token: string | undefined) {
  if (!token) return c.close(DisconnectReason.InvalidToken)
  const r = await c.hub.tokens.verifyConnection(token)
  if (!r.ok && r.reason === 'expired') return c.close(DisconnectReason.ConnectionExpired)
  if (!r.ok || r.claims.sub !== c.user) return c.close(DisconnectReason.InvalidToken)
  if (r.claims.sid !== c.sid || !(await c.hub.sessionAllowed(c.user, c.sid))) {
    return c.close(DisconnectReason.SessionEnded)
  }
  const exp = r.claims.exp
  const ttl = exp === undefined ? undefined : exp - nowS(c)
  if (ttl !== undefined && ttl <= 0) return c.close(DisconnectReason.ConnectionExpired)
  c.setExpiry(exp === undefined ? undefined : exp * 1000)
  c.send(encodeReply(id, 'refresh', { client: c.id, version: c.hub.opts.version, expires: ttl !== undefined, ttl }))
}

async function subRefresh(c: Connection, id: number, channel: string | undefined, token: string | undefined) {
  if (!channel || !c.subs.has(channel)) return c.replyError(id, RealtimeError.PermissionDenied)
  if (!token) return c.close(DisconnectReason.InvalidToken)
  const r = await c.hub.tokens.verifySubscription(token)
  if (!r.ok && r.reason === 'invalid') return c.close(DisconnectReason.InvalidToken)
  const sub = c.subs.get(channel)
  if (!sub) return c.replyError(id, RealtimeError.PermissionDenied)
  const exp = r.ok ? r.claims.exp : undefined
  if (!r.ok || (exp !== undefined && exp <= nowS(c))) {
    // An error reply would leave the subscription unsubscribed for good; the 2501 push makes the
    // client resubscribe and fetch a fresh token instead (reference §14.1 item 8).
    c.serverUnsubscribe(channel, UnsubscribeReason.Expired)
    return c.send(encodeReply(id, 'sub_refresh', {}))
  }
  if (r.claims.channel !== channel || r.claims.sub !== c.user) return c.close(DisconnectReason.InvalidToken)
  if (r.claims.sid !== c.sid || !(await c.hub.sessionAllowed(c.user, c.sid))) {
    return c.close(DisconnectReason.SessionEnded)
  }
  clearTimeout(sub.expiryTimer)
  sub.expiryTimer = subExpiryTimer(c, channel, exp)
  c.send(encodeReply(id, 'sub_refresh', exp === undefined ? {} : { expires: true, ttl: exp - nowS(c) }))
}
