// React Router's default Node entry, plus the page's CSP nonce on every script React renders
// (the hydration data, <Scripts>, <ScrollRestoration>, the root's inline scripts).
import { PassThrough } from 'node:stream'
import type { EntryContext } from 'react-router'
import { createReadableStreamFromReadable } from '@react-router/node'
import { ServerRouter } from 'react-router'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import { CSP_NONCE_HEADER, NonceContext } from '~/lib/csp-nonce.ts'
import { lowerModulePreloadsStream } from '~/lib/head-preloads.server.ts'

export const streamTimeout = 5_000

/**
 * React outlines a Suspense boundary that is already complete when the shell flushes once the page
 * passed `progressiveChunkSize` bytes (default 12 800: every page's head and header do): it sends the
 * fallback in place and the content at the end of the document, revealed a frame (or up to 300 ms)
 * later. The reveal moves what is below (the match centre pushed the markets down: CLS 0.03–0.1).
 * Our pages arrive in one flush anyway, so a finished boundary goes where it belongs; boundaries
 * still waiting for data or code are streamed as before.
 */
const PROGRESSIVE_CHUNK_SIZE = Number.POSITIVE_INFINITY

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Bots and SPA mode wait for all content; browsers get the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        progressiveChunkSize: PROGRESSIVE_CHUNK_SIZE,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html')
          // The route's modules are preloaded at low priority, the entry first (lib/head-preloads.server.ts).
          const head = lowerModulePreloadsStream(routerContext.manifest.entry.module)
          pipe(head)
          head.pipe(body)
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors of the shell itself are logged by React Router; these come from inside it.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
