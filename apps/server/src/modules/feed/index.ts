// The demo feed: a provider simulator that seeds the catalog and moves it (see types.ts for the contract).
import type { CreateFeed } from './types.ts'
import { FeedEngine } from './engine.ts'

export type { Feed, FeedChange, FeedCommand, FeedCommandOutcome, FeedOptions, ScoreSwitch } from './types.ts'

export const createFeed: CreateFeed = (db, opts) => new FeedEngine(db, opts)
export type { MatchDetailRow } from './detail/index.ts'
