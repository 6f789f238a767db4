/**
 * The one CSV writer of the product (every export goes through it): RFC 4180 (CRLF line ends, a field with a
 * comma, quote or line break quoted with its quotes doubled), and safe to open in a spreadsheet. A text that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return would be run as a formula by Excel, LibreOffice or
 * Google Sheets (`=HYPERLINK(...)` in a page's <title>): such a text gets a leading `'`, as OWASP's CSV-injection
 * guidance has it, so that the cell shows the text. A number is written as a number (a score of -3 stays -3): only
 * text can carry a formula.
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet shows as text, never runs. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with its CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',') + '\r\n';
}
