// Provider availability (modules/providers).
import { boolean, pgTable, text } from 'drizzle-orm/pg-core'

/** Provider availability (spec §6: a provider's matches are bettable only while it is active). */
export const providers = pgTable('providers', {
  key: text('key').primaryKey(),
  active: boolean('active').notNull().default(true),
})
