import { Transform } from 'node:stream'

/**
 * React Router's <Scripts /> modulepreloads every module of the matched routes (~20 files, 170 KB on a
 * listing), and React hoists those links to the top of <head>, before the stylesheet. On a phone's slow
 * link they were all requested first, at high priority, and the page's first paint waited for the
 * stylesheet queued behind them (Lighthouse counts each as render-blocking). The page's own entry keeps
 * its preload; the others are fetched at low priority, so the document and the stylesheet go first
 * and the scripts still arrive before the module script at the end of the body asks for them.
 */
export function lowerModulePreloads(head: string, entry: string): string {
  return head.replace(/<link rel="modulepreload" href="([^"]+)"/g, (tag, href: string) =>
    href === entry ? tag : `<link rel="modulepreload" fetchpriority="low" href="${href}"`,
  )
}

const HEAD_END = Buffer.from('</head>')

/** The HTML stream with its <head> passed through `lowerModulePreloads`; the body is untouched. */
export function lowerModulePreloadsStream(entry: string): Transform {
  let head = Buffer.alloc(0)
  let done = false
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk)
      head = Buffer.concat([head, chunk])
      const end = head.indexOf(HEAD_END)
      if (end < 0) return callback()
      done = true
      // Cut at `</head>` (ASCII), so no character is split.
      const lowered = lowerModulePreloads(head.subarray(0, end).toString('utf8'), entry)
      callback(null, Buffer.concat([Buffer.from(lowered), head.subarray(end)]))
    },
    flush(callback) {
      callback(null, done || head.length === 0 ? undefined : head)
    },
  })
}
