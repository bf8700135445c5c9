// Widget kinds whose data belongs to other areas. Until those land they render nothing (never a
// placeholder the player could mistake for content); each names the issue that fills it in.

export { Bonuses, MobileBonusesGroup, Bonus, Promocode } from './bonus-kinds.tsx'
export { Favorites, Notifications, Profile, Odds } from './player-kinds.tsx'

// TODO(#13 bonuses, jackpots and promo codes): jackpotBanner, jackpotLeaderBoard, jackpotCard.
export const JackpotBanner = () => null
export const JackpotLeaderBoard = () => null
export const JackpotCard = () => null

// TODO(#19 the match centre): chatToggle (match chat tab), prediction.
export const ChatToggle = () => null
export const Prediction = () => null
