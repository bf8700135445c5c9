export { default as healthRoutes } from './routes.ts'
