/** Spec §7: the tag-manager script for the configured site ids, async, only after consent. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

export function loadTagManager(ids: readonly string[], doc: Document = document): void {
  const w = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null
  if (!w) return
  for (const id of ids) {
    if (doc.querySelector(`script[data-tag-manager="${id}"]`)) continue
    w.dataLayer ??= []
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    const script = doc.createElement('script')
    script.async = true
    script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`
    script.dataset.tagManager = id
    doc.head.appendChild(script)
  }
}
