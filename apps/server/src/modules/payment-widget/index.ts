export { default as paymentWidgetPlugin } from './plugin.ts'
export { SPI_DECLINE_AMOUNT_MAJOR, SPI_PENDING_AMOUNT_MAJOR } from './constants.ts'
