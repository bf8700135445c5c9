import type { IncomingMessage, ServerResponse } from 'node:http'

export function acceptsBrotli(header: string | string[] | undefined): boolean
export function precompressedAssets(
  dir: string,
): (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void
