export { default as scenariosPlugin } from './plugin.ts'
export type { ScenariosService } from './service.ts'
