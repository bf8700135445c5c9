// Bundles the widget (browser/main.ts) into one script on first request (esbuild, in memory).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'browser/main.ts')
let built: Promise<string> | undefined

/** The /spi/main.js text: an IIFE that sets `window.SPI`. A failed build is retried next time. */
export function widgetScript(): Promise<string> {
  built ??= import('esbuild').then(async ({ build }) => {
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2020',
      write: false,
      legalComments: 'none',
    })
    return out.outputFiles[0]!.text
  })
  built.catch(() => {
    built = undefined
  })
  return built
}
