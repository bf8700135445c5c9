import type { IncomingMessage, ServerResponse } from 'node:http'

export function apiBodyLimit(
  maxBytes: number,
): (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void
