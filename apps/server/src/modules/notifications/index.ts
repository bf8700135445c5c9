export { notify, notifyAll, type NotifyInput } from './notify.ts'
export { default as notificationsPlugin } from './plugin.ts'
export { default as notificationsRoutes } from './routes.ts'
