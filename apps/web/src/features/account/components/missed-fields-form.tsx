import type { AuthField, Player } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { fillMissedAuthFields, getMunicipalities, municipalitiesQueryKey } from '../api/missed-auth-fields.ts'
import { EMAIL_PATTERN, text, useAuthForm, type FieldErrors } from '../hooks/use-auth-form.ts'
import { FormAlert, FormField, submitClass } from './form-field.tsx'
import { SelectField } from './select-field.tsx'

const AUTOCOMPLETE: Record<AuthField, string> = {
  email: 'email',
  first_name: 'given-name',
  last_name: 'family-name',
  municipality_code: 'off',
}

/** Spec §4 missed auth fields: exactly the fields the profile lacks; the answer is the updated player. */
export function MissedFieldsForm({
  fields,
  onSaved,
}: {
  fields: readonly AuthField[]
  onSaved: (p: Player) => void
}) {
  const intl = useIntl()
  const { errors, formError, pending, onSubmit } = useAuthForm({
    validate: (d) => {
      const e: FieldErrors = {}
      for (const f of fields) {
        const v = text(d, f)
        if (!v) e[f] = intl.formatMessage({ id: `auth.required.${f}` })
        else if (f === 'email' && !EMAIL_PATTERN.test(v))
          e[f] = intl.formatMessage({ id: 'auth.invalid.email' })
      }
      return e
    },
    submit: (d) => fillMissedAuthFields(Object.fromEntries(fields.map((f) => [f, text(d, f)]))),
    onSuccess: onSaved,
  })
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3 p-4">
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'auth.missed_fields.intro' })}</p>
      {fields.map((f, i) =>
        f === 'municipality_code' ? (
          <MunicipalityField key={f} error={errors[f]} />
        ) : (
          <FormField
            key={f}
            name={f}
            label={intl.formatMessage({ id: `auth.field.${f}` })}
            type={f === 'email' ? 'email' : 'text'}
            inputMode={f === 'email' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[f]}
            autoFocus={i === 0}
            error={errors[f]}
          />
        ),
      )}
      <FormAlert message={formError?.message} />
      <button type="submit" disabled={pending} className={submitClass}>
        {intl.formatMessage({ id: pending ? 'auth.saving' : 'auth.missed_fields.submit' })}
      </button>
    </form>
  )
}

/**
 * A Brazilian player's municipality (spec §8 code 118): a select of the operator's list, so only a code
 * the server accepts can be sent. Fetched only when the field is asked for.
 */
function MunicipalityField({ error }: { error: string | undefined }) {
  const intl = useIntl()
  const { data } = useQuery({
    queryKey: municipalitiesQueryKey,
    queryFn: ({ signal }) => getMunicipalities(signal),
    staleTime: Infinity,
  })
  const options = [
    { value: '', label: intl.formatMessage({ id: 'auth.missed_fields.municipality_choose' }) },
    ...(data?.data ?? []).map((m) => ({ value: m.code, label: `${m.name} (${m.state})` })),
  ]
  return (
    <SelectField
      name="municipality_code"
      label={intl.formatMessage({ id: 'auth.field.municipality_code' })}
      defaultValue=""
      options={options}
      error={error}
    />
  )
}
