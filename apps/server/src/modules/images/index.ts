export { default as imagesPlugin } from './plugin.ts'
export { default as imageRoutes } from './routes.ts'
export { crestPath } from './crests.ts'
