import fc from 'fast-check'

/** Classic vectors (OWASP filter-evasion cheat sheet and friends); each sets window.__xss if it runs. */
export const VECTORS = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//x.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=1">',
  '<IMG SRC="javascript:window.__xss=1">',
  '<IMG SRC=javascript:window.__xss=1>',
  '<IMG SRC=JaVaScRiPt:window.__xss=1>',
  '<img src=`javascript:window.__xss=1`>',
  '<a href="javascript:window.__xss=1">x</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">x</a>',
  '<a href=" javascript:window.__xss=1">x</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=window.__xss=1>',
  '<svg><script>window.__xss=1</script></svg>',
  '<body onload=window.__xss=1>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<p style="x:expression(window.__xss=1)">x</p>',
  '<input autofocus onfocus=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<form action="javascript:window.__xss=1"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<link rel=stylesheet href="javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<<SCRIPT>window.__xss=1//<</SCRIPT>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=window.__xss=1>",
  '<p onclick="window.__xss=1" onmouseover=window.__xss=1>hover</p>',
  '<a href="/ok" onclick="window.__xss=1">ok</a>',
  '<strong/onmouseover=window.__xss=1>x</strong>',
  '<video><source onerror="window.__xss=1">',
  '<audio src=x onerror=window.__xss=1>',
  '<template><script>window.__xss=1</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<!--<img src=x onerror=window.__xss=1>-->',
  '<xmp><script>window.__xss=1</script></xmp>',
  '<textarea><script>window.__xss=1</script></textarea>',
  '<isindex type=image src=1 onerror=window.__xss=1>',
  '<a href="java\u0000script:window.__xss=1">x</a>',
  '<a href="//evil.example">protocol-relative</a>',
  '<h2 id="x" class="y" onanimationstart=window.__xss=1>t</h2>',
]

const noise = fc.string({ maxLength: 12 })
const casing = (s: string, flips: boolean[]) =>
  [...s].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c)).join('')

/** `n` payloads: vectors mixed with text, nested in each other, re-cased; the same each run (seeded). */
export function xssPayloads(n: number, seed = 17): string[] {
  const one = fc.oneof(
    fc.constantFrom(...VECTORS),
    fc.tuple(noise, fc.constantFrom(...VECTORS), noise).map(([a, v, b]) => `${a}${v}${b}`),
    fc
      .tuple(fc.constantFrom(...VECTORS), fc.constantFrom(...VECTORS))
      .map(([a, b]) => `<p>${a}<strong>${b}</strong></p>`),
    fc
      .tuple(fc.constantFrom(...VECTORS), fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }))
      .map(([v, flips]) => casing(v, flips)),
  )
  return fc.sample(one, { numRuns: n, seed })
}
