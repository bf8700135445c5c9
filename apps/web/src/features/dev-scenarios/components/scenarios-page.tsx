import { Button } from 'react-aria-components'
import { useIntl } from 'react-intl'
import { ApiError } from '~/lib/api-client.ts'
import { useRunScenario, useScenarios } from '../hooks/use-scenarios.ts'

/**
 * The scenario simulator's page (issue #33, DEV_TOOLS only): the library with a Run button each. A run
 * plays on the match its scenario picks and says which; without the development tools the backend
 * answers 404 and the page says how to turn them on.
 */
export function ScenariosPage() {
  const intl = useIntl()
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)
  const list = useScenarios()
  const run = useRunScenario()
  const off = list.error instanceof ApiError && list.error.status === 404
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 py-2">
      <h1 className="text-xl font-extrabold">{t('scenarios.page.title')}</h1>
      <p className="text-sm">{t('scenarios.page.intro')}</p>
      {list.isPending && <p className="text-sm text-muted">{t('scenarios.loading')}</p>}
      {list.error && (
        <p role="alert" className="text-sm font-semibold text-negative">
          {t(off ? 'scenarios.unavailable' : 'scenarios.error.load')}
        </p>
      )}
      <p role="status" className="min-h-5 text-sm font-medium">
        {run.isSuccess && t('scenarios.ran', { name: run.data.name, matches: run.data.match_ids.join(', ') })}
        {run.isError && (
          <span className="text-negative">{t('scenarios.error.run', { name: run.variables })}</span>
        )}
      </p>
      {list.data && (
        <ul className="flex flex-col gap-3">
          {list.data.data.map((s) => (
            <li key={s.name} className="flex items-start gap-3 rounded-md border border-line bg-surface p-3">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                {/* the library's names and descriptions are the server's, in English */}
                <h2 lang="en" dir="ltr" className="font-mono text-sm font-bold">
                  {s.name}
                </h2>
                <p lang="en" dir="ltr" className="text-sm">
                  {s.description}
                </p>
                <p className="text-xs text-muted">{t('scenarios.steps', { count: s.steps.length })}</p>
              </div>
              <Button
                onPress={() => run.mutate(s.name)}
                isDisabled={run.isPending}
                aria-label={t('scenarios.run.label', { name: s.name })}
                className="rounded-md bg-brand px-4 py-2 text-sm font-bold text-on-brand data-[hovered]:bg-brand-strong data-[disabled]:opacity-50"
              >
                {t(run.isPending && run.variables === s.name ? 'scenarios.running' : 'scenarios.run')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
