import type { ReactNode } from 'react'
import { FieldError, Input, Label, TextField } from 'react-aria-components'

interface Props {
  name: string
  label: string
  type?: 'text' | 'email' | 'password' | 'tel' | 'date'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'decimal' | 'numeric'
  defaultValue?: string
  value?: string
  onChange?: (value: string) => void
  /** The message under the field; the field is marked invalid (aria-invalid, described by it) while set. */
  error?: string
  autoFocus?: boolean
  description?: ReactNode
}

/** A labelled text field whose error is tied to it for screen readers (react-aria). */
export function FormField({ name, label, type = 'text', error, description, ...rest }: Props) {
  return (
    <TextField
      name={name}
      type={type}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      className="flex flex-col gap-1"
      {...rest}
    >
      <Label className="text-sm font-semibold">{label}</Label>
      <Input className="rounded-md border border-line bg-sunken px-3 py-2 text-base data-[focused]:border-brand data-[invalid]:border-negative" />
      {description && <span className="text-xs text-muted">{description}</span>}
      <FieldError className="text-xs font-medium text-negative">{error}</FieldError>
    </TextField>
  )
}

export const submitClass =
  'rounded-md bg-brand px-4 py-2.5 text-sm font-bold text-on-brand hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-60'
export const linkButtonClass = 'rounded-sm text-sm font-semibold text-brand hover:underline'

/** The form's own error (not a field's), announced when it appears; nothing when there is none. */
export function FormAlert({ message }: { message: string | undefined | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-md bg-negative/10 px-3 py-2 text-sm font-medium text-negative">
      {message}
    </p>
  )
}
