/**
 * A radio's mark inside a react-aria `Radio` with the `group` class: an empty ring, or a ring with a
 * dot when chosen (shape, not colour alone). Settings and the auto cash-out dialog share it.
 */
export function RadioDot() {
  return (
    <span
      aria-hidden
      className="grid size-4 shrink-0 place-items-center rounded-full border-2 border-muted group-data-[selected]:border-brand"
    >
      <span className="size-2 rounded-full bg-brand opacity-0 group-data-[selected]:opacity-100" />
    </span>
  )
}
