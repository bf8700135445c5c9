// The demo catalog: sports, country categories and leagues. Team names are generated from the seed.

import type { SportKey } from '../pricing/index.ts'

export type { SportKey }

export interface LeagueDef {
  name: string
  /** Team name style (names/places.ts), or 'atp'/'wta' for players, 'esports' for organisations. */
  style: string
  teams: number
  top?: boolean
  /** Relative share of the schedule inside its sport. */
  weight: number
  outright?: boolean
}

export interface CategoryDef {
  name: string
  countryCode: string | null
  leagues: LeagueDef[]
}

export interface SportDef {
  key: SportKey
  name: string
  urnId: string
  priority: number
  type: 'regular' | 'cyber'
  provider: 'betradar' | 'oddin'
  /** Share of all scheduled matches. */
  share: number
  /** Outcome counts of the listing markets. */
  outcomes: [number, number]
  venues: boolean
  categories: CategoryDef[]
}

const L = (name: string, style: string, teams: number, weight: number, top = false, outright = top): LeagueDef => ({
  name,
  style,
  teams,
  weight,
  top,
  outright,
})

export const SPORTS: SportDef[] = [
  {
    key: 'soccer', name: 'Soccer', urnId: 'sr:sport:1', priority: 100, type: 'regular', provider: 'betradar', share: 0.42, outcomes: [3, 2], venues: true,
    categories: [
      { name: 'England', countryCode: 'GB', leagues: [L('Premier League', 'en', 20, 3, true), L('Championship', 'en', 24, 2), L('League One', 'en', 20, 1)] },
      { name: 'Spain', countryCode: 'ES', leagues: [L('Primera Division', 'es', 20, 3, true), L('Segunda Division', 'es', 20, 1)] },
      { name: 'Germany', countryCode: 'DE', leagues: [L('Bundesliga', 'de', 18, 3, true), L('2. Bundesliga', 'de', 18, 1)] },
      { name: 'Italy', countryCode: 'IT', leagues: [L('Serie A', 'it', 20, 3, true), L('Serie B', 'it', 20, 1)] },
      { name: 'France', countryCode: 'FR', leagues: [L('Ligue Premiere', 'fr', 18, 2)] },
      { name: 'Netherlands', countryCode: 'NL', leagues: [L('Eredivisie', 'nl', 18, 1)] },
      { name: 'Portugal', countryCode: 'PT', leagues: [L('Primeira Liga', 'pt', 18, 1)] },
      { name: 'International Clubs', countryCode: null, leagues: [L('Champions Cup', 'intl', 16, 2, true), L('Club Friendlies', 'intl', 20, 1, false, false)] },
    ],
  },
  {
    key: 'tennis', name: 'Tennis', urnId: 'sr:sport:5', priority: 90, type: 'regular', provider: 'betradar', share: 0.13, outcomes: [2, 2], venues: false,
    categories: [
      { name: 'ATP', countryCode: null, leagues: [L('Harbour City Open', 'atp', 32, 2, true), L('Valmont Masters', 'atp', 32, 2)] },
      { name: 'WTA', countryCode: null, leagues: [L('Riverside Classic', 'wta', 32, 2, true), L('Costa Azul Open', 'wta', 32, 1)] },
      { name: 'Challenger', countryCode: null, leagues: [L('Challenger Northfield', 'atp', 32, 1)] },
    ],
  },
  {
    key: 'basketball', name: 'Basketball', urnId: 'sr:sport:2', priority: 85, type: 'regular', provider: 'betradar', share: 0.11, outcomes: [2, 2], venues: true,
    categories: [
      { name: 'USA', countryCode: 'US', leagues: [L('Pro Basketball League', 'us', 30, 3, true), L('College Division', 'us', 24, 1)] },
      { name: 'Spain', countryCode: 'ES', leagues: [L('Liga Endesa Pro', 'es', 18, 1)] },
      { name: 'Germany', countryCode: 'DE', leagues: [L('Basketball Bundesliga', 'de', 18, 1)] },
      { name: 'International', countryCode: null, leagues: [L('Euro Basket Cup', 'intl', 18, 2, true)] },
    ],
  },
  {
    key: 'ice-hockey', name: 'Ice Hockey', urnId: 'sr:sport:4', priority: 80, type: 'regular', provider: 'betradar', share: 0.09, outcomes: [3, 2], venues: true,
    categories: [
      { name: 'USA', countryCode: 'US', leagues: [L('National Hockey Circuit', 'us', 24, 3, true)] },
      { name: 'Sweden', countryCode: 'SE', leagues: [L('Elitserien', 'nord', 14, 1)] },
      { name: 'Finland', countryCode: 'FI', leagues: [L('Liiga', 'nord', 14, 1)] },
      { name: 'Germany', countryCode: 'DE', leagues: [L('Eishockey Liga', 'de', 14, 1)] },
    ],
  },
  {
    key: 'volleyball', name: 'Volleyball', urnId: 'sr:sport:23', priority: 60, type: 'regular', provider: 'betradar', share: 0.06, outcomes: [2, 2], venues: true,
    categories: [
      { name: 'Italy', countryCode: 'IT', leagues: [L('SuperLega', 'it', 12, 2, true)] },
      { name: 'Poland', countryCode: 'PL', leagues: [L('PlusLiga', 'intl', 14, 1)] },
      { name: 'France', countryCode: 'FR', leagues: [L('Ligue A Volley', 'fr', 12, 1)] },
      { name: 'International', countryCode: null, leagues: [L('Nations Volley Series', 'intl', 16, 1)] },
    ],
  },
  {
    key: 'cricket', name: 'Cricket', urnId: 'sr:sport:21', priority: 55, type: 'regular', provider: 'betradar', share: 0.04, outcomes: [2, 2], venues: true,
    categories: [
      { name: 'India', countryCode: 'IN', leagues: [L('Premier T20 League', 'intl', 10, 2, true)] },
      { name: 'England', countryCode: 'GB', leagues: [L('County T20 Blast', 'en', 18, 1)] },
      { name: 'Australia', countryCode: 'AU', leagues: [L('Big Bash T20', 'intl', 8, 1)] },
    ],
  },
  {
    key: 'cs2', name: 'Counter-Strike 2', urnId: 'od:sport:3', priority: 50, type: 'cyber', provider: 'oddin', share: 0.07, outcomes: [2, 2], venues: false,
    categories: [
      { name: 'International', countryCode: null, leagues: [L('Major Championship', 'esports', 16, 2, true), L('Pro Series', 'esports', 16, 1)] },
      { name: 'Europe', countryCode: null, leagues: [L('European Masters', 'esports', 16, 1)] },
    ],
  },
  {
    key: 'dota2', name: 'Dota 2', urnId: 'od:sport:2', priority: 45, type: 'cyber', provider: 'oddin', share: 0.04, outcomes: [2, 2], venues: false,
    categories: [{ name: 'International', countryCode: null, leagues: [L('Ancients Invitational', 'esports', 16, 2, true), L('Dota Pro Circuit', 'esports', 16, 1)] }],
  },
  {
    key: 'lol', name: 'League of Legends', urnId: 'od:sport:1', priority: 40, type: 'cyber', provider: 'oddin', share: 0.05, outcomes: [2, 2], venues: false,
    categories: [
      { name: 'International', countryCode: null, leagues: [L('Worlds Showdown', 'esports', 16, 2, true)] },
      { name: 'Korea', countryCode: 'KR', leagues: [L('Champions Korea', 'esports', 10, 1)] },
      { name: 'Europe', countryCode: null, leagues: [L('EMEA Legends', 'esports', 10, 1)] },
    ],
  },
]

export const slugify = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
