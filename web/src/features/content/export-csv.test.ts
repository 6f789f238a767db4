import { describe, expect, it } from 'vitest';
import { anItem } from '@/test/fixtures';
import { contentItemsToCsv, exportFileName } from './export-csv';

describe('CSV export', () => {
  it('writes the header and one quoted-where-needed row per item', () => {
    const csv = contentItemsToCsv([
      anItem({
        id: 'x1',
        title: 'Hello, "world"',
        url: 'https://example.com/a',
        contentType: 'blog_post',
        status: 'needs_update',
        healthScore: 64,
        lastUpdated: null,
        lastAnalyzed: '2025-02-01T00:00:00.000Z',
        createdAt: '2025-01-01T00:00:00.000Z',
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'id,title,url,contentType,status,healthScore,lastUpdated,lastAnalyzed,createdAt',
      'x1,"Hello, ""world""",https://example.com/a,blog_post,needs_update,64,,2025-02-01T00:00:00.000Z,2025-01-01T00:00:00.000Z',
      '',
    ]);
  });

  it('names the file after the local date', () => {
    expect(exportFileName(new Date(2025, 0, 7, 23, 59))).toBe('freshwatch-content-2025-01-07.csv');
  });
});
