// Phone verification (spec §3): the number, a code by SMS, the check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PhoneVerification, SetPhoneRequest, VerifyPhoneRequest } from '@sportsbook/contract'

const tags = ['platform: phone']
const response = { 200: PhoneVerification }

const phone: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requirePlayer)
  const state = (id: number) => app.accounts.phoneState(id)

  app.get('/player/phone', { schema: { tags, summary: 'Phone verification state', response } }, async (req) =>
    state(req.player!.id),
  )
  app.post(
    '/player/phone',
    { schema: { tags, summary: 'Set the number and text a code', body: SetPhoneRequest, response } },
    async (req) => {
      await app.accounts.sendPhoneCode(req.player!.id, req.body.phone.number, req.body.phone.country)
      return state(req.player!.id)
    },
  )
  app.post(
    '/player/phone/resend',
    { schema: { tags, summary: 'Text a new code', response } },
    async (req) => {
      await app.accounts.sendPhoneCode(req.player!.id)
      return state(req.player!.id)
    },
  )
  app.post(
    '/player/phone/verify',
    { schema: { tags, summary: 'Check the code', body: VerifyPhoneRequest, response } },
    async (req) => {
      await app.accounts.verifyPhoneCode(req.player!.id, req.body.phone.code)
      return state(req.player!.id)
    },
  )
}

export default phone
