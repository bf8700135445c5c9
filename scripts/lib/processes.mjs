// Small helpers shared by the start, dev and test scripts.
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

/** Newest modification time (ms) of a file or of any file below a directory. */
export function newestMtime(p) {
  if (!fs.existsSync(p)) return 0
  const st = fs.statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules') continue
    newest = Math.max(newest, newestMtime(path.join(p, entry)))
  }
  return newest
}

/** Copies a child's output line by line with a prefix, so interleaved logs stay readable. */
export function prefixLines(stream, prefix, out) {
  readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`))
}

/** Resolves once `url` answers with any status below 500; rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: 'manual' })
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
