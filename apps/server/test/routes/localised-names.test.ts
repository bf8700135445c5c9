import type {
  CategoryList,
  Match,
  MarketList,
  MatchPage,
  SportList,
  TournamentList,
} from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { build, getJson } from '../helpers/build-app.ts'
import { IDS } from '../helpers/fixtures.ts'

const app = await build()
const S = '/api/sportsbook'
const get = async <T>(path: string) => {
  const res = await getJson<T>(app, `${S}${path}`)
  expect(res.status).toBe(200)
  return res.body
}

describe('catalog names follow ?locale=', () => {
  it('names sports and countries in the asked language, English without a locale', async () => {
    const de = await get<SportList>('/sports?locale=de')
    expect(de.data.find((s) => s.key === 'soccer')?.name).toBe('Fußball')
    expect((await get<SportList>('/sports')).data.find((s) => s.key === 'soccer')?.name).toBe('Soccer')
    const it = await get<CategoryList>('/categories?sport_key=soccer&locale=it')
    expect(it.data.map((c) => c.name).sort()).toEqual(['Inghilterra', 'Spagna'])
    expect(it.data[0]?.sport.name).toBe('Calcio')
  })

  it('names markets and worded outcomes, never teams, leagues or sides', async () => {
    const markets = await get<MarketList>(`/matches/${IDS.matches.arsenalChelsea}/markets?locale=de`)
    const total = markets.data.find((m) => m.id === 18)!
    expect(total.name).toBe('Gesamt')
    expect(total.outcomes.map((o) => o.name)).toEqual(['Über', 'Unter'])
    expect(markets.data.find((m) => m.id === 1)?.outcomes.map((o) => o.name)).toEqual(['1', 'X', '2'])
    const match = await get<Match>(`/matches/${IDS.matches.arsenalChelsea}?locale=fr-CA`)
    expect(match.competitors.map((c) => c.name)).toEqual(['Arsenal', 'Chelsea'])
    expect(match.sport.name).toBe('Soccer')
    expect(match.category.name).toBe('Angleterre')
    const page = await get<MatchPage>('/matches?sport_key=soccer&locale=sr-ME')
    expect(
      page.data.every((m) => m.tournament.name === 'Premier League' || m.tournament.name === 'LaLiga'),
    ).toBe(true)
    expect(page.data[0]?.sport.name).toBe('Fudbal')
    const leagues = await get<TournamentList>('/tournaments?sport_key=soccer&locale=sv')
    expect(leagues.data[0]?.sport.name).toBe('Fotboll')
  })

  it('refuses a locale it does not know with a catalogue error', async () => {
    const res = await getJson<{ error: { code: string } }>(app, `${S}/sports?locale=xx`)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('invalid_params')
  })
})
