import { readableText } from './readable-text';

describe('readableText', () => {
  it('splits the paragraphs, not the headings, into sentences and words, and counts the words of each paragraph', () => {
    const text = readableText({
      lang: 'en',
      headings: [{ level: 1, text: 'Docs' }],
      outline: [
        { type: 'heading', level: 2, text: 'Why docs go stale' },
        { type: 'paragraph', text: 'Pages age. Owners move on, e.g. to new teams.' },
        { type: 'paragraph', text: 'Reviews help!' },
      ],
    });
    expect(text.sentences).toEqual(['Pages age.', 'Owners move on, e.g. to new teams.', 'Reviews help!']);
    expect(text.sentenceWords).toEqual([
      ['Pages', 'age'],
      ['Owners', 'move', 'on', 'e.g', 'to', 'new', 'teams'],
      ['Reviews', 'help'],
    ]);
    expect(text.words).toBe(11);
    expect(text.blocks).toEqual([
      { type: 'heading', level: 2, text: 'Why docs go stale' },
      { type: 'paragraph', text: 'Pages age. Owners move on, e.g. to new teams.', words: 9 },
      { type: 'paragraph', text: 'Reviews help!', words: 2 },
    ]);
    expect(text.lang).toBe('en');
  });

  it('has no sentences and no words without paragraphs', () => {
    const text = readableText({ lang: null, headings: [], outline: [{ type: 'heading', level: 1, text: 'Only a title' }] });
    expect(text).toMatchObject({
      blocks: [{ type: 'heading', level: 1, text: 'Only a title' }],
      sentences: [],
      sentenceWords: [],
      words: 0,
    });
  });
});
