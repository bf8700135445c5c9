import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getStatement, statementQueryKey } from '../api/get-statement.ts'
import type { PeriodChoice } from '../period.ts'

/** The statement of a period, asked only for a signed-in player and a period the domain accepts. */
export const useStatement = (p: PeriodChoice | null) =>
  useQuery({
    queryKey: p ? statementQueryKey(p) : ['session', 'statement', 'none'],
    queryFn: ({ signal }) => getStatement(p!, signal),
    enabled: p !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
