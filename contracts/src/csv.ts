/** CSV as RFC 4180 has it: CRLF line ends, and a field with a comma, quote or line break quoted with its quotes doubled. */

export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with its CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',') + '\r\n';
}
