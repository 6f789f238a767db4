import type { OutlineBlock } from '../extract/outline';
import { analyseReadability } from './readability';

const STARTS = ['Teams', 'Editors', 'Readers', 'Owners', 'Writers', 'Pages'];
/** `n` plain sentences of 11 short words, in one paragraph. */
const plain = (n: number, offset = 0): OutlineBlock => ({
  type: 'paragraph',
  text: Array.from({ length: n }, (_, i) => `${STARTS[(i + offset) % STARTS.length]} keep the docs fresh with a short check each week.`).join(' '),
});
const analyse = (lang: string | null, ...outline: OutlineBlock[]) => analyseReadability({ lang, outline, headings: [{ level: 1, text: 'Docs' }] });

describe('analyseReadability (reading ease and the table of assessments)', () => {
  it('scores a page without text 0 and says so', () => {
    expect(analyse('en', { type: 'heading', level: 1, text: 'Docs' })).toEqual({
      score: 0,
      fleschReadingEase: 0,
      fleschLabel: 'very difficult',
      readingEaseFormula: null,
      language: null,
      sentences: 0,
      words: 0,
      assessments: [],
      findings: [
        {
          type: 'readability.no_text',
          severity: 'warning',
          message: 'No readable text was found on the page, so its readability cannot be judged.',
          recommendation: 'Make sure the main content is in the HTML the server sends, not only added by JavaScript.',
        },
      ],
    });
  });

  it('runs the assessments that apply to the text, in the order of the table', () => {
    const ids = (result: ReturnType<typeof analyse>) => result.assessments.map((a) => a.id);
    expect(ids(analyse('en', plain(5)))).toEqual(['sentence_length', 'paragraph_length', 'consecutive_sentences']);
    const long = [plain(12), plain(12, 1), plain(12, 2)]; // 396 words without subheadings
    expect(ids(analyse('en', ...long))).toEqual([
      'sentence_length',
      'paragraph_length',
      'subheading_distribution',
      'passive_voice',
      'transition_words',
      'consecutive_sentences',
    ]);
    expect(ids(analyse('de', ...long))).toEqual(['sentence_length', 'paragraph_length', 'subheading_distribution', 'consecutive_sentences']);
  });

  it('adds the reading ease points to the 60 points the assessments share', () => {
    const easy = analyse('en', plain(5));
    expect(easy).toMatchObject({ score: 100, sentences: 5, words: 55, findings: [] });
    expect(easy.fleschReadingEase).toBeGreaterThan(60);
    // 396 words: subheadings fail and transitions fail, so 4 of 6 assessments score: 40 + 60 × 4/6.
    const long = analyse('en', plain(12), plain(12, 1), plain(12, 2));
    expect(long.score).toBe(80);
    expect(long.findings.map((f) => f.type)).toEqual(['readability.subheadings', 'readability.transition_words']);
    expect(long.assessments.find((a) => a.id === 'transition_words')).toEqual({ id: 'transition_words', rating: 'bad', value: 0 });
  });

  it('lets the assessments share all 100 points when the language has no reading-ease formula', () => {
    const paragraph = (text: string): OutlineBlock => ({ type: 'paragraph', text });
    const text = [paragraph('Kissa istuu matolla. Koira nukkuu sohvalla. Lapset leikkivät pihalla.')];
    const finnish = analyse('fi', ...text);
    expect(finnish).toMatchObject({ fleschReadingEase: null, readingEaseFormula: null, language: 'fi', score: 100 });
    expect(finnish.findings.map((f) => f.type)).toEqual(['readability.not_scored']);
  });
});
