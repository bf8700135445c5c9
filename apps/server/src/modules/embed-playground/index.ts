export { default as embedPlaygroundPlugin } from './plugin.ts'
