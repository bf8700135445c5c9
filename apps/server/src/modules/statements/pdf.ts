// A small PDF 1.4 writer: A4 pages of text in the standard Helvetica fonts, which every reader has,
// so nothing is embedded or downloaded. WinAnsi text only: a character outside it (Arabic, Cyrillic,
// CJK …) is drawn as '?' (ADR 035).

/** One piece of text on a page, in points from the bottom-left corner. */
export interface PdfText {
  x: number
  y: number
  size: number
  text: string
  bold?: boolean
  /** Right-align at `x` (amounts in columns), measured with a fixed average width. */
  right?: boolean
}

export const A4 = { width: 595, height: 842 } as const

/** The WinAnsi bytes 0x80–0x9F that are not Latin-1 (€, dashes, quotes, …). */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
  '−': 0x2d,
}

/** The text as a PDF literal string of WinAnsi bytes; unknown characters become '?'. */
export function pdfString(text: string): string {
  let out = ''
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    const byte =
      WIN_ANSI[ch] ?? ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? code : 0x3f)
    const c = String.fromCharCode(byte)
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c
  }
  return `(${out})`
}

function contentOf(items: readonly PdfText[]): string {
  return items
    .map((t) => {
      // Helvetica's average glyph is about half an em wide: enough to right-align digits.
      const x = t.right ? t.x - t.text.length * t.size * 0.55 : t.x
      return `BT /${t.bold ? 'F2' : 'F1'} ${t.size} Tf ${x.toFixed(1)} ${t.y.toFixed(1)} Td ${pdfString(t.text)} Tj ET`
    })
    .join('\n')
}

/** A whole PDF file of the pages given, as bytes. */
export function pdfDocument(pages: readonly (readonly PdfText[])[], title: string): Buffer {
  const objects: string[] = []
  const add = (body: string) => objects.push(body)
  add('<< /Type /Catalog /Pages 2 0 R >>')
  const kids = pages.map((_, i) => `${5 + i * 2} 0 R`).join(' ')
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`)
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  for (const [i, page] of pages.entries()) {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`,
    )
    const content = contentOf(page)
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`)
  }
  add(`<< /Title ${pdfString(title)} /Producer (sportsbook statements) >>`)
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  }
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
