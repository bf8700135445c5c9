import type { DepositField } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { completeModal } from '~/lib/modal/modal-store.ts'
import { depositFieldsQueryKey, fillDepositFields, useDepositFields } from '~/lib/payments/deposit-fields.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { text, useAuthForm, type FieldErrors } from '../hooks/use-auth-form.ts'
import { FormAlert, FormField, submitClass } from './form-field.tsx'

const AUTOCOMPLETE: Record<DepositField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  birth_date: 'bday',
  address: 'street-address',
  city: 'address-level2',
  postal_code: 'postal-code',
}

/**
 * Spec §5 missing deposit fields: the details the operator requires and the player has not given,
 * asked once before the deposit; saved, the deposit itself opens (the modal's success callback).
 */
export function DepositFieldsForm() {
  const intl = useIntl()
  const qc = useQueryClient()
  const playerId = useSession().player?.id ?? null
  const { missing: fields, known } = useDepositFields(playerId)
  // Opened before the platform said what is missing, and nothing is: straight on to the deposit. Once
  // the form has asked, saving it goes on (onSuccess below), never a second time from here. Set in
  // render when the fields first arrive (React's adjust-state-on-change pattern, no extra commit).
  const [asked, setAsked] = useState(false)
  if (fields.length > 0 && !asked) setAsked(true)
  useEffect(() => {
    if (known && fields.length === 0 && !asked) completeModal()
  }, [known, fields.length, asked])
  const { errors, formError, pending, onSubmit } = useAuthForm({
    validate: (d) => {
      const e: FieldErrors = {}
      for (const f of fields) if (!text(d, f)) e[f] = intl.formatMessage({ id: 'deposit_fields.required' })
      return e
    },
    submit: (d) => fillDepositFields(Object.fromEntries(fields.map((f) => [f, text(d, f)]))),
    onSuccess: (after) => {
      qc.setQueryData(depositFieldsQueryKey(playerId), after)
      // The names given here are the profile's too.
      void qc.invalidateQueries({ queryKey: playerQueryKey })
      completeModal()
    },
  })
  if (!known)
    return (
      <p role="status" className="p-4 text-sm text-muted">
        {intl.formatMessage({ id: 'common.loading' })}
      </p>
    )
  if (fields.length === 0) return null
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3 p-4">
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'deposit_fields.intro' })}</p>
      {fields.map((f, i) => (
        <FormField
          key={f}
          name={f}
          label={intl.formatMessage({ id: `deposit_fields.field.${f}` })}
          type={f === 'birth_date' ? 'date' : 'text'}
          autoComplete={AUTOCOMPLETE[f]}
          autoFocus={i === 0}
          error={errors[f]}
        />
      ))}
      <FormAlert message={formError?.message} />
      <button type="submit" disabled={pending} className={submitClass}>
        {intl.formatMessage({ id: pending ? 'auth.saving' : 'deposit_fields.submit' })}
      </button>
    </form>
  )
}
