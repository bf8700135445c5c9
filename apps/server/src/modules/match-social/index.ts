export { default as matchSocialPlugin } from './plugin.ts'
export { default as matchSocialRoutes } from './routes.ts'
export { CHAT_HISTORY_LIMIT, CHAT_RATE_MAX, CHAT_RATE_WINDOW_MS } from './constants.ts'
