/** Shared looks of the settings panel's groups and options. */
export const groupClass = 'flex flex-col gap-1.5'
export const legendClass = 'text-xs font-semibold tracking-wide text-muted uppercase'
export const radioClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-sm px-2.5 py-1.5 text-sm data-[hovered]:bg-raised data-[selected]:bg-raised data-[selected]:font-semibold'
