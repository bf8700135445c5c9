// The root loader's door to the catalogues: `.server` keeps every locale's messages out of the
// browser bundle, which receives only the current locale's in the loader data.
export { messagesFor } from './i18n.ts'
