// What a route's server-rendered HTML makes the browser load before `load`, read from the build output
// (deterministic: the same build gives the same numbers). React Router's <Scripts /> modulepreloads the
// entry, its imports and, for every matched route, its module, split client-loader/action/fallback
// modules and their imports; we also follow every static `import` in those files, so a chunk the manifest
// forgot would still be counted. Dynamic `import()` is not followed: that is code loaded when needed.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { init, parse } from 'es-module-lexer'
import { matchRoutes } from 'react-router'

/** The client manifest React Router wrote (`window.__reactRouterManifest = {...}`). */
export function readManifest(clientDir) {
  const assets = path.join(clientDir, 'assets')
  const file = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f))
  if (!file) throw new Error(`No React Router manifest in ${assets}: run the web build first`)
  const text = fs.readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, ''))
}

function routeTree(manifest) {
  const byParent = new Map()
  for (const r of Object.values(manifest.routes)) {
    const list = byParent.get(r.parentId) ?? []
    list.push(r)
    byParent.set(r.parentId, list)
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      children: r.index ? undefined : build(r.id),
    }))
  return build(undefined)
}

const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length

/** Every JS file the HTML of `url` loads before `load`, with raw and gzip bytes. */
export async function routeInitialJs(clientDir, url) {
  await init
  const manifest = readManifest(clientDir)
  const matches = matchRoutes(routeTree(manifest), url)
  if (!matches) throw new Error(`No route matches ${url}`)
  const start = [manifest.entry.module, ...manifest.entry.imports]
  for (const m of matches) {
    const r = manifest.routes[m.route.id]
    start.push(
      r.module,
      r.clientActionModule,
      r.clientLoaderModule,
      r.hydrateFallbackModule,
      ...(r.imports ?? []),
    )
  }
  const seen = new Set()
  const queue = start.filter(Boolean)
  const files = []
  while (queue.length) {
    const href = queue.shift()
    if (seen.has(href)) continue
    seen.add(href)
    const buf = fs.readFileSync(path.join(clientDir, href))
    files.push({ href, bytes: buf.length, gzip: gzipSize(buf) })
    const [imports] = parse(buf.toString('utf8'))
    for (const imp of imports) {
      if (imp.d !== -1 || !imp.n) continue // dynamic import(): loaded on demand, not before `load`
      if (imp.n.startsWith('.') || imp.n.startsWith('/'))
        queue.push(path.posix.resolve(path.posix.dirname(href), imp.n))
    }
  }
  files.sort((a, b) => b.gzip - a.gzip)
  return {
    url,
    routes: matches.map((m) => m.route.id),
    files,
    bytes: files.reduce((s, f) => s + f.bytes, 0),
    gzip: files.reduce((s, f) => s + f.gzip, 0),
  }
}
