/**
 * Syllables of German, Spanish and French words for their reading-ease formulas. In these languages a syllable is
 * close to a group of vowels, once the language's own exceptions are applied; English needs far more (./syllables.ts).
 */
const GERMAN_VOWELS = /[aeiouyäöü]+/g;
const SPANISH_VOWELS = /[aeiouáéíóúüy]+/g;
const FRENCH_VOWELS = /[aeiouyàâäéèêëîïôöûùüÿœæ]+/g;

const letters = (word: string) => word.toLowerCase().replace(/[^\p{L}]/gu, '');
const fallback = (word: string) => (word.length > 0 ? Math.max(1, Math.ceil(word.length / 3)) : 0);

/** German: a vowel group is a syllable (ei, ie, eu, äu, au and doubled vowels are one sound). */
export function germanSyllables(word: string): number {
  const w = letters(word);
  if (!w) return fallback(word);
  return Math.max(1, (w.match(GERMAN_VOWELS) ?? []).length);
}

/**
 * Spanish: two strong vowels (a, e, o) side by side are two syllables (le·er, po·e·ma), and so is a weak vowel with
 * an accent next to another vowel (dí·a, pa·ís); a weak vowel (i, u) with another vowel is a diphthong (bien, cau·sa).
 */
export function spanishSyllables(word: string): number {
  const w = letters(word);
  if (!w) return fallback(word);
  let n = 0;
  for (const group of w.match(SPANISH_VOWELS) ?? []) {
    n += 1;
    for (let i = 1; i < group.length; i++) {
      const [a, b] = [group[i - 1], group[i]];
      if ((isStrong(a) && isStrong(b)) || 'íú'.includes(a) || 'íú'.includes(b)) n++;
    }
  }
  return Math.max(1, n);
}

const isStrong = (c: string) => 'aeoáéó'.includes(c);

/**
 * French: vowel groups, less a mute final e (-e, -es after a consonant; -ent of verbs, ils par·lent, but not the
 * -ment of adverbs and nouns, ra·pi·de·ment).
 */
export function frenchSyllables(word: string): number {
  const w = letters(word);
  if (!w) return fallback(word);
  let n = (w.match(FRENCH_VOWELS) ?? []).length;
  const muteEnding = /[^aeiouyéèêàâîïôûù](?:e|es)$/.test(w) || (/[^aeiouyéèêàâîïôûù]ent$/.test(w) && !/ment$/.test(w));
  if (n > 1 && muteEnding) n--;
  return Math.max(1, n);
}
