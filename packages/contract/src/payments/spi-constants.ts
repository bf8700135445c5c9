// Constants of the payment widget (spec §7 "A payment widget script loads from the platform frontend
// origin at /spi/main.js"). No zod here, so a page that only needs them stays small; the widget's
// interface and schemas are in spi.ts.

/** Where the widget script lives on the platform (casino) front end's origin. */
export const SPI_SCRIPT_PATH = '/spi/main.js'
/** The path prefix the widget talks to on that origin (the web's CSP allows connecting there only). */
export const SPI_API_PREFIX = '/spi/'

/** Spec §2 payment return statuses, also the widget's results (spec §4 quick-deposit result). */
export const PAYMENT_STATUSES = ['success', 'error', 'pending'] as const
