export {
  alreadyRegisteredMessage,
  confirmationMessage,
  exclusionMessage,
  type LinkBase,
  phoneCodeMessage,
  resetPasswordMessage,
  unlockMessage,
} from './messages.ts'
export { listOutbox, outboxSender, type OutgoingMessage, type Sender } from './sender.ts'
export { default as outboxDevRoutes } from './routes.ts'
export { default as outboxPlugin } from './plugin.ts'
