/**
 * The Platform API's double-submit CSRF pair: the API sets a script-readable cookie at sign-in, and
 * every write sends its value back in a header (the server binds it to the session). One definition
 * for the web app, the reference backend and the conformance kit. Zod-free, so a first page load may
 * import it.
 */
export const CSRF_COOKIE = 'sb_csrf'
/** As browsers send it; HTTP header names are case-insensitive (Node lower-cases them on arrival). */
export const CSRF_HEADER = 'X-CSRF-Token'
