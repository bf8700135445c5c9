// zod, configured before the contract builds any schema: every file here takes `z` from this module
// (lint enforces it), so this runs first in the browser and in Node alike.
import { z } from 'zod'

/**
 * zod 4 compiles object parsers with `new Function` where it may, and probes for that with
 * `new Function('')` when the first object schema is built. Browsers run the sportsbook under its
 * CSP (no 'unsafe-eval'): the probe is refused and reported as a CSP violation on every page, and a
 * compiled parser could not run anyway. jitless there: no probe. Node (the API, SSR) keeps the
 * compiled parsers, faster for the large bodies it parses and serializes.
 */
if ('document' in globalThis) z.config({ jitless: true })

export { z }
