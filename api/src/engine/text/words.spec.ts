import { hasTransition, passivePhrase } from './english';
import { countWords, sentences, words } from './words';

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
    expect(sentences('J. R. R. Tolkien wrote books. "They sell." Still true')).toEqual(['J. R. R. Tolkien wrote books.', '"They sell."', 'Still true']);
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

  it.each(['The board approved the plan.', 'She is interested in pages.', 'The page is red.', 'We were there.'])('finds no passive in %j', (sentence) => {
    expect(passivePhrase(words(sentence))).toBeNull();
  });

  it('recognises transition words and phrases', () => {
    expect(hasTransition(words('However, the page is old.'))).toBe(true);
    expect(hasTransition(words('The page is old, for example the dates.'))).toBe(true);
    expect(hasTransition(words('The page is old.'))).toBe(false);
  });
});
