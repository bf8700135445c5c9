import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'src',
  ssr: true,
  // React Router v8 behaviour adopted early (https://reactrouter.com/upgrading/future): the app uses no
  // load context, custom data URLs or custom Vite environments, so each flag is a no-op for our code
  // and the upgrade later is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
