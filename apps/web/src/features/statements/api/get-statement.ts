// GET /statements?from=&to=&tz= (issue #30.7): the period's totals and the lifetime net deposits.
import { apiBaseUrl, apiSend, buildUrl } from '~/lib/api-client.ts'
import { lazySchema } from '~/lib/lazy-contract.ts'
import type { PeriodChoice } from '../period.ts'

export const statementQueryKey = (p: PeriodChoice) => ['session', 'statement', p.from, p.to, p.tz] as const

export const getStatement = (p: PeriodChoice, signal?: AbortSignal) =>
  apiSend('GET', '/statements', lazySchema('Statement'), { query: { ...p }, signal })

/** The download link of the same statement as a file the server makes (`csv` or `pdf`). */
export const statementFileHref = (p: PeriodChoice, ext: 'csv' | 'pdf'): string =>
  buildUrl(apiBaseUrl('sportsbook'), `/statements.${ext}`, { ...p })
