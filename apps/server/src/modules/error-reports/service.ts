// Parses Sentry envelopes (newline-delimited JSON: header, then item header + payload pairs) and
// keeps the latest in memory, so a developer sees reports without a Sentry account.

/** Reports kept; older ones fall off. */
export const MAX_REPORTS = 200

export interface StoredReport {
  receivedAt: string
  projectId: string
  type: string
  event: Record<string, unknown>
}

export function parseEnvelope(body: string): Array<{ type: string; payload: Record<string, unknown> }> {
  const lines = body.split('\n')
  const items: Array<{ type: string; payload: Record<string, unknown> }> = []
  // lines[0] is the envelope header; then each item is a header line and a payload line.
  for (let i = 1; i + 1 < lines.length; i += 2) {
    try {
      const header = JSON.parse(lines[i] ?? '') as { type?: unknown }
      const payload = JSON.parse(lines[i + 1] ?? '') as unknown
      if (typeof header.type === 'string' && typeof payload === 'object' && payload !== null)
        items.push({ type: header.type, payload: payload as Record<string, unknown> })
    } catch {
      // a binary attachment or a torn line: skip it, keep the rest
    }
  }
  return items
}

export function createErrorReportsService(now: () => Date = () => new Date()) {
  const reports: StoredReport[] = []
  return {
    add(projectId: string, body: string): number {
      const items = parseEnvelope(body).filter((i) => i.type === 'event' || i.type === 'transaction')
      for (const item of items) {
        reports.push({ receivedAt: now().toISOString(), projectId, type: item.type, event: item.payload })
      }
      reports.splice(0, Math.max(0, reports.length - MAX_REPORTS))
      return items.length
    },
    list: (): readonly StoredReport[] => [...reports].reverse(),
    clear: () => void reports.splice(0),
  }
}
