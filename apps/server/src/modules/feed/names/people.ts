// Fictional player names (tennis) and esports organisations.
import type { Rng } from '../../pricing/index.ts'

const FIRST_M = ['Luca', 'Mateo', 'Jonas', 'Felix', 'Adrian', 'Nikola', 'Hugo', 'Elias', 'Marek', 'Tomas', 'Andre', 'Kai', 'Leon', 'Ivan', 'Rafael', 'Oscar', 'Milan', 'Dario', 'Emil', 'Viktor']
const FIRST_W = ['Elena', 'Sofia', 'Mila', 'Clara', 'Nina', 'Ana', 'Lena', 'Iris', 'Marta', 'Yara', 'Julia', 'Petra', 'Alina', 'Vera', 'Chloe', 'Zoe', 'Irina', 'Lucia', 'Maya', 'Ella']
const LAST = ['Varga', 'Lindqvist', 'Moreau', 'Castellan', 'Novak', 'Berger', 'Okafor', 'Tanaka', 'Rossetti', 'Kowal', 'Dumont', 'Halvorsen', 'Ibarra', 'Petrov', 'Marin', 'Sorensen', 'Kerr', 'Almeida', 'Vidal', 'Ferrant', 'Brandt', 'Ostrova', 'Delacroix', 'Ruiz', 'Hallberg', 'Nakamura', 'Szabo', 'Arden', 'Maro', 'Quill']
const COUNTRIES = ['ES', 'FR', 'DE', 'IT', 'SE', 'NO', 'CZ', 'RS', 'AR', 'US', 'GB', 'JP', 'AU', 'CA', 'PL', 'HR']

export interface Person {
  name: string
  abbreviation: string
  countryCode: string
}

export function players(rng: Rng, women: boolean, count: number): Person[] {
  const seen = new Set<string>()
  const out: Person[] = []
  while (out.length < count) {
    const first = rng.pick(women ? FIRST_W : FIRST_M)
    const last = rng.pick(LAST)
    const name = `${last}, ${first}`
    if (seen.has(name) && seen.size < 500) continue
    seen.add(name)
    out.push({ name, abbreviation: last.slice(0, 3).toUpperCase(), countryCode: rng.pick(COUNTRIES) })
  }
  return out
}

const ORG_A = ['Neon', 'Iron', 'Night', 'Void', 'Solar', 'Crimson', 'Frost', 'Rogue', 'Shadow', 'Echo', 'Vortex', 'Pixel', 'Nova', 'Omega', 'Hex', 'Titan', 'Lunar', 'Storm', 'Apex', 'Zero']
const ORG_B = ['Wolves', 'Dragons', 'Syndicate', 'Reapers', 'Falcons', 'Vipers', 'Legion', 'Owls', 'Tigers', 'Knights', 'Ronin', 'Sharks', 'Foxes', 'Ravens', 'Pulse', 'Esports', 'Gaming', 'Squad']

export function esportsTeams(rng: Rng, count: number): string[] {
  const names = new Set<string>()
  for (let guard = 0; names.size < count && guard < 5000; guard++) names.add(`${rng.pick(ORG_A)} ${rng.pick(ORG_B)}`)
  return [...names]
}
