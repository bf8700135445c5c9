// Devise-style auth routes of the Platform API (bodies { user: { … } }).
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  Accepted,
  ConfirmationQuery,
  type ErrorBody,
  EmailRequest,
  PasswordEditRequest,
  PasswordResetAccepted,
  PasswordResetRequest,
  Player,
  SignInRequest,
  SignUpRequest,
  UnlockQuery,
  UnlockResult,
} from '@sportsbook/contract'
import { RATE_LIMITS, SESSION_COOKIE, SMS_DAILY_LIMIT, SMS_RESEND_TIMEOUT_MS } from '../constants.ts'
import { sha256 } from '../crypto.ts'
import { clearSessionCookies, setSessionCookies } from '../cookies.ts'
import { presentPlayer } from '../presenters.ts'
import { ApiError } from '../../../lib/api-error.ts'

const tags = ['platform: auth']
const accepted = (message: string): Accepted => ({ status: 'accepted', message })

/** Reset codes texted to one number, whether or not it has an account (SMS pumping, enumeration). */
const SMS_RESET_LIMITS = {
  resend: { max: 1, windowMs: SMS_RESEND_TIMEOUT_MS },
  daily: { max: SMS_DAILY_LIMIT, windowMs: 24 * 60 * 60_000 },
}

/** phone_code_invalid (422), shown by the form under the code field like any field issue. */
function wrongCode(reply: FastifyReply, e: ApiError) {
  const body: ErrorBody = {
    error: {
      code: e.code,
      message: e.message,
      issues: [{ path: 'user.reset_password_code', message: e.message }],
    },
  }
  return reply.code(e.statusCode).type('application/json; charset=utf-8').send(body)
}

/** The limiter's rate_limited as the catalogue code the phone forms already show. */
async function asCode(run: () => Promise<void>, code: 'resend_too_soon' | 'sms_limit_reached') {
  try {
    await run()
  } catch (e) {
    if (e instanceof ApiError && e.code === 'rate_limited') throw new ApiError(code, e.message, e.retryAfterS)
    throw e
  }
}

const users: FastifyPluginAsyncZod = async (app) => {
  const secure = app.cookieSecure
  const limit = app.rateLimiter

  app.post(
    '/users',
    { schema: { tags, summary: 'Sign up', body: SignUpRequest, response: { 201: Accepted } } },
    async (req, reply) => {
      await limit.hit(`sign-up:ip:${req.ip}`, RATE_LIMITS.signUpPerIp)
      await app.accounts.signUp(req.body.user)
      return reply.code(201).send(accepted('Check your email or phone for the confirmation link'))
    },
  )

  app.post(
    '/users/sign_in',
    { schema: { tags, summary: 'Sign in', body: SignInRequest, response: { 200: Player } } },
    async (req, reply) => {
      const { login, password } = req.body.user
      await limit.hit(`sign-in:ip:${req.ip}`, RATE_LIMITS.signInPerIp)
      // Per login, sign-in throttles itself in PostgreSQL (sign-in-throttle.ts): every process sees
      // the same wait, and the unlock link ends it at once.
      const { user, token } = await app.accounts.signIn(login, password)
      // A session this browser already had ends: one cookie, one session.
      const previous = req.cookies[SESSION_COOKIE]
      if (previous) await app.accounts.endSession(sha256(previous))
      setSessionCookies(reply, token, secure)
      return presentPlayer(user)
    },
  )

  app.delete(
    '/users/sign_out',
    { schema: { tags, summary: 'Sign out' }, preHandler: app.authenticate },
    async (req, reply) => {
      if (req.player) await app.accounts.endSession(req.player.sessionId)
      clearSessionCookies(reply, secure)
      return reply.code(204).send()
    },
  )

  app.get(
    '/users/confirmation',
    {
      schema: {
        tags,
        summary: 'Confirm the account (signs in)',
        querystring: ConfirmationQuery,
        response: { 200: Player },
      },
    },
    async (req, reply) => {
      const done = await app.accounts.confirm(req.query.confirmation_token)
      await signedIn(reply, done)
      return presentPlayer(done.user)
    },
  )

  /**
   * A link or code that signs the player in still obeys sign-in's country rule: the confirmation or new
   * password stands, the session it opened is closed again and the answer is `blocked_country`.
   */
  async function signedIn(reply: FastifyReply, done: { user: { country: string }; token: string }) {
    try {
      app.accounts.assertCountryAllowed(done.user.country)
    } catch (err) {
      await app.accounts.endSession(sha256(done.token))
      throw err
    }
    setSessionCookies(reply, done.token, secure)
  }

  /** The three "send me the email again" forms share one limit per client and per address. */
  const emailLimits = async (ip: string, email: string) => {
    await limit.hit(`email:ip:${ip}`, RATE_LIMITS.emailPerIp)
    await limit.hit(`email:to:${email}`, RATE_LIMITS.emailPerAddress)
  }
  const emailRoute = (url: string, summary: string, run: (email: string) => Promise<void>, message: string) =>
    app.post(
      url,
      { schema: { tags, summary, body: EmailRequest, response: { 200: Accepted } } },
      async (req) => {
        await emailLimits(req.ip, req.body.user.email)
        await run(req.body.user.email)
        return accepted(message)
      },
    )
  emailRoute(
    '/users/confirmation',
    'Resend confirmation instructions',
    (email) => app.accounts.resendConfirmation(email),
    'If the address has an unconfirmed account, a new confirmation link is on its way',
  )
  app.post(
    '/users/password',
    {
      schema: {
        tags,
        summary: 'Send reset password instructions (a link by email, a code by SMS)',
        body: PasswordResetRequest,
        response: { 200: PasswordResetAccepted },
      },
    },
    async (req) => {
      const { email, phone } = req.body.user
      if (email !== undefined) {
        await emailLimits(req.ip, email)
        await app.accounts.requestPasswordReset(email)
        return accepted('If the address has an account, a reset link is on its way')
      }
      await limit.hit(`email:ip:${req.ip}`, RATE_LIMITS.emailPerIp)
      await asCode(() => limit.hit(`reset-sms:resend:${phone}`, SMS_RESET_LIMITS.resend), 'resend_too_soon')
      await asCode(() => limit.hit(`reset-sms:day:${phone}`, SMS_RESET_LIMITS.daily), 'sms_limit_reached')
      const { sentAt } = await app.accounts.requestPasswordResetSms(phone!)
      return {
        ...accepted('If the number has an account, a code is on its way'),
        resend_timeout_until: new Date(sentAt.getTime() + SMS_RESEND_TIMEOUT_MS).toISOString(),
      }
    },
  )
  emailRoute(
    '/users/unlock',
    'Resend unlock instructions',
    (email) => app.accounts.resendUnlock(email),
    'If sign-ins to the address are paused, an unlock link is on its way',
  )

  app.put(
    '/users/password',
    {
      schema: {
        tags,
        summary: 'Set a new password (signs in)',
        body: PasswordEditRequest,
        response: { 200: Player },
      },
    },
    async (req, reply) => {
      await limit.hit(`sign-in:ip:${req.ip}`, RATE_LIMITS.signInPerIp)
      const { reset_password_token, phone, reset_password_code, password } = req.body.user
      let done
      if (reset_password_token !== undefined) {
        done = await app.accounts.resetPassword(reset_password_token, password)
      } else {
        // Guessing codes is guessing passwords: the sign-in limit per login applies to the number too.
        await limit.hit(`sign-in:login:${phone}`, RATE_LIMITS.signInPerLogin)
        try {
          done = await app.accounts.resetPasswordWithCode(phone!, reset_password_code!, password)
        } catch (e) {
          if (!(e instanceof ApiError) || e.code !== 'phone_code_invalid') throw e
          return wrongCode(reply, e)
        }
      }
      await signedIn(reply, done)
      return presentPlayer(done.user)
    },
  )

  app.get(
    '/users/unlock',
    {
      schema: {
        tags,
        summary: 'Unlock the account',
        querystring: UnlockQuery,
        response: { 200: UnlockResult },
      },
    },
    async (req) => {
      await app.accounts.unlock(req.query.unlock_token)
      return { status: 'unlocked' as const }
    },
  )
}

export default users
