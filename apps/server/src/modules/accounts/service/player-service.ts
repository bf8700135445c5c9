// The player resource's operations (GET/PATCH /player…): the routes call these; the rows come from
// users.ts and the wallet, the shapes from presenters.ts.
import type { Db } from '../../../db/client.ts'
import { PLATFORM_CURRENCIES, type MissedAuthFieldsRequest, type Player } from '@sportsbook/contract'
import type { z } from 'zod'
import { findCurrency } from '@sportsbook/domain'
import { ApiError } from '../../../lib/api-error.ts'
import type { Wallet } from '../../wallet/index.ts'
import { compPointsOf, statusGroupsOf } from '../loyalty.ts'
import { missedAuthFields, presentAccount, presentPlayer } from '../presenters.ts'
import {
  findById,
  listMunicipalities,
  municipalityExists,
  setLanguage,
  updateUser,
} from '../repository/users-repository.ts'

export interface FieldIssue {
  path: string
  message: string
}

export function createPlayerService(db: Db, wallet: Wallet) {
  const me = async (id: number) => (await findById(db, id))!

  return {
    player: async (id: number) => presentPlayer(await me(id)),
    setLanguage: (id: number, locale: string) => setLanguage(db, id, locale),

    /** Fills only the missing profile fields; field issues when some stay missing or are refused. */
    async fillMissedFields(
      id: number,
      given: z.infer<typeof MissedAuthFieldsRequest>['user'],
    ): Promise<{ player: Player } | { issues: FieldIssue[] }> {
      const user = await me(id)
      const missing = missedAuthFields(user)
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
        return { issues: still.map((f): FieldIssue => ({ path: `user.${f}`, message: 'is required' })) }
      // Only a code of the municipalities table lets the player bet (code 118), so no other is stored.
      if (set.municipalityCode && !(await municipalityExists(db, set.municipalityCode)))
        return { issues: [{ path: 'user.municipality_code', message: 'is not a known municipality' }] }
      if (Object.keys(set).length === 0) return { player: presentPlayer(user) }
      try {
        return { player: presentPlayer((await updateUser(db, user.id, set))!) }
      } catch (err) {
        if ((err as { cause?: { code?: string } }).cause?.code !== '23505') throw err
        // A generic refusal: which addresses have accounts is not told.
        return { issues: [{ path: 'user.email', message: 'cannot be used' }] }
      }
    },

    municipalities: async () => ({ data: await listMunicipalities(db) }),

    async accounts(id: number) {
      const { currency } = await me(id)
      return (await wallet.accounts(db, id)).map((a) => presentAccount(a, currency))
    },

    /** Switches the active currency, opening its account on first use. */
    async switchCurrency(id: number, code: string) {
      const offered = (PLATFORM_CURRENCIES as readonly string[]).includes(code)
      const currency = offered ? findCurrency(code) : undefined
      if (!currency) throw new ApiError('currency_not_supported', `${code} is not supported`)
      await db.transaction(async (tx) => {
        await wallet.open(tx, id, currency)
        await updateUser(tx, id, { currency: currency.code })
      })
      return (await wallet.accounts(db, id)).map((a) => presentAccount(a, currency.code))
    },

    /** The currency the player bets in now. */
    activeCurrency: async (id: number) => (await me(id)).currency,
    compPoints: async (id: number) => compPointsOf(await me(id)),
    statusGroups: async (id: number) => statusGroupsOf(await me(id)),
  }
}

export type PlayerService = ReturnType<typeof createPlayerService>
