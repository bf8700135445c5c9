import { createContext, useContext } from 'react'

/**
 * The web server (server.mjs, http-security.mjs) makes a fresh nonce per page request, names it in the
 * Content-Security-Policy header and hands it to SSR in this request header (always overwritten, so a
 * client cannot choose it). Every inline script React renders carries it.
 */
export const CSP_NONCE_HEADER = 'x-sportsbook-csp-nonce'

export const NonceContext = createContext<string | undefined>(undefined)

/** The page's CSP nonce during SSR; undefined in the browser, where scripts already ran. */
export const useNonce = () => useContext(NonceContext)
