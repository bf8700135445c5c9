import { MunicipalityList, Player, type AuthField } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** PATCH /player/missed_auth_fields: fills the profile fields listed in auth_fields_missed (spec §4). */
export const fillMissedAuthFields = (user: Partial<Record<AuthField, string>>) =>
  apiSend('PATCH', '/player/missed_auth_fields', Player, { api: 'platform', body: { user } })

/** The operator's list changes rarely: one fetch per session is enough. */
export const municipalitiesQueryKey = ['session', 'municipalities'] as const

/** GET /player/municipalities: the IBGE codes a Brazilian player may register (bet code 118 without one). */
export const getMunicipalities = (signal?: AbortSignal) =>
  apiSend('GET', '/player/municipalities', MunicipalityList, { api: 'platform', signal })
