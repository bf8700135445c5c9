/** What a day field takes: DayField and its lazily loaded DayPicker share it. */
export interface DayFieldProps {
  /** Form field name: the day is submitted as YYYY-MM-DD. */
  name: string
  label: string
  /** The day (YYYY-MM-DD) or null for none. */
  value: string | null
  /** A complete day typed or picked, or null once cleared. */
  onChange: (day: string | null) => void
  className?: string
}
