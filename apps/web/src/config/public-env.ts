/** Configuration the browser needs; the server renders it into the page so one build serves every operator. */
export interface PublicEnv {
  sportsbookApiUrl: string
  platformApiUrl: string
}

declare global {
  interface Window {
    __PUBLIC_ENV__?: PublicEnv
  }
}

const DEFAULT_API_URL = 'http://127.0.0.1:4000'

/** Read on the server only: the browser uses same-origin paths (proxied) unless the operator sets PUBLIC_*. */
export function readPublicEnv(env: NodeJS.ProcessEnv = process.env): PublicEnv {
  return {
    sportsbookApiUrl: env.PUBLIC_SPORTSBOOK_API_URL || '/api/sportsbook',
    platformApiUrl: env.PUBLIC_PLATFORM_API_URL || '/api/platform',
  }
}

/** Base URLs for server-side rendering fetches, which go straight to the backend. */
export function readServerApiUrls(env: NodeJS.ProcessEnv = process.env): PublicEnv {
  const api = (env.API_URL || DEFAULT_API_URL).replace(/\/$/, '')
  return {
    sportsbookApiUrl: env.SPORTSBOOK_API_URL || `${api}/api/sportsbook`,
    platformApiUrl: env.PLATFORM_API_URL || `${api}/api/platform`,
  }
}
