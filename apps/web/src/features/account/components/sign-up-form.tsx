import { PLATFORM_CURRENCIES, type PlatformCurrency } from '@sportsbook/contract'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Checkbox } from 'react-aria-components'
import { openModal } from '~/lib/modal/modal-store.ts'
import { publicEnv } from '~/config/public-env.ts'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { brandCurrencies } from '~/lib/brand/brand-locales.ts'
import { signUp } from '../api/sign-up.ts'
import {
  EMAIL_PATTERN,
  MIN_PASSWORD_LENGTH,
  text,
  useAuthForm,
  type FieldErrors,
} from '../hooks/use-auth-form.ts'
import { FormAlert, FormField, linkButtonClass, submitClass } from './form-field.tsx'
import { SelectField } from './select-field.tsx'

/** Countries offered at sign-up (ISO 3166-1 alpha-2); names come from Intl in the user's language. */
export const SIGN_UP_COUNTRIES = [
  'AT',
  'AU',
  'BE',
  'BR',
  'CA',
  'CH',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IT',
  'NL',
  'NO',
  'PT',
  'SE',
  'AE',
] as const

/** Default country and currency of the form before the player picks. */
export const DEFAULT_SIGN_UP_COUNTRY = 'DE'
export const DEFAULT_SIGN_UP_CURRENCY: PlatformCurrency = 'EUR'

/** Spec §2 sign_up form; success asks the player to follow the emailed confirmation link. */
export function SignUpForm() {
  const intl = useIntl()
  const brand = useBrand()
  // The brand's currencies, its default preselected (spec §1 white label, §3 default currency).
  const { currencies, preferred } = brandCurrencies(brand, PLATFORM_CURRENCIES, DEFAULT_SIGN_UP_CURRENCY)
  const countries: readonly string[] = brand?.settings.countries.length
    ? brand.settings.countries
    : SIGN_UP_COUNTRIES
  const country = countries.includes(DEFAULT_SIGN_UP_COUNTRY) ? DEFAULT_SIGN_UP_COUNTRY : countries[0]
  const [sentTo, setSentTo] = useState<string | null>(null)
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' })
  const { errors, formError, pending, onSubmit } = useAuthForm({
    validate: (d) => {
      const e: FieldErrors = {}
      if (!EMAIL_PATTERN.test(text(d, 'email'))) e.email = intl.formatMessage({ id: 'auth.invalid.email' })
      if (String(d.get('password') ?? '').length < MIN_PASSWORD_LENGTH)
        e.password = intl.formatMessage({ id: 'auth.invalid.password' }, { min: MIN_PASSWORD_LENGTH })
      if (d.get('terms_accepted') !== 'on')
        e.terms_accepted = intl.formatMessage({ id: 'auth.invalid.terms_accepted' })
      return e
    },
    submit: async (d) => {
      await signUp({
        email: text(d, 'email'),
        password: String(d.get('password')),
        currency: text(d, 'currency') as PlatformCurrency,
        country: text(d, 'country'),
        terms_accepted: true,
      })
      return text(d, 'email')
    },
    onSuccess: setSentTo,
  })
  if (sentTo) {
    return (
      <div role="status" className="flex flex-col gap-3 p-4">
        <p className="font-semibold">{intl.formatMessage({ id: 'auth.sign_up.done.title' })}</p>
        <p className="text-sm text-muted">
          {intl.formatMessage({ id: 'auth.sign_up.done.description' }, { email: sentTo })}
        </p>
        <button
          type="button"
          className={`${linkButtonClass} self-start`}
          onClick={() => openModal('resend-confirmation')}
        >
          {intl.formatMessage({ id: 'auth.resend_confirmation.title' })}
        </button>
      </div>
    )
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3 p-4">
      <FormField
        name="email"
        label={intl.formatMessage({ id: 'auth.field.email' })}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email}
      />
      <FormField
        name="password"
        label={intl.formatMessage({ id: 'auth.field.password' })}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        description={intl.formatMessage({ id: 'auth.password_hint' }, { min: MIN_PASSWORD_LENGTH })}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          name="currency"
          label={intl.formatMessage({ id: 'auth.field.currency' })}
          defaultValue={preferred}
          options={currencies.map((c) => ({ value: c, label: c }))}
          error={errors.currency}
        />
        <SelectField
          name="country"
          label={intl.formatMessage({ id: 'auth.field.country' })}
          defaultValue={country}
          options={countries.map((c) => ({ value: c, label: names.of(c) ?? c }))}
          error={errors.country}
        />
      </div>
      <Checkbox
        name="terms_accepted"
        value="on"
        isInvalid={errors.terms_accepted !== undefined}
        className="group flex items-start gap-2 text-sm"
      >
        <span
          aria-hidden
          className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-sm border border-line bg-sunken text-[0.625rem] text-on-brand group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-focus group-data-[invalid]:border-negative group-data-[selected]:border-brand group-data-[selected]:bg-brand"
        >
          ✓
        </span>
        <span>{intl.formatMessage({ id: 'auth.field.terms' })}</span>
      </Checkbox>
      {errors.terms_accepted && (
        <p className="-mt-2 text-xs font-medium text-negative">{errors.terms_accepted}</p>
      )}
      {/* Beside the checkbox, not inside its label: a click on the link must not tick it. */}
      <a
        href={publicEnv().links.terms}
        target="_blank"
        rel="noopener noreferrer"
        className="-mt-1 self-start ps-6 text-sm font-semibold text-brand underline-offset-2 hover:underline"
      >
        {intl.formatMessage({ id: 'auth.read_terms' })}
      </a>
      <FormAlert message={formError?.message} />
      <button type="submit" disabled={pending} className={submitClass}>
        {intl.formatMessage({ id: pending ? 'auth.signing_up' : 'auth.create_account' })}
      </button>
      <button type="button" className={`${linkButtonClass} self-start`} onClick={() => openModal('sign-in')}>
        {intl.formatMessage({ id: 'auth.have_account' })}
      </button>
    </form>
  )
}
