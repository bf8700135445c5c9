// Widget kinds whose data belongs to other areas, from their features (`prediction` is prediction.tsx).

// Jackpot kinds: ./jackpots.tsx.
export { Bonuses, MobileBonusesGroup, Bonus, Promocode } from './bonus-kinds.tsx'
export { Favorites, Notifications, Profile, Odds } from './player-kinds.tsx'
export { ChatToggle } from './chat-toggle.tsx'
