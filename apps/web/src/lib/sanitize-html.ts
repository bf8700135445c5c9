import { FilterXSS } from 'xss'

/**
 * Rich text from operators (brand files, a CMS) is untrusted: only these tags and attributes
 * survive, links only to http(s), mailto: or same-origin paths, and the bodies of script-like
 * elements are dropped whole. Everything else is removed (not escaped), so no markup leaks as text.
 */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  span: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
  hr: [],
  a: ['href', 'title'],
}

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'template',
    'noscript',
    'svg',
    'math',
    'xmp',
    'title',
    'textarea',
  ],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      const v = value.trim()
      // Decoded entities and control characters could hide a javascript: scheme; refuse anything odd.
      // eslint-disable-next-line no-control-regex
      if (!SAFE_HREF.test(v) || /[\u0000-\u001f&\\]/.test(v)) return ''
      return `href="${v.replace(/"/g, '&quot;')}" rel="noopener noreferrer"`
    }
    return undefined
  },
})

/** The operator's HTML with only safe formatting and links left. */
export function sanitizeHtml(html: string): string {
  // Unbalanced script-like bodies leave js-xss's own "[removed]" markers behind: drop them too.
  return filter.process(html).replace(/\[\/?removed\]/g, '')
}
