import { useMemo } from 'react'
import { sanitizeHtml } from '~/lib/sanitize-html.ts'

/** Headings, paragraphs, lists and links of operator content, styled with theme tokens. */
const PROSE =
  'flex flex-col gap-3 leading-relaxed [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_li]:mb-1'

/**
 * Operator rich text (brand file or CMS), always through the allow-list sanitizer: the one place
 * where markup from configuration reaches the page.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />
}
