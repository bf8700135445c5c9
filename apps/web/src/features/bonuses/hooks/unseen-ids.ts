/** The ids to mark seen (spec §5): only unseen ones not already sent; none when all are seen. */
export const unseenIds = (
  list: readonly { readonly id: string; readonly is_seen: boolean }[],
  sent: ReadonlySet<string>,
): string[] => list.filter((b) => !b.is_seen && !sent.has(b.id)).map((b) => b.id)
