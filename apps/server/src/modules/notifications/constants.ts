/**
 * Committed changes pushed per round (one read of the notifications and one of the players per round);
 * a burst such as a settled match goes out round after round (docs/constants.md).
 */
export const PUSH_ROUND = 500
