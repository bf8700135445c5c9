import { OpenChestResponse } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /bonuses/lootboxes/{id}/open: opens the oldest closed chest; its freebet is issued. */
export const openChest = (lootboxId: string) =>
  apiSend('POST', `/bonuses/lootboxes/${lootboxId}/open`, OpenChestResponse)
