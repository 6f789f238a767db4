/** Words, sentences and syllables of (mostly English) text, for the readability and freshness checks. */

import { words, countWords } from '../../../../shared/text/words';

export { words, countWords };

/** Abbreviations whose period does not end a sentence. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'eg',
  'ie',
  'approx',
  'no',
  'nr',
  'fig',
  'inc',
  'ltd',
  'co',
  'corp',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'mt',
  'cf',
  'al',
  'u.s',
  'u.k',
  'ca',
  'p',
  'pp',
  'vol',
  'ed',
]);

/**
 * Sentences of one paragraph: split after . ! ? (and …) followed by a space and an upper-case letter, digit or
 * quote, unless the period ends a known abbreviation or a single initial.
 */
export function sentences(paragraph: string): string[] {
  const out: string[] = [];
  const boundary = /([.!?…]+)(["'”’)\]]*)\s+(?=["'“‘(\[]?[\p{Lu}\p{N}])/gu;
  let start = 0;
  let match: RegExpExecArray | null;
  while ((match = boundary.exec(paragraph))) {
    const end = match.index + match[1].length + match[2].length;
    if (match[1] === '.') {
      const before =
        paragraph
          .slice(start, match.index)
          .match(/([\p{L}.]+)$/u)?.[1]
          ?.toLowerCase() ?? '';
      if (ABBREVIATIONS.has(before) || /^\p{L}$/u.test(before)) continue;
    }
    const sentence = paragraph.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = match.index + match[0].length;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter((s) => countWords(s) > 0);
}

const SYLLABLE_EXCEPTIONS: Record<string, number> = {
  the: 1,
  every: 3,
  business: 2,
  different: 3,
  evening: 2,
  interest: 3,
  family: 3,
  people: 2,
  area: 3,
  idea: 3,
  being: 2,
  create: 2,
  created: 3,
  creates: 2,
  real: 1,
  really: 2,
  science: 2,
  quiet: 2,
  poem: 2,
  ion: 2,
  naive: 2,
  whole: 1,
  some: 1,
  come: 1,
  done: 1,
  gone: 1,
  none: 1,
  one: 1,
  once: 1,
  there: 1,
  where: 1,
  were: 1,
  here: 1,
  more: 1,
  before: 2,
  because: 2,
  simple: 2,
  table: 2,
  little: 2,
  able: 2,
  guide: 1,
  guides: 1,
  update: 2,
  updates: 2,
  site: 1,
};

/** English syllables by the usual heuristic: vowel groups, minus silent endings, plus a few exceptions. */
export function syllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return word.length > 0 ? Math.max(1, Math.ceil(word.length / 3)) : 0; // digits and other scripts
  if (SYLLABLE_EXCEPTIONS[w] !== undefined) return SYLLABLE_EXCEPTIONS[w];
  if (w.length <= 3) return 1;
  w = w
    .replace(/(?:[^laeiouy]es|[^laeiouy]e)$/, (m) => m[0]) // silent final -e/-es ('make', 'makes'), not '-le'
    .replace(/([^dt])ed$/, '$1') // silent -ed ('walked'), but 'wanted', 'needed' keep it
    .replace(/^y/, '');
  const count = (w.match(/[aeiouy]{1,2}/g) ?? []).length;
  return Math.max(1, count);
}

/**
 * Flesch reading ease of a text given as the words of each sentence (split once by the caller, which needs them
 * too): 206.835 − 1.015 × words/sentence − 84.6 × syllables/word.
 */
export function fleschReadingEase(sentenceWords: string[][]): { score: number; words: number; sentences: number; syllables: number } {
  let wordTotal = 0;
  let syllableTotal = 0;
  for (const sentence of sentenceWords) {
    for (const word of sentence) {
      wordTotal++;
      syllableTotal += syllables(word);
    }
  }
  if (wordTotal === 0 || sentenceWords.length === 0) return { score: 0, words: 0, sentences: 0, syllables: 0 };
  const score = 206.835 - 1.015 * (wordTotal / sentenceWords.length) - 84.6 * (syllableTotal / wordTotal);
  return { score: Math.round(score * 10) / 10, words: wordTotal, sentences: sentenceWords.length, syllables: syllableTotal };
}
