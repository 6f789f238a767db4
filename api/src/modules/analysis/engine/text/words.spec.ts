import { hasTransition, passivePhrase } from './english';
import { countWords, fleschReadingEase, sentences, syllables, words } from './words';

describe('words and sentences', () => {
  it('counts words with apostrophes, hyphens and numbers as one', () => {
    expect(words("It's a well-known fact: 3.5 million pages don't change.")).toEqual([
      "It's",
      'a',
      'well-known',
      'fact',
      '3.5',
      'million',
      'pages',
      "don't",
      'change',
    ]);
    expect(countWords('  one two\n\nthree  ')).toBe(3);
  });

  it('splits sentences but not after abbreviations, initials or decimals', () => {
    expect(sentences('Dr. Smith wrote it, e.g. in 2024. It has 3.5 pages! Does it work? Yes.')).toEqual([
      'Dr. Smith wrote it, e.g. in 2024.',
      'It has 3.5 pages!',
      'Does it work?',
      'Yes.',
    ]);
    expect(sentences('J. R. R. Tolkien wrote books. "They sell." Still true')).toEqual([
      'J. R. R. Tolkien wrote books.',
      '"They sell."',
      'Still true',
    ]);
  });

  it.each([
    ['cat', 1],
    ['the', 1],
    ['table', 2],
    ['make', 1],
    ['makes', 1],
    ['walked', 1],
    ['wanted', 2],
    ['readability', 5],
    ['documentation', 5],
    ['every', 3],
    ['organisational', 6],
  ])('counts syllables: %s → %i', (word, count) => {
    expect(syllables(word)).toBe(count);
  });

  it('computes Flesch reading ease', () => {
    // 6 words, 6 syllables, 1 sentence: 206.835 - 1.015 * 6 - 84.6 * 1 = 116.145
    expect(fleschReadingEase([words('The cat sat on the mat.')])).toEqual({ score: 116.1, words: 6, sentences: 1, syllables: 6 });
    expect(fleschReadingEase([]).score).toBe(0);
  });
});

describe('English style heuristics', () => {
  it.each([
    ['The plan was approved by the board.', 'was approved'],
    ['Mistakes were made.', 'were made'],
    ['The pages are regularly checked.', 'are regularly checked'],
    ['It has been written twice.', 'been written'],
  ])('finds the passive in %j', (sentence, phrase) => {
    expect(passivePhrase(words(sentence))).toBe(phrase);
  });

  it.each(['The board approved the plan.', 'She is interested in pages.', 'The page is red.', 'We were there.'])(
    'finds no passive in %j',
    (sentence) => {
      expect(passivePhrase(words(sentence))).toBeNull();
    },
  );

  it('recognises transition words and phrases', () => {
    expect(hasTransition(words('However, the page is old.'))).toBe(true);
    expect(hasTransition(words('The page is old, for example the dates.'))).toBe(true);
    expect(hasTransition(words('The page is old.'))).toBe(false);
  });
});
