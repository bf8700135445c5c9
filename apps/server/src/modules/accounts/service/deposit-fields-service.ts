// Spec §5 "missing deposit fields must be filled before depositing when configured": the operator's
// DEPOSIT_REQUIRED_FIELDS, which of them a player lacks, and filling only those.
import {
  oldEnough,
  type DepositField,
  type DepositFields,
  type DepositFieldsRequest,
} from '@sportsbook/contract'
import type { Db } from '../../../db/client.ts'
import {
  findById,
  updateUserReturning,
  type UserRow,
  type UserUpdate,
} from '../repository/users-repository.ts'
import type { FieldIssue } from './player-service.ts'

const COLUMN = {
  first_name: 'firstName',
  last_name: 'lastName',
  birth_date: 'birthDate',
  address: 'address',
  city: 'city',
  postal_code: 'postalCode',
} as const satisfies Record<DepositField, keyof UserRow & keyof UserUpdate>

const present = (u: UserRow, required: readonly DepositField[]): DepositFields => ({
  required: [...required],
  missing: required.filter((f) => !u[COLUMN[f]]),
})

export function createDepositFieldsService(db: Db, required: readonly DepositField[], now: () => Date) {
  const me = async (id: number) => (await findById(db, id))!
  return {
    of: async (id: number) => present(await me(id), required),

    /** Writes the missing fields only (a given name already on file stays); every missing one is required. */
    async fill(
      id: number,
      given: DepositFieldsRequest['user'],
    ): Promise<{ fields: DepositFields } | { issues: FieldIssue[] }> {
      const user = await me(id)
      const { missing } = present(user, required)
      const issues: FieldIssue[] = missing
        .filter((f) => !given[f])
        .map((f) => ({ path: `user.${f}`, message: 'is required' }))
      const today = now().toISOString().slice(0, 10)
      if (missing.includes('birth_date') && given.birth_date && !oldEnough(given.birth_date, today))
        issues.push({ path: 'user.birth_date', message: 'must be of an adult' })
      if (issues.length > 0) return { issues }
      if (missing.length === 0) return { fields: present(user, required) }
      const set: UserUpdate = Object.fromEntries(missing.map((f) => [COLUMN[f], given[f]]))
      return { fields: present((await updateUserReturning(db, id, set))!, required) }
    },
  }
}
export type DepositFieldsService = ReturnType<typeof createDepositFieldsService>
