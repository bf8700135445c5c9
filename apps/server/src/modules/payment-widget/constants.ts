// The stand-in provider's test amounts and session lifetime (docs/constants.md, README.md).

/** A deposit of exactly this many whole units is declined (status `error`, nothing credited). */
export const SPI_DECLINE_AMOUNT_MAJOR = 666
/** A deposit of exactly this many whole units stays pending (status `pending`, nothing credited yet). */
export const SPI_PENDING_AMOUNT_MAJOR = 777
/** How long a widget session token is accepted after the platform issued it. */
export const SPI_SESSION_TTL_MS = 15 * 60_000
/** Ledger ref of a widget deposit: the payment id makes a retry of the same attempt a no-op. */
export const spiLedgerRef = (paymentId: string) => `spi:${paymentId}`
