export { default as statementsPlugin } from './plugin.ts'
export { default as statementsRoutes } from './routes.ts'
