// `local/server-boundaries`: the shape of apps/server/src (docs/architecture.md, "Server").
// - modules meet only through `modules/<x>/index.ts`: an area's files can then move, split or be
//   rewritten without breaking another area, and its index says what it offers;
// - betting never imports the feed: a real operator runs without the demo feed (FEED_ENABLED=false
//   loads no simulator); what both need to price lives in modules/pricing;
// - routes call their own module's service only: no database (db/, drizzle-orm, pg), no repository,
//   no other module, so a handler stays auth → validate → service and SQL stays in repositories.
import path from 'node:path'
import { importsOf } from './import-graph.js'

const SERVER_SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`

/** `{ root, rel }` of a file under apps/server/src, else null. */
function serverPath(file) {
  const at = file.lastIndexOf(SERVER_SRC)
  if (at < 0) return null
  return { root: file.slice(0, at + SERVER_SRC.length), rel: file.slice(at + SERVER_SRC.length).split(path.sep).join('/') }
}

const moduleOf = (rel) => /^modules\/([^/]+)\//.exec(rel)?.[1] ?? null
const isRoute = (rel) => /^modules\/[^/]+\/(routes\/|routes\.ts$)/.test(rel)
const isRepository = (rel) => /(^|\/)repository(\/|\.ts$)|-repository\.ts$/.test(rel)
const DATABASE_PACKAGES = /^(pg|drizzle-orm)(\/|$)/

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
      routeOtherModule:
        "A route must not import another module ('{{spec}}'): routes call their own module's service only; that service may use other modules through their index.",
    },
  },
  create(context) {
    const me = serverPath(context.filename)
    if (!me) return {}
    const myModule = moduleOf(me.rel)
    return {
      ImportDeclaration(node) {
        const spec = node.source.value
        if (typeof spec !== 'string') return
        if (isRoute(me.rel) && DATABASE_PACKAGES.test(spec))
          return context.report({ node, messageId: 'routeDatabase', data: { spec } })
        const hit = importsOf(context.filename).find((i) => i.spec === spec)
        const target = hit && serverPath(hit.target)
        if (!target || target.root !== me.root) return
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
      },
    }
  },
}
