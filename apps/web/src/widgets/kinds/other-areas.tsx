// Widget kinds whose data belongs to other areas. Until those land they render nothing (never a
// placeholder the player could mistake for content); each names the issue that fills it in.

// Jackpot kinds: ./jackpots.tsx.
export { Bonuses, MobileBonusesGroup, Bonus, Promocode } from './bonus-kinds.tsx'
export { Favorites, Notifications, Profile, Odds } from './player-kinds.tsx'

// TODO(#19 the match centre): chatToggle (match chat tab). `prediction` is kinds/prediction.tsx.
export const ChatToggle = () => null
