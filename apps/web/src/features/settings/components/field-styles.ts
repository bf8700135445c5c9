/** Shared looks of the settings panel's groups and options. */
export const groupClass = 'flex flex-col gap-1.5'
export const legendClass = 'text-xs font-semibold tracking-wide text-muted uppercase'
export const radioClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-sm px-2.5 py-1.5 text-sm data-[hovered]:bg-raised data-[selected]:bg-raised data-[selected]:font-semibold'
/** The radio's dot: filled when chosen, so the choice is not told by colour alone. */
export const dotClass =
  'grid size-4 shrink-0 place-items-center rounded-full border-2 border-muted group-data-[selected]:border-brand'
