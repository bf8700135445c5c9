import type { IncomingMessage, ServerResponse } from 'node:http'

export function singleDrainListener(req: IncomingMessage, res: ServerResponse, next: () => void): void
