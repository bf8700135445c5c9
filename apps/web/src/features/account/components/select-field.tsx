import { useId } from 'react'

interface Props {
  name: string
  label: string
  defaultValue?: string
  value?: string
  onChange?: (value: string) => void
  options: readonly { value: string; label: string }[]
  error?: string
}

/** A native select (the platform's own picker on phones) with its label and error tied to it. */
export function SelectField({ name, label, defaultValue, value, onChange, options, error }: Props) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value === undefined ? defaultValue : undefined}
        value={value}
        onChange={onChange && ((e) => onChange(e.target.value))}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-md border border-line bg-sunken px-3 py-2 text-base"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className="text-xs font-medium text-negative">
          {error}
        </span>
      )}
    </div>
  )
}
