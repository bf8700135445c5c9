import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components'
import { useIntl } from 'react-intl'
import { ApiError } from '~/lib/api-client.ts'
import { ERRORS } from '@sportsbook/contract'
import { BONUSES_QUERY_ROOT } from '../api/get-campaigns.ts'
import { redeemPromoCode } from '../api/redeem-promo-code.ts'

/**
 * The promo code field (spec §2 promocode widget): the code's freebet is issued and announced by the
 * bonus toaster (bonus_issued); a refusal shows the catalogue's message under the field.
 */
export function PromoCodeForm() {
  const intl = useIntl()
  const qc = useQueryClient()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [issued, setIssued] = useState<string>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!code.trim() || busy) return
    setBusy(true)
    setError(undefined)
    setIssued(undefined)
    try {
      const { bonus } = await redeemPromoCode(code.trim())
      setIssued(bonus.name)
      setCode('')
      void qc.invalidateQueries({ queryKey: BONUSES_QUERY_ROOT })
    } catch (err) {
      const key =
        err instanceof ApiError && err.code in ERRORS
          ? ERRORS[err.code as keyof typeof ERRORS].key
          : 'error.default'
      setError(intl.formatMessage({ id: key in intl.messages ? key : 'error.default' }))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Form
      onSubmit={(e) => void submit(e)}
      validationErrors={error ? { code: error } : {}}
      className="flex flex-col gap-2"
    >
      <div className="flex items-end gap-2">
        <TextField
          name="code"
          value={code}
          onChange={setCode}
          isInvalid={error !== undefined}
          autoComplete="off"
          className="flex min-w-0 flex-1 flex-col gap-1"
        >
          <Label className="text-sm font-semibold">{intl.formatMessage({ id: 'bonus.promo.label' })}</Label>
          <Input
            id="promo-code"
            maxLength={32}
            className="rounded-md border border-line bg-sunken px-3 py-2 text-base uppercase data-[focused]:border-brand data-[invalid]:border-negative"
          />
          <FieldError className="text-sm text-negative">{error}</FieldError>
        </TextField>
        <Button
          type="submit"
          isDisabled={busy || !code.trim()}
          className="rounded-md bg-brand px-4 py-2.5 text-sm font-bold text-on-brand data-[hovered]:bg-brand-strong data-[disabled]:opacity-50"
        >
          {intl.formatMessage({ id: 'bonus.promo.submit' })}
        </Button>
      </div>
      {issued && (
        <p role="status" className="text-sm font-medium text-positive">
          {intl.formatMessage({ id: 'bonus.promo.done' }, { name: issued })}
        </p>
      )}
    </Form>
  )
}
