import { Player, type AuthField } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** PATCH /player/missed_auth_fields: fills the profile fields listed in auth_fields_missed (spec §4). */
export const fillMissedAuthFields = (user: Partial<Record<AuthField, string>>) =>
  apiSend('PATCH', '/player/missed_auth_fields', Player, { api: 'platform', body: { user } })
