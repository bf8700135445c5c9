/**
 * A CSV cell starting with one of these is prefixed with an apostrophe so a spreadsheet shows it as
 * text and never runs it as a formula (OWASP CSV injection); plain decimal numbers are left as numbers.
 */
export const CSV_FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const

/** Statement rows on one PDF page (A4 portrait, 9 pt Helvetica) after the heading and totals. */
export const STATEMENT_PDF_ROWS_PER_PAGE = 64
