import fs from 'node:fs'

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

/**
 * Build-time constants (Vite `define`): who calls the Platform API, sent as headers with each of its
 * requests (spec §7 "headers for version and app name"). Declared for TypeScript in src/app-identity.d.ts.
 */
export const appIdentity = {
  __APP_NAME__: JSON.stringify('sportsbook-web'),
  __APP_VERSION__: JSON.stringify(pkg.version),
}
