export { default as providersPlugin } from './plugin.ts'
export type { ProvidersService } from './service.ts'
