export { default as errorReportsPlugin } from './plugin.ts'
