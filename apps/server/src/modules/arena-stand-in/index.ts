export { default as arenaStandInPlugin } from './plugin.ts'
export { ARENA_PAGE_PATH, ARENA_PROVIDER } from './constants.ts'
