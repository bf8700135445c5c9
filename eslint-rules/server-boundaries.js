// `local/server-boundaries`: the shape of apps/server/src (docs/architecture.md, "Server").
// - modules meet only through `modules/<x>/index.ts`: an area's files can then move, split or be
//   rewritten without breaking another area, and its index says what it offers (re-exports too:
//   `export … from` another module's file is an import by another name);
// - betting never imports the feed: a real operator runs without the demo feed (FEED_ENABLED=false
//   loads no simulator); what both need to price lives in modules/pricing;
// - routes call their own module's service only: no database (db/, drizzle-orm, pg), no repository,
//   no other module, so a handler stays auth → validate → service and SQL stays in repositories;
// - in modules/, only repository files (path containing `repository`) build or run SQL: value imports
//   of drizzle-orm, pg, db/schema/ (its tables) or the pool/schema of db/client.ts anywhere else are refused
//   (type-only imports such as `Tx`, `SQL` or `pg.Pool` are fine; tests may query to assert).
import path from 'node:path'
import { importsOf } from './import-graph.js'

const SERVER_SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`

/** `{ root, rel }` of a file under apps/server/src, else null. */
function serverPath(file) {
  const at = file.lastIndexOf(SERVER_SRC)
  if (at < 0) return null
  return {
    root: file.slice(0, at + SERVER_SRC.length),
    rel: file
      .slice(at + SERVER_SRC.length)
      .split(path.sep)
      .join('/'),
  }
}

const moduleOf = (rel) => /^modules\/([^/]+)\//.exec(rel)?.[1] ?? null
const isRoute = (rel) => /^modules\/[^/]+\/(routes\/|routes\.ts$)/.test(rel)
const isRepository = (rel) => /(^|\/)repository(\/|\.ts$)|-repository\.ts$/.test(rel)
const DATABASE_PACKAGES = /^(pg|drizzle-orm)(\/|$)/
const isTest = (rel) => /\.test\.ts$/.test(rel)
/** What of db/ builds or runs queries: the tables, and the pool/drizzle factories and schema of client.ts. */
const DB_QUERY_EXPORTS = new Set(['schema', 'createPool', 'createDb'])

/** Whether the import (or re-export) brings in values (not only types). */
function importsValues(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return false
  if (node.type === 'ExportAllDeclaration') return true
  if (node.specifiers.length === 0) return true
  return node.specifiers.some(
    (s) =>
      (s.type !== 'ImportSpecifier' && s.type !== 'ExportSpecifier') ||
      (s.importKind ?? s.exportKind) !== 'type',
  )
}

/** Whether a value import of db/client.ts names something that builds or runs queries. */
function importsQueryExports(node) {
  if (node.type === 'ExportAllDeclaration') return true
  return node.specifiers.some((s) => {
    if (s.type === 'ExportSpecifier')
      return s.exportKind !== 'type' && DB_QUERY_EXPORTS.has(s.local.name ?? s.local.value)
    return (
      s.type !== 'ImportSpecifier' ||
      (s.importKind !== 'type' && DB_QUERY_EXPORTS.has(s.imported.name ?? s.imported.value))
    )
  })
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Module boundaries inside apps/server/src.' },
    schema: [],
    messages: {
      throughIndex:
        "Import modules/{{module}} through modules/{{module}}/index.ts, not '{{spec}}': modules meet only through their index, so each area can change inside without breaking the others.",
      bettingFeed:
        "betting must not import the feed ('{{spec}}'): operators run without the demo feed (FEED_ENABLED=false loads no simulator). Shared prices live in modules/pricing; feed events reach betting through server.ts.",
      routeDatabase:
        "A route must not import '{{spec}}': routes call their module's service, and SQL lives in the module's repository, so handlers stay auth → validate → service.",
      sqlOutsideRepository:
        "Only a repository file may import '{{spec}}' (as a value): SQL lives in the module's repository (a path containing `repository`), so a reader finds every query of an area in one place and services stay testable without a database. Move the statement into a small named function there taking the Executor/Tx from db/.",
      routeOtherModule:
        "A route must not import another module ('{{spec}}'): routes call their own module's service only; that service may use other modules through their index.",
    },
  },
  create(context) {
    const me = serverPath(context.filename)
    if (!me) return {}
    const myModule = moduleOf(me.rel)
    const check = (node) => {
      const spec = node.source?.value
      if (typeof spec !== 'string') return
      if (isRoute(me.rel) && DATABASE_PACKAGES.test(spec))
        return context.report({ node, messageId: 'routeDatabase', data: { spec } })
      const sqlCheck = myModule !== null && !isRepository(me.rel) && !isTest(me.rel) && importsValues(node)
      if (sqlCheck && DATABASE_PACKAGES.test(spec))
        return context.report({ node, messageId: 'sqlOutsideRepository', data: { spec } })
      const hit = importsOf(context.filename).find((i) => i.spec === spec)
      const target = hit && serverPath(hit.target)
      if (!target || target.root !== me.root) return
      if (
        sqlCheck &&
        (target.rel.startsWith('db/schema/') || (target.rel === 'db/client.ts' && importsQueryExports(node)))
      )
        return context.report({ node, messageId: 'sqlOutsideRepository', data: { spec } })
      const theirs = moduleOf(target.rel)
      if (isRoute(me.rel)) {
        if (target.rel.startsWith('db/') || isRepository(target.rel))
          return context.report({ node, messageId: 'routeDatabase', data: { spec } })
        if (theirs && theirs !== myModule)
          return context.report({ node, messageId: 'routeOtherModule', data: { spec } })
      }
      if (myModule === 'betting' && theirs === 'feed')
        return context.report({ node, messageId: 'bettingFeed', data: { spec } })
      if (theirs && theirs !== myModule && target.rel !== `modules/${theirs}/index.ts`)
        context.report({ node, messageId: 'throughIndex', data: { module: theirs, spec } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: check,
    }
  },
}
