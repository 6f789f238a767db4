import { diffSummary, fingerprint } from './text-changes';

const REPORT = [
  'Teams review their top pages every 90 days on average.',
  'Two thirds of readers check the update date before they trust a guide.',
  'Broken links are the most reported problem in help centers.',
].join('\n\n');

describe('fingerprint', () => {
  it('is a stable SHA-256 that ignores case, spacing and invisible characters', () => {
    expect(fingerprint(REPORT)).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint(REPORT)).toBe(fingerprint(`  ${REPORT.toUpperCase().replace(/ /g, '  \u200b')}\n`));
    expect(fingerprint(REPORT)).not.toBe(fingerprint(REPORT.replace('90', '60')));
  });
});

describe('diffSummary', () => {
  it('says when nothing changed', () => {
    expect(diffSummary(REPORT, REPORT.replace(/\n\n/g, '\n'))).toBe('No changes in the text.');
  });

  it('summarises a changed figure with the new wording', () => {
    expect(diffSummary(REPORT, REPORT.replace('every 90 days', 'every 60 days'))).toBe(
      'About 3% of the text changed: 1 paragraph changed. New: "…top pages every 60 days on average."',
    );
  });

  it('counts added and removed paragraphs and quotes the first new one', () => {
    const current = [
      'Teams review their top pages every 90 days on average.',
      'Broken links are the most reported problem in help centers.',
      'A new question this year: half of the teams use AI to draft updates.',
      'Screenshots are the second most reported problem.',
    ].join('\n');
    expect(diffSummary(REPORT, current)).toBe(
      'About 46% of the text changed: 2 paragraphs added, 1 removed. New: "A new question this year: half of the teams use AI to…"',
    );
  });

  it('pairs a removal with an addition in the same place as a change', () => {
    const current = REPORT.replace(
      'Two thirds of readers check the update date before they trust a guide.',
      'Most readers trust a guide only with a recent date.',
    );
    expect(diffSummary(REPORT, current)).toMatch(
      /^About \d+% of the text changed: 1 paragraph changed\. New: "Most readers trust a guide only with a recent date\."$/,
    );
  });

  it('handles empty texts', () => {
    expect(diffSummary('', REPORT)).toBe('New text: 3 paragraphs.');
    expect(diffSummary(REPORT, '')).toBe('All of the text was removed (3 paragraphs).');
  });

  it('says "less than 1%" for a tiny change in a long text', () => {
    const long = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} says something useful about pages and links.`).join('\n');
    expect(diffSummary(long, long.replace('Paragraph 30 says', 'Paragraph 30 now says'))).toMatch(
      /^Less than 1% of the text changed: 1 paragraph changed\. New: "Paragraph 30 now says something useful about pages and links\."$/,
    );
  });
});
