import type { ExtractedPage } from '../../extract/extract-page';
import { countWords, sentences as splitSentences, words } from '../../text/words';

/**
 * The main text as the readability assessments read it, split into sentences and words once for all of them.
 * Sentences come from paragraphs only; headings are not prose.
 */
export interface ReadableText {
  /** The page's language as it states it ('en', 'de-DE'), or null. */
  lang: string | null;
  /** The main content's headings and paragraphs, in order, each paragraph with its number of words. */
  blocks: TextBlock[];
  /** The page's headings (its H1 is the title, even where Readability's outline shows it as an H2). */
  headings: ExtractedPage['headings'];
  sentences: string[];
  /** The words of each sentence, in the same order. */
  sentenceWords: string[][];
  /** The words of all sentences. */
  words: number;
}

export type TextBlock = { type: 'heading'; level: number; text: string } | { type: 'paragraph'; text: string; words: number };

export function readableText(page: Pick<ExtractedPage, 'lang' | 'outline' | 'headings'>): ReadableText {
  const blocks = page.outline.map((block): TextBlock => (block.type === 'paragraph' ? { ...block, words: countWords(block.text) } : block));
  const sentences = blocks.flatMap((block) => (block.type === 'paragraph' ? splitSentences(block.text) : []));
  const sentenceWords = sentences.map(words);
  return {
    lang: page.lang,
    blocks,
    headings: page.headings,
    sentences,
    sentenceWords,
    words: sentenceWords.reduce((sum, w) => sum + w.length, 0),
  };
}
