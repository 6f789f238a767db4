import { readableText } from './readable-text';
import { transitionWords } from './transition-words';

const STARTS = ['Teams', 'Editors', 'Readers', 'Owners', 'Writers', 'Pages'];
/** `n` sentences, `linked` of them with a transition word. */
const assess = (n: number, linked: number) =>
  transitionWords(
    readableText({
      lang: 'en',
      headings: [],
      outline: [
        {
          type: 'paragraph',
          text: Array.from({ length: n }, (_, i) =>
            i < linked ? `${STARTS[i % 6]} review the guide, however busy they are.` : `${STARTS[i % 6]} review the guide every week.`,
          ).join(' '),
        },
      ],
    }),
  );

describe('transitionWords assessment', () => {
  it('is good with at least 30% of sentences linked', () => {
    expect(assess(10, 3)).toEqual({ rating: 'good', value: 0.3, findings: [] });
    expect(assess(4, 4)).toEqual({ rating: 'good', value: 1, findings: [] });
  });

  it('is borderline from 20%', () => {
    expect(assess(10, 2)).toEqual({
      rating: 'ok',
      value: 0.2,
      findings: [
        {
          type: 'readability.transition_words',
          severity: 'info',
          message: 'Only 20% of sentences contain a transition word such as "however", "for example" or "as a result" (aim for at least 30%).',
          recommendation: 'Link sentences with transition words ("first", "however", "as a result") so the reader can follow the argument.',
        },
      ],
    });
  });

  it('fails below 20% with a warning', () => {
    expect(assess(10, 1)).toMatchObject({ rating: 'bad', value: 0.1, findings: [{ severity: 'warning' }] });
    expect(assess(10, 0).findings[0].message).toMatch(/^Only 0% of sentences/);
  });

  it('finds multi-word transitions', () => {
    const text = readableText({
      lang: 'en',
      headings: [],
      outline: [{ type: 'paragraph', text: 'Teams review pages. As a result, readers trust them.' }],
    });
    expect(transitionWords(text)).toMatchObject({ rating: 'good', value: 0.5 });
  });
});
