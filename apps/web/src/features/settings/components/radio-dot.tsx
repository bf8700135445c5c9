import { dotClass } from './field-styles.ts'

/** The radio's mark: an empty ring, or a ring with a dot when chosen (shape, not colour alone). */
export function RadioDot() {
  return (
    <span aria-hidden className={dotClass}>
      <span className="size-2 rounded-full bg-brand opacity-0 group-data-[selected]:opacity-100" />
    </span>
  )
}
