// The signed-in player: profile, locale, missed auth fields, accounts, comp points, status groups.
import { asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AccountList,
  ChangeAccountRequest,
  CompPoints,
  MissedAuthFieldsRequest,
  MunicipalityList,
  PLATFORM_CURRENCIES,
  Player,
  StatusGroups,
  UpdateLocaleRequest,
  UpdateLocaleResponse,
} from '@sportsbook/contract'
import { findCurrency } from '@sportsbook/domain'
import { compPointsOf, statusGroupsOf } from '../loyalty.ts'
import { missedAuthFields, presentAccount, presentPlayer } from '../present-player.ts'
import { findById } from '../users.ts'
import { municipalities, users } from '../../../db/schema.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { fieldErrors } from './field-errors.ts'

const tags = ['platform: player']

const player: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requirePlayer)
  const me = async (id: number) => (await findById(app.db, id))!

  app.get(
    '/player',
    { schema: { tags, summary: 'The signed-in player', response: { 200: Player } } },
    async (req) => presentPlayer(await me(req.player!.id)),
  )

  app.patch(
    '/player/update_locale',
    {
      schema: {
        tags,
        summary: 'Change language',
        body: UpdateLocaleRequest,
        response: { 200: UpdateLocaleResponse },
      },
    },
    async (req) => {
      await app.db.update(users).set({ language: req.body.locale }).where(eq(users.id, req.player!.id))
      return { language: req.body.locale }
    },
  )

  app.patch(
    '/player/missed_auth_fields',
    {
      schema: {
        tags,
        summary: 'Fill the missing profile fields',
        body: MissedAuthFieldsRequest,
        response: { 200: Player },
      },
    },
    async (req, reply) => {
      const user = await me(req.player!.id)
      const missing = missedAuthFields(user)
      const given = req.body.user
      // Only missing fields are written: this form must not become a way to change a confirmed email.
      const set = {
        ...(missing.includes('email') && given.email ? { email: given.email } : {}),
        ...(missing.includes('first_name') && given.first_name ? { firstName: given.first_name } : {}),
        ...(missing.includes('last_name') && given.last_name ? { lastName: given.last_name } : {}),
        ...(missing.includes('municipality_code') && given.municipality_code
          ? { municipalityCode: given.municipality_code }
          : {}),
      }
      const still = missing.filter((f) => !given[f])
      if (still.length > 0)
        return fieldErrors(
          reply,
          still.map((f) => ({ path: `user.${f}`, message: 'is required' })),
        )
      // Only a code of the municipalities table lets the player bet (code 118), so no other is stored.
      if (set.municipalityCode && !(await knownMunicipality(set.municipalityCode)))
        return fieldErrors(reply, [
          { path: 'user.municipality_code', message: 'is not a known municipality' },
        ])
      if (Object.keys(set).length === 0) return presentPlayer(user)
      try {
        const [row] = await app.db.update(users).set(set).where(eq(users.id, user.id)).returning()
        return presentPlayer(row!)
      } catch (err) {
        if ((err as { cause?: { code?: string } }).cause?.code !== '23505') throw err
        // A generic refusal: which addresses have accounts is not told.
        return fieldErrors(reply, [{ path: 'user.email', message: 'cannot be used' }])
      }
    },
  )

  const knownMunicipality = async (code: string) =>
    (await app.db.select().from(municipalities).where(eq(municipalities.code, code))).length > 0

  app.get(
    '/player/municipalities',
    {
      schema: {
        tags,
        summary: 'Municipalities a Brazilian player may register',
        response: { 200: MunicipalityList },
      },
    },
    async () => ({
      data: await app.db.select().from(municipalities).orderBy(asc(municipalities.name)),
    }),
  )

  app.get(
    '/player/accounts',
    { schema: { tags, summary: 'Wallet accounts', response: { 200: AccountList } } },
    async (req) => {
      const { currency } = await me(req.player!.id)
      return (await app.wallet.accounts(app.db, req.player!.id)).map((a) => presentAccount(a, currency))
    },
  )

  app.post(
    '/player/accounts',
    {
      schema: {
        tags,
        summary: 'Switch the active currency (opens the account)',
        body: ChangeAccountRequest,
        response: { 200: AccountList },
      },
    },
    async (req) => {
      const offered = (PLATFORM_CURRENCIES as readonly string[]).includes(req.body.currency)
      const currency = offered ? findCurrency(req.body.currency) : undefined
      if (!currency) throw new ApiError('currency_not_supported', `${req.body.currency} is not supported`)
      const id = req.player!.id
      await app.db.transaction(async (tx) => {
        await app.wallet.open(tx, id, currency)
        await tx.update(users).set({ currency: currency.code }).where(eq(users.id, id))
      })
      return (await app.wallet.accounts(app.db, id)).map((a) => presentAccount(a, currency.code))
    },
  )

  app.get(
    '/player/comp_points',
    { schema: { tags, summary: 'Comp points', response: { 200: CompPoints } } },
    async (req) => compPointsOf(await me(req.player!.id)),
  )
  app.get(
    '/player/status_groups',
    { schema: { tags, summary: 'Loyalty status groups', response: { 200: StatusGroups } } },
    async (req) => statusGroupsOf(await me(req.player!.id)),
  )
}

export default player
