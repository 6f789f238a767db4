/**
 * Reads CSV as RFC 4180 writes it (quoted fields, doubled quotes, CRLF records, line breaks inside quotes), so that
 * tests check what a spreadsheet would see rather than the text the writer produced. Throws on malformed input.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' && field === '') {
      for (i++; ; i++) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"' && text[i + 1] === '"') field += text[i++];
        else if (text[i] === '"') break;
        else field += text[i];
      }
      i++;
      if (i < text.length && text[i] !== ',' && text[i] !== '\r') throw new Error(`unexpected ${JSON.stringify(text[i])} after a quoted field`);
    } else if (ch === ',') {
      record.push(field);
      field = '';
      i++;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (ch === '"' || ch === '\n' || ch === '\r') {
      throw new Error(`a bare ${JSON.stringify(ch)} in an unquoted field at ${i}`);
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record does not end with CRLF');
  return records;
}

/** A supertest parser that keeps the body as bytes, so that a test decodes it (strictly, as UTF-8) itself. */
export function rawBody(res: { on(event: string, listener: (chunk: Buffer) => void): unknown }, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

export const strictUtf8 = (body: Buffer): string => new TextDecoder('utf-8', { fatal: true }).decode(body);
