// The campaign and freebet rows every bonus module shares (README.md): bonuses, lootboxes and
// bonus-points read and issue through here, so no two of them import each other in a circle.
export { DAY_MS, campaignWireId, freebetWireId, parseWireId } from './constants.ts'
export { campaignOpenTo, eligibilityOf, type PlayerEligibility } from './eligibility.ts'
export { freebetById, type BonusDeps } from './freebets.ts'
export { issueFreebet } from './issue.ts'
export { freebetState, presentBanners, presentCampaign, presentFreebet } from './presenters.ts'
export { publishBonusIssued } from './publish.ts'
export * as campaignRows from './repository/campaigns-repository.ts'
export type { CampaignRow, CampaignSeed } from './repository/campaigns-repository.ts'
export * as freebetRows from './repository/freebets-repository.ts'
export type { PlayerBonusRow } from './repository/freebets-repository.ts'
