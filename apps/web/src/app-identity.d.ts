/** The web app's name and version, set at build time (app-identity.ts, Vite `define`). */
declare const __APP_NAME__: string
declare const __APP_VERSION__: string
