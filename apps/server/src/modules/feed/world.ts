// The deterministic world of a seed: every league's slug, urn and teams (names, ratings, venues).
// Rebuilt on every start from the seed, so a restart schedules new matches with the same teams.
import type { Competitor } from '@sportsbook/contract'
import { SPORTS, slugify, type CategoryDef, type LeagueDef, type SportDef } from './catalog.ts'
import { esportsTeams, players } from './names/people.ts'
import { placeName, teamNames } from './names/places.ts'
import { crestPath } from '../images/index.ts'
import { Rng } from '../pricing/index.ts'

export interface Team {
  competitor: Omit<Competitor, 'qualifier'>
  rating: number
  city: string | null
  stadium: string | null
}

export interface League {
  def: LeagueDef
  sport: SportDef
  category: CategoryDef
  categorySlug: string
  slug: string
  urnId: string
  priority: number
  teams: Team[]
}

const VENUE = ['Stadium', 'Park', 'Arena', 'Ground', 'Field']

function abbreviation(name: string): string {
  const words = name.replace(/[^A-Za-z ]/g, ' ').split(' ').filter((w) => w.length > 2 && !['FC', 'The'].includes(w))
  return (words.sort((a, b) => b.length - a.length)[0] ?? name).slice(0, 3).toUpperCase()
}

export function buildWorld(seed: number): League[] {
  const leagues: League[] = []
  SPORTS.forEach((sport, si) => {
    const oddin = sport.provider === 'oddin'
    sport.categories.forEach((category, ci) => {
      category.leagues.forEach((def, li) => {
        const rng = Rng.from(seed, `league:${sport.key}:${def.name}`)
        const n = 1000 + si * 100 + ci * 10 + li
        const names =
          def.style === 'atp' || def.style === 'wta'
            ? players(rng, def.style === 'wta', def.teams)
            : (def.style === 'esports' ? esportsTeams(rng, def.teams) : teamNames(rng, def.style, def.teams)).map((name) => ({
                name,
                abbreviation: abbreviation(name),
                countryCode: category.countryCode,
              }))
        const teams = names.map((p, ti): Team => {
          const city = sport.venues ? placeName(rng, def.style) : null
          const id = `${oddin ? 'od' : 'sr'}:competitor:${n * 100 + ti}`
          return {
            competitor: {
              id,
              name: p.name,
              abbreviation: p.abbreviation,
              // Every demo team has a crest, drawn by the API from its initials and id (modules/images).
              logo: crestPath({ id, abbreviation: p.abbreviation }),
              country_code: p.countryCode,
            },
            rating: rng.normal() * 0.45,
            city,
            stadium: city ? `${city} ${rng.pick(VENUE)}` : null,
          }
        })
        leagues.push({
          def,
          sport,
          category,
          categorySlug: slugify(category.name),
          slug: slugify(def.name),
          urnId: `${oddin ? 'od' : 'sr'}:tournament:${n}`,
          priority: (def.top ? 1000 : 100) + def.weight * 10 - li,
          teams,
        })
      })
    })
  })
  return leagues
}
