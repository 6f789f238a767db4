import { cutSourceText } from '@freshwatch/contracts';
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
      'About 6% of the text changed: 1 paragraph changed (1 new word). New: "…top pages every 60 days on average."',
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
      'About 83% of the text changed: 2 paragraphs added (21 words), 1 removed (13 words). New: "A new question this year: half of the teams use AI to…"',
    );
  });

  it('pairs a removal with an addition in the same place as a change', () => {
    const current = REPORT.replace(
      'Two thirds of readers check the update date before they trust a guide.',
      'Most readers trust a guide only with a recent date.',
    );
    expect(diffSummary(REPORT, current)).toMatch(
      /^About \d+% of the text changed: 1 paragraph changed \(6 new words\)\. New: "Most readers trust a guide only with a recent date\."$/,
    );
  });

  it('handles empty texts', () => {
    expect(diffSummary('', REPORT)).toBe('New text: 3 paragraphs.');
    expect(diffSummary(REPORT, '')).toBe('All of the text was removed (3 paragraphs).');
  });

  it('says "less than 1%" for a tiny change in a long text', () => {
    const long = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} says something useful about pages and links.`).join('\n');
    expect(diffSummary(long, long.replace('Paragraph 30 says', 'Paragraph 30 now says'))).toMatch(
      /^Less than 1% of the text changed: 1 paragraph changed \(1 new word\)\. New: "Paragraph 30 now says something useful about pages and links\."$/,
    );
  });

  it('counts words reordered within a paragraph as changed', () => {
    const before = 'Most days we eat three meals, not one.\n\nThe rest of the page stays the same.';
    const after = 'Most days we eat one meal, not three.\n\nThe rest of the page stays the same.';
    // eat [three meals] not [one] → eat [one meal] not [three]: 3 words out, 3 words in (word-level LCS)
    expect(diffSummary(before, after)).toBe('About 38% of the text changed: 1 paragraph changed (3 new words). New: "…days we eat one meal, not three."');
  });

  it("gives the share of the source's words that changed: a 5-word paragraph replaced by 35 words in a 2,350-word page", () => {
    // 47 paragraphs of 50 words (2,350 words); the 20th is replaced by 5 words, and those 5 then by 35 words.
    const paragraph = (i: number) =>
      `Paragraph ${i} ${'of the long survey text about documentation and readers '.repeat(5).trim()} ${'word '.repeat(3).trim()}`;
    const paragraphs = Array.from({ length: 47 }, (_, i) => paragraph(i));
    expect(paragraphs.join(' ').split(' ').length).toBe(2350);
    const short = 'A brief note follows here.';
    const long = `${'The new pricing section explains what each plan includes and costs. '.repeat(3).trim()} Two more.`;
    expect(long.split(' ').length).toBe(35);
    const previous = [...paragraphs.slice(0, 20), short, ...paragraphs.slice(20)].join('\n\n');
    const current = [...paragraphs.slice(0, 20), long, ...paragraphs.slice(20)].join('\n\n');
    // (5 removed + 35 added) of 2,385 words: 1.7%
    expect(diffSummary(previous, current)).toMatch(/^About 2% of the text changed: 1 paragraph changed \(35 new words\)\./);
  });

  it('reports a one-paragraph insertion into a long, stored-cut source as one paragraph added, in words', () => {
    // 435 paragraphs of about 130 characters: the stored text is cut at 50,000 characters, the new one too.
    const paragraphs = Array.from(
      { length: 435 },
      (_, i) => `Paragraph ${i} of the survey reports how teams review their documentation pages, links and screenshots each quarter.`,
    );
    const previous = cutSourceText(paragraphs.join('\n\n'));
    const inserted =
      'A new finding this year: most teams now check their links every week, and they fix broken ones before readers find them, which takes a few minutes.';
    const full = [...paragraphs.slice(0, 100), inserted, ...paragraphs.slice(100)].join('\n\n');
    expect(previous.length).toBeLessThanOrEqual(50_000);
    expect(full.length).toBeGreaterThan(50_000);
    expect(diffSummary(previous, cutSourceText(full), { fullCurrent: full })).toBe(
      `Less than 1% of the text changed: 1 paragraph added (27 words). New: "A new finding this year: most teams now check their links every…"`,
    );
  });

  it('still reports paragraphs removed at the end of a cut source when the new text no longer has them', () => {
    const paragraphs = Array.from({ length: 10 }, (_, i) => `Paragraph ${i} says something about pages.`);
    const previous = paragraphs.join('\n\n');
    const current = paragraphs.slice(0, 8).join('\n\n');
    expect(diffSummary(previous, current, { fullCurrent: current })).toMatch(/^About \d+% of the text changed: 2 paragraphs removed \(12 words\)\.$/);
  });
});
