/**
 * English syllables, for the Flesch reading ease. Vowel groups undercount where two vowels are two syllables
 * ('ne-on', 'ac-tu-al', 'i-de-a') and overcount silent e's inside compounds ('some-thing', 'late-ly') and before
 * a plural s ('files'), which made pages read easier than they are. So a word is first split at its suffixes (-s,
 * -es, -ed, -ing) and at compound parts with a silent e, and each part's vowel groups are then corrected for the
 * vowel pairs that are two syllables. syllables.spec.ts holds the table of words the rules are held to.
 *
 * (The `syllable` npm package was tried first: it counts 'going' and 'doing' as 1 and 'walked' and 'large' as 2.)
 */

/** Words the rules below get wrong, and the very short ones. */
const EXCEPTIONS: Record<string, number> = {
  the: 1,
  dr: 2, // doc·tor
  mr: 2,
  mrs: 2,
  vs: 2,
  etc: 4,
  every: 3,
  everyone: 3,
  everything: 3,
  evening: 2,
  business: 2,
  interest: 3,
  people: 2,
  science: 2,
  scientist: 3,
  scientists: 3,
  poem: 2,
  poet: 2,
  poems: 2,
  poets: 2,
  quiet: 2,
  fluid: 2,
  naive: 2,
  idea: 3,
  area: 3,
  real: 1,
  create: 2,
  created: 3,
  creates: 2,
  being: 2,
  lion: 2,
  ion: 2,
  onion: 2,
  union: 2,
  opinion: 3,
  million: 2,
  billion: 2,
  champion: 3,
  companion: 3,
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
  whole: 1,
  guide: 1,
  anyone: 3,
  element: 3,
  elements: 3,
  society: 4,
  ok: 2,
  iphone: 2,
};

/** Second parts of compounds whose first part ends in a silent e ('some·thing', 'late·ly', 'home·page'). */
const COMPOUND_ENDINGS = [
  'thing',
  'where',
  'times',
  'time',
  'one',
  'body',
  'ly',
  'ful',
  'fully',
  'ment',
  'ments',
  'ness',
  'less',
  'like',
  'wise',
  'line',
  'lines',
  'page',
  'pages',
  'site',
  'sites',
  'ware',
  'work',
  'way',
  'ways',
  'shot',
  'shots',
];

/** Vowel pairs that are two syllables ('ne·on', 'ac·tu·al', 'ra·di·o'), with the contexts where they are one. */
const HIATUS: RegExp[] = [
  /[^cgqst]ia|^ia/, // me·di·a, vi·a (not so·cial, spe·cial, A·sia)
  /[^cgstx]io(?!n)|tio$/, // ra·di·o, ra·ti·o (not na·tion, vi·sion, re·li·gion)
  /[^cgstx]iou|uou/, // var·i·ous, con·tin·u·ous (not pre·cious, anx·ious)
  /eo(?!u)/, // ne·on, vi·de·o (not gor·geous)
  /[^gq]ua/, // ac·tu·al, u·su·al (not qual·i·ty, lan·guage)
  /[^gq]ue[nlt]/, // flu·ent, cru·el, du·et (not re·quest, guess)
  /[^q]uo|iu/, // du·o, pre·mi·um
  /[aeiou][^aeiou]ea$|eat[ei]|eal[aeiou]|eum/, // i·de·a, a·re·a, cre·ate, re·al·i·ty, mu·se·um (not tea, flea)
  /[^aeiou]ie(?:r|st)$/, // eas·i·er, eas·i·est
  /oe[mt]/, // po·em, po·et
  /[^ct]ie(?:t|n[ct])/, // di·et, cli·ent, ex·pe·ri·ence (not pa·tient, an·cient; qui·et and sci·ence are exceptions)
];

/** Prefixes that end in a vowel before a stem that starts with one: co·op·er·ate, re·or·gan·ise, pre·ex·ist·ing. */
const HIATUS_PREFIX = /^(?:co(?=op|or|ex|ax|ed)|re(?=ex|en|or|us|un|ass|app|act|iss|inv|ent)|pre(?=ex|em|or)|de(?=ac|ic))/;

/**
 * Counts already made, by word as written. Counting a word runs a dozen regular expressions and the reading ease
 * counts every word of a page, most of them words the thread has seen before. Bounded: emptied when full, so a
 * thread's memory stays flat.
 */
const counted = new Map<string, number>();
const COUNTED_LIMIT = 50_000;

export function syllables(word: string): number {
  const known = counted.get(word);
  if (known !== undefined) return known;
  if (counted.size >= COUNTED_LIMIT) counted.clear();
  const n = countWord(word);
  counted.set(word, n);
  return n;
}

/**
 * A word as it is read aloud: numbers as their words ('2024' twen·ty twen·ty-four, '4.99' four point nine nine),
 * dotted abbreviations and capital-letter acronyms without a vowel letter by letter ('e.g.', 'a.m.', 'HTML'; 'W'
 * is dou·ble·u), the parts of a hyphenated word each on its own ('note-tak·ing', not a silent e inside a word).
 */
function countWord(word: string): number {
  if (/\p{N}/u.test(word)) return withDigits(word);
  if (/^(?:\p{L}\.)+\p{L}\.?$/u.test(word)) return spelled(word);
  if (/^[A-Z]{2,5}s?$/.test(word) && !/[AEIOUY]/.test(word)) return spelled(word.replace(/s$/, ''));
  if (/^[A-Z]{2,3}$/.test(word) && !ALL_CAPS_WORDS.has(word)) return spelled(word);
  if (/[-‐]/.test(word)) return word.split(/[-‐]+/).reduce((sum, part) => sum + (part ? countWord(part) : 0), 0);
  const w = word
    .toLowerCase()
    .replace(/[’']s$/, '')
    .replace(/[^a-z’']/g, '');
  const contraction = /^([a-z]+)n[’']t$/.exec(w);
  // isn't, doesn't, haven't: n't after a consonant (or 've') is a syllable; don't, can't, aren't add nothing
  if (contraction) return count(contraction[1]) + (/(?:[^aeiouyr]|ve)$/.test(contraction[1]) ? 1 : 0);
  const letters = w.replace(/[’']/g, '');
  if (!letters) return word.length > 0 ? Math.max(1, Math.ceil(word.length / 3)) : 0; // other scripts
  return count(letters);
}

/** Short words in capitals that are read as words, not letter by letter ('THE END', 'NEW', 'FAQ' is F·A·Q). */
const ALL_CAPS_WORDS = new Set(
  'A I AN AS AT BE BY DO GO HE IF IN IS IT ME MY NO OF OH OK ON OR SO TO UP US WE AND ANY ARE BIG BUT CAN DAY FOR GET GIF HAS HAD HER HIM HIS HOW ITS LAN LET MAY NEW NOT NOW OLD ONE OUR OUT PIN RAM SAY SEE SHE SIM THE TOO TOP TRY TWO USE WAN WAS WAY WHO WHY YES YET YOU'.split(
    ' ',
  ),
);

/** Each letter, as its name: W is three syllables (dou·ble·u), every other one. */
function spelled(word: string): number {
  return [...word.replace(/[^\p{L}]/gu, '')].reduce((sum, letter) => sum + (/w/i.test(letter) ? 3 : 1), 0);
}

const ONES = [2, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 3, 1, 2, 2, 2, 2, 3, 2, 2]; // ze·ro, one … se·ven·teen, nine·teen
const TENS = [0, 0, 2, 2, 2, 2, 2, 3, 2, 2]; // twen·ty … se·ven·ty, eigh·ty, nine·ty
const HUNDRED = 2;
const SCALES: [number, number][] = [
  [1e9, 2], // bil·lion
  [1e6, 2], // mil·lion
  [1e3, 2], // thou·sand
];

/** A token with digits: each run of digits read as a number, each run of letters as a word ('4K', 'mp3', '3rd'). */
function withDigits(word: string): number {
  const decimal = /^(\d+)[.,](\d+)$/.exec(word);
  if (decimal) return integer(decimal[1]) + 1 + [...decimal[2]].reduce((sum, d) => sum + ONES[Number(d)], 0); // point
  if (/^\d+(?:st|nd|rd|th|s)$/i.test(word)) return integer(word.replace(/\D/g, '')); // 3rd, 21st, 1990s
  let n = 0;
  for (const part of word.match(/\d+|\p{L}+/gu) ?? []) n += /\d/.test(part) ? integer(part) : countWord(part);
  return Math.max(1, n);
}

/** A run of digits read aloud; four-digit years in pairs (nine·teen eigh·ty-four, twen·ty twen·ty-four). */
function integer(digits: string): number {
  if (digits.length > 12) return [...digits].reduce((sum, d) => sum + ONES[Number(d)], 0);
  const n = Number(digits);
  if (digits.length === 4 && n >= 1100 && n < 2100 && !(n >= 2000 && n < 2010)) {
    const [high, low] = [Math.floor(n / 100), n % 100];
    return belowHundred(high) + (low === 0 ? HUNDRED : low < 10 ? 1 + ONES[low] : belowHundred(low)); // oh-five
  }
  return spoken(n);
}

function spoken(n: number): number {
  if (n < 1000) return belowThousand(n);
  for (const [scale, syllables] of SCALES) {
    if (n >= scale) {
      const rest = n % scale;
      return spoken(Math.floor(n / scale)) + syllables + (rest ? spoken(rest) : 0);
    }
  }
  return belowThousand(n);
}

function belowThousand(n: number): number {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return belowHundred(rest);
  return ONES[hundreds] + HUNDRED + (rest ? belowHundred(rest) : 0);
}

function belowHundred(n: number): number {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? ONES[n % 10] : 0);
}

function count(w: string): number {
  const known = EXCEPTIONS[w];
  if (known !== undefined) return known;
  if (w.length <= 2) return 1;
  const prefix = HIATUS_PREFIX.exec(w)?.[0];
  if (prefix && w.length > prefix.length + 2) return 1 + count(w.slice(prefix.length));
  for (const ending of COMPOUND_ENDINGS) {
    const head = w.slice(0, -ending.length);
    if (w.endsWith(ending) && head.length >= 3 && /[^aeiou]e$/.test(head) && vowelGroups(head.slice(0, -1)) > 0) {
      return count(head) + count(ending);
    }
  }
  return splitSuffix(w) ?? stem(w);
}

/** -s, -es, -ed and -ing, each with the syllable it adds or not. */
function splitSuffix(w: string): number | null {
  // boxes, wishes, watches, buses: -es after a hissing sound is a syllable of its own
  if (/(?:[sxz]|ch|sh)es$/.test(w) && w.length > 3) return count(w.slice(0, -2)) + 1;
  // cases, pages, prices, sizes: the base ends in a silent e that the s makes sound
  if (/[cgsz]es$/.test(w) && w.length > 3) return count(w.slice(0, -1)) + 1;
  // files, tables, ideas: a plural s adds nothing (not 'bus', 'glass', 'analysis')
  if (/[^su]s$/.test(w) && !/(?:is|us|ss)$/.test(w) && w.length > 3) return count(w.slice(0, -1));
  // wanted, needed, created: -ed after t or d is a syllable
  if (/[td]ed$/.test(w) && w.length > 4) return count(w.slice(0, -1)) + 1;
  // walked, loved, changed: -ed is silent (not 'agreed', 'bed', 'red')
  if (/[^e]ed$/.test(w) && w.length > 3) return count(w.slice(0, -1));
  // being, going, reading, agreeing: the base and one more
  if (w.endsWith('ing') && w.length > 4 && vowelGroups(w.slice(0, -3)) > 0) {
    const base = w.slice(0, -3);
    // taking → take, using → use: the base lost its e
    const withE = /[^aeiou][aeiouy][^aeiouwxy]$/.test(base) && !/(?:er|en|el|on|om|it)$/.test(base) ? `${base}e` : base;
    return count(withE) + 1;
  }
  return null;
}

/** A word without suffixes: vowel groups, less a silent final e, plus the vowel pairs that are two syllables. */
function stem(w: string): number {
  let n = vowelGroups(w);
  // silent final e: make, while, style, there (not table, little: a consonant + le is a syllable; not see, free)
  if (w.endsWith('e') && !/[^aeiouy]le$/.test(w) && !/[aeiouy]e$/.test(w) && n > 1) n--;
  // rhythm, prism, spasm: a final m after th/s sounds as a syllable
  if (/(?:th|s)m$/.test(w)) n++;
  for (const pattern of HIATUS) if (pattern.test(w)) n++;
  return Math.max(1, n);
}

/** Groups of vowels; y is a vowel unless a vowel follows it (yel·low, be·yond). */
function vowelGroups(w: string): number {
  return (w.match(/(?:[aeiou]|y(?![aeiou]))+/g) ?? []).length;
}
