import { staleYear } from './stale-year';

const NOW = new Date('2026-03-15T12:00:00Z');
const page = (parts: { title?: string | null; metaDescription?: string | null; headings?: { level: number; text: string }[]; paragraphs?: string[] }) => ({
  title: parts.title ?? null,
  metaDescription: parts.metaDescription ?? null,
  headings: parts.headings ?? [],
  outline: [
    ...(parts.headings ?? []).map((h) => ({ type: 'heading' as const, ...h })),
    ...(parts.paragraphs ?? []).map((text) => ({ type: 'paragraph' as const, text })),
  ],
});

describe('staleYear check', () => {
  it('finds nothing in a page about the present or plain history', () => {
    expect(
      staleYear(
        page({
          title: 'The best tools of 2025',
          paragraphs: ['In 2019 we launched the first version. As of 2026 it is free.', 'Firefox was started by Mozilla in 2013 and offers a private mode.'],
        }),
        {
          now: NOW,
        },
      ),
    ).toEqual({ findings: [], deduction: null });
  });

  it('says where each phrase is and takes 10 points off per phrase', () => {
    const outcome = staleYear(
      page({
        title: 'The best tools of 2022',
        headings: [{ level: 2, text: 'Trends in 2021' }],
        paragraphs: ['Here are the best tools of 2022.'],
      }),
      { now: NOW },
    );
    expect(outcome).toEqual({
      findings: [
        {
          type: 'freshness.stale_year',
          severity: 'warning',
          message: 'The title says "The best tools of 2022" as if 2022 were current.',
          recommendation: 'Update "The best tools of 2022" to the current year, or rewrite it as history if it is meant to be.',
        },
        {
          type: 'freshness.stale_year',
          severity: 'warning',
          message: 'The H2 heading says "Trends in 2021" as if 2021 were current.',
          recommendation: 'Update "Trends in 2021" to the current year, or rewrite it as history if it is meant to be.',
        },
      ],
      deduction: { reason: '2 past years read as current', points: 20 },
    });
  });

  it('reports five phrases at most and counts three at most', () => {
    const outcome = staleYear(
      page({
        title: 'Top 10 tools for 2021',
        metaDescription: 'Our 2022 edition.',
        paragraphs: ['As of 2019, it costs 10 euros. The 2020 guide is here.', 'Updated for 2018. Currently (2017) the team is small.'],
      }),
      { now: NOW },
    );
    expect(outcome.findings.map((f) => f.message)).toEqual([
      'The title says "Top 10 tools for 2021" as if 2021 were current.',
      'The meta description says "Our 2022 edition" as if 2022 were current.',
      'The text says "The 2020 guide" as if 2020 were current.',
      'The text says "As of 2019" as if 2019 were current.',
      'The text says "Updated for 2018" as if 2018 were current.',
    ]);
    expect(outcome.deduction).toEqual({ reason: '6 past years read as current', points: 30 });
  });
});
