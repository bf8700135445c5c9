// The signed-in player: profile, locale, missed auth fields, accounts, comp points, status groups.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AccountList,
  ChangeAccountRequest,
  CompPoints,
  MissedAuthFieldsRequest,
  MunicipalityList,
  Player,
  StatusGroups,
  UpdateLocaleRequest,
  UpdateLocaleResponse,
} from '@sportsbook/contract'
import { fieldErrors } from '../field-errors.ts'

const tags = ['platform: player']

const player: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requirePlayer)
  const players = app.accounts.players

  app.get(
    '/player',
    { schema: { tags, summary: 'The signed-in player', response: { 200: Player } } },
    async (req) => players.player(req.player!.id),
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
      await players.setLanguage(req.player!.id, req.body.locale)
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
      const result = await players.fillMissedFields(req.player!.id, req.body.user)
      return 'issues' in result ? fieldErrors(reply, result.issues) : result.player
    },
  )

  app.get(
    '/player/municipalities',
    {
      schema: {
        tags,
        summary: 'Municipalities a Brazilian player may register',
        response: { 200: MunicipalityList },
      },
    },
    async () => players.municipalities(),
  )

  app.get(
    '/player/accounts',
    { schema: { tags, summary: 'Wallet accounts', response: { 200: AccountList } } },
    async (req) => players.accounts(req.player!.id),
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
    async (req) => players.switchCurrency(req.player!.id, req.body.currency),
  )

  app.get(
    '/player/comp_points',
    { schema: { tags, summary: 'Comp points', response: { 200: CompPoints } } },
    async (req) => players.compPoints(req.player!.id),
  )
  app.get(
    '/player/status_groups',
    { schema: { tags, summary: 'Loyalty status groups', response: { 200: StatusGroups } } },
    async (req) => players.statusGroups(req.player!.id),
  )
}

export default player
