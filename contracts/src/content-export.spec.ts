import { cutExportContent, exportCsvHeader, exportCsvRow, exportFileName } from './content-export';

describe("Advanced Data's export", () => {
  it('cuts content to 500 characters and an ellipsis, and only when there was more', () => {
    expect(cutExportContent('x'.repeat(501))).toBe(`${'x'.repeat(500)}…`);
    expect(cutExportContent('x'.repeat(500))).toBe('x'.repeat(500));
    expect(cutExportContent(null)).toBeNull();
    expect(cutExportContent('')).toBeNull();
  });
  it('names the file after the UTC day', () => {
    expect(exportFileName('json', new Date('2026-03-01T23:30:00.000Z'))).toBe('freshwatch-data-2026-03-01.json');
    expect(exportFileName('csv', new Date('2026-03-01T00:00:00.000Z'))).toBe('freshwatch-data-2026-03-01.csv');
  });
  it('writes the same fields as CSV, the analysis as its JSON', () => {
    expect(exportCsvHeader()).toBe('id,title,url,contentType,status,healthScore,lastAnalyzed,lastUpdated,createdAt,analysis,content\r\n');
    const analysis = { healthScore: 50, freshness: 50, seoScore: 50, readability: 50, summary: 's', issues: [], recommendations: [] };
    const row = exportCsvRow({
      id: 'i',
      title: 'A, B',
      url: 'u',
      contentType: 'page',
      status: 'fresh',
      healthScore: 50,
      lastAnalyzed: null,
      lastUpdated: null,
      createdAt: 'c',
      analysis,
      content: null,
    });
    expect(row).toBe(`i,"A, B",u,page,fresh,50,,,c,"${JSON.stringify(analysis).replace(/"/g, '""')}",\r\n`);
  });
});
