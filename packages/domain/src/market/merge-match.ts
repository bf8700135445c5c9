import { shareUnchanged } from './share-unchanged.ts'

/**
 * Applies a match_changed update (spec §4): fields present in the update replace the old ones,
 * and every unchanged part (score objects, competitors, statistics) keeps its identity.
 * Returns `prev` itself when nothing changed.
 */
export function mergeMatch<M extends object>(prev: M, update: Partial<M>): M {
  const defined = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined))
  return shareUnchanged(prev, { ...prev, ...defined })
}
