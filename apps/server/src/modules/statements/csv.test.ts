import { describe, expect, it } from 'vitest'
import { csvCell } from './csv.ts'
import { decimalText } from './money-text.ts'
import { pdfString } from './pdf.ts'

describe('csvCell', () => {
  it('prefixes every formula trigger with an apostrophe and quotes what needs quoting', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+44 20')).toBe("'+44 20")
    expect(csvCell('-cmd')).toBe("'-cmd")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=x')).toBe("'\t=x")
    expect(csvCell('=A1,"b"')).toBe(`"'=A1,""b"""`)
    expect(csvCell('Real Madrid: 1x2 — 1')).toBe('Real Madrid: 1x2 — 1')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
  })

  it('leaves plain numbers (negative ones too) as numbers, and null empty', () => {
    expect(csvCell('-12.50')).toBe('-12.50')
    expect(csvCell(2.1)).toBe('2.1')
    expect(csvCell('-1+2')).toBe("'-1+2")
    expect(csvCell(null)).toBe('')
  })
})

describe('decimalText', () => {
  it('writes minor units as exact major-unit decimals', () => {
    expect(decimalText({ value: 1250, currency: 'EUR', subunits: 2 })).toBe('12.50')
    expect(decimalText({ value: -5, currency: 'EUR', subunits: 2 })).toBe('-0.05')
    expect(decimalText({ value: 1500, currency: 'JPY', subunits: 0 })).toBe('1500')
    expect(decimalText({ value: 1, currency: 'BTC', subunits: 8 })).toBe('0.00000001')
  })
})

describe('pdfString', () => {
  it('escapes PDF delimiters, keeps Latin-1 and WinAnsi, draws other scripts as ?', () => {
    expect(pdfString('a(b)\\c')).toBe('(a\\(b\\)\\\\c)')
    expect(pdfString('Müller 5 €')).toBe(`(M\xfcller 5 \x80)`)
    expect(pdfString('محمد')).toBe('(????)')
  })
})
