export { default as metricsPlugin } from './plugin.ts'
export { default as metricsRoutes } from './routes.ts'
export { HTTP_BUCKETS_S } from './registry.ts'
