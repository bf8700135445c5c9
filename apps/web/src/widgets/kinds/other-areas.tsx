// Widget kinds whose data belongs to other areas. Until those land they render nothing (never a
// placeholder the player could mistake for content); each names the issue that fills it in.

// TODO(#13 bonuses, jackpots and promo codes): bonuses, mobileBonusesGroup, bonus, promocode,
// jackpotBanner, jackpotLeaderBoard, jackpotCard.
export const Bonuses = () => null
export const MobileBonusesGroup = () => null
export const Bonus = () => null
export const Promocode = () => null
export const JackpotBanner = () => null
export const JackpotLeaderBoard = () => null
export const JackpotCard = () => null

// TODO(#14 the player's own space): favorites, notifications, profile, odds (odds format picker).
export const Favorites = () => null
export const Notifications = () => null
export const Profile = () => null
export const Odds = () => null

// TODO(#19 the match centre): chatToggle (match chat tab). `prediction` is kinds/prediction.tsx.
export const ChatToggle = () => null
