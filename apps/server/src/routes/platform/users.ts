// Devise-style auth routes of the Platform API (bodies { user: { … } }).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  Accepted,
  ConfirmationQuery,
  EmailRequest,
  PasswordEditRequest,
  Player,
  SignInRequest,
  SignUpRequest,
  UnlockQuery,
  UnlockResult,
} from '@sportsbook/contract'
import { RATE_LIMITS, SESSION_COOKIE } from '../../accounts/constants.ts'
import { sha256 } from '../../accounts/crypto.ts'
import { contextOf } from '../../accounts/context.ts'
import { clearSessionCookies, setSessionCookies } from '../../accounts/cookies.ts'
import * as flows from '../../accounts/email-flows.ts'
import { presentPlayer } from '../../accounts/present-player.ts'
import { destroySession } from '../../accounts/sessions.ts'
import { signIn } from '../../accounts/sign-in.ts'
import { signUp } from '../../accounts/sign-up.ts'
import { loginColumn } from '../../accounts/users.ts'

const tags = ['platform: auth']
const accepted = (message: string): Accepted => ({ status: 'accepted', message })

const users: FastifyPluginAsyncZod = async (app) => {
  const secure = app.cookieSecure
  const limit = app.rateLimiter

  app.post(
    '/users',
    { schema: { tags, summary: 'Sign up', body: SignUpRequest, response: { 201: Accepted } } },
    async (req, reply) => {
      limit.hit(`sign-up:ip:${req.ip}`, RATE_LIMITS.signUpPerIp)
      await signUp(contextOf(app), app.wallet, req.body.user)
      return reply.code(201).send(accepted('Check your email or phone for the confirmation link'))
    },
  )

  app.post(
    '/users/sign_in',
    { schema: { tags, summary: 'Sign in', body: SignInRequest, response: { 200: Player } } },
    async (req, reply) => {
      const { login, password } = req.body.user
      limit.hit(`sign-in:ip:${req.ip}`, RATE_LIMITS.signInPerIp)
      const { value } = loginColumn(login)
      limit.hit(`sign-in:login:${value}`, RATE_LIMITS.signInPerLogin)
      const { user, token } = await signIn(contextOf(app), login, password)
      // A session this browser already had ends: one cookie, one session.
      const previous = req.cookies[SESSION_COOKIE]
      if (previous) await destroySession(app.db, sha256(previous))
      setSessionCookies(reply, token, secure)
      return presentPlayer(user)
    },
  )

  app.delete(
    '/users/sign_out',
    { schema: { tags, summary: 'Sign out' }, preHandler: app.authenticate },
    async (req, reply) => {
      if (req.player) await destroySession(app.db, req.player.sessionId)
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
      const { user, token } = await flows.confirm(contextOf(app), req.query.confirmation_token)
      setSessionCookies(reply, token, secure)
      return presentPlayer(user)
    },
  )

  /** The three "send me the email again" forms share one limit per client and per address. */
  const emailLimits = (ip: string, email: string) => {
    limit.hit(`email:ip:${ip}`, RATE_LIMITS.emailPerIp)
    limit.hit(`email:to:${email}`, RATE_LIMITS.emailPerAddress)
  }
  const emailRoute = (url: string, summary: string, run: typeof flows.resendUnlock, message: string) =>
    app.post(
      url,
      { schema: { tags, summary, body: EmailRequest, response: { 200: Accepted } } },
      async (req) => {
        emailLimits(req.ip, req.body.user.email)
        await run(contextOf(app), req.body.user.email)
        return accepted(message)
      },
    )
  emailRoute(
    '/users/confirmation',
    'Resend confirmation instructions',
    flows.resendConfirmation,
    'If the address has an unconfirmed account, a new confirmation link is on its way',
  )
  emailRoute(
    '/users/password',
    'Send reset password instructions',
    flows.requestPasswordReset,
    'If the address has an account, a reset link is on its way',
  )
  emailRoute(
    '/users/unlock',
    'Resend unlock instructions',
    flows.resendUnlock,
    'If the address has a locked account, an unlock link is on its way',
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
      limit.hit(`sign-in:ip:${req.ip}`, RATE_LIMITS.signInPerIp)
      const { reset_password_token, password } = req.body.user
      const { user, token } = await flows.resetPassword(contextOf(app), reset_password_token, password)
      setSessionCookies(reply, token, secure)
      return presentPlayer(user)
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
      await flows.unlock(contextOf(app), req.query.unlock_token)
      return { status: 'unlocked' as const }
    },
  )
}

export default users
