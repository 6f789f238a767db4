/** Words and sentences of text, for the readability and freshness checks (syllables: ./syllables.ts). */

import { words, countWords } from '../../shared/text/words';

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
  const boundary = /([.!?…]+)(["'”’)\]]*)\s+(?=["'“‘([]?[\p{Lu}\p{N}])/gu;
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
