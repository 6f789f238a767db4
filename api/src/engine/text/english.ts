/** English word lists for the Yoast-style assessments (transition words, passive voice). */

/** Single transition words (after Yoast's English list, trimmed of words that are rarely transitions). */
const TRANSITION_WORDS = new Set(
  `accordingly additionally afterward afterwards albeit also although altogether another basically because before
besides but certainly chiefly comparatively concurrently consequently contrarily conversely correspondingly despite
doubtedly during earlier emphatically equally especially eventually evidently explicitly finally firstly following
formerly forthwith fourthly further furthermore generally hence henceforth however identically indeed initially
instead lastly later lest likewise markedly meanwhile moreover nevertheless nonetheless nor notwithstanding obviously
occasionally otherwise overall particularly presently previously rather regardless secondly shortly significantly
similarly simultaneously since so soon specifically still straightaway subsequently surely surprisingly then
thereafter therefore thereupon thirdly though thus till undeniably undoubtedly unless unlike unquestionably until
when whenever whereas while first second third next also`.split(/\s+/),
);

/** Multi-word transitions, matched on the sentence's lower-case words in a row. */
const TRANSITION_PHRASES = [
  'above all',
  'after all',
  'after that',
  'all in all',
  'all of a sudden',
  'as a matter of fact',
  'as a result',
  'as long as',
  'as soon as',
  'as well as',
  'as well',
  'at first',
  'at last',
  'at the same time',
  'because of',
  'by the same token',
  'by the way',
  'due to',
  'even if',
  'even so',
  'even though',
  'first of all',
  'for example',
  'for instance',
  'for one thing',
  'for this reason',
  'in addition',
  'in brief',
  'in conclusion',
  'in contrast',
  'in fact',
  'in general',
  'in other words',
  'in particular',
  'in short',
  'in spite of',
  'in summary',
  'in the end',
  'in the meantime',
  'in the same way',
  'in turn',
  'of course',
  'on the contrary',
  'on the other hand',
  'so that',
  'such as',
  'to begin with',
  'to conclude',
  'to sum up',
  'to summarise',
  'to summarize',
  'whereas',
];

/** The phrases by their first word, each as its words: one look-up per word instead of a search per phrase. */
const PHRASES_BY_FIRST_WORD = new Map<string, string[][]>();
for (const phrase of TRANSITION_PHRASES) {
  const [first, ...rest] = phrase.split(' ');
  PHRASES_BY_FIRST_WORD.set(first, [...(PHRASES_BY_FIRST_WORD.get(first) ?? []), rest]);
}

export function hasTransition(sentenceWords: string[]): boolean {
  const lower = sentenceWords.map((w) => w.toLowerCase());
  for (let i = 0; i < lower.length; i++) {
    if (TRANSITION_WORDS.has(lower[i])) return true;
    const phrases = PHRASES_BY_FIRST_WORD.get(lower[i]);
    if (phrases?.some((rest) => rest.every((word, k) => lower[i + 1 + k] === word))) return true;
  }
  return false;
}

const TO_BE = new Set([
  'am',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  'get',
  'gets',
  'got',
  'gotten',
  'getting',
]);
const BETWEEN = new Set([
  'not',
  'also',
  'often',
  'always',
  'never',
  'still',
  'already',
  'usually',
  'being',
  'been',
  'then',
  'now',
  'just',
  'all',
  'both',
  'each',
  'rarely',
  'seldom',
]);

const IRREGULAR_PARTICIPLES = new Set(
  `arisen awoken been born borne beaten become begun bent bet bid bitten bled blown broken bred brought built burnt
bought caught chosen clung come cost crept cut dealt dug done drawn dreamt drunk driven eaten fallen fed felt fought
found fled flung flown forbidden forgotten forgiven frozen given gone ground grown hung had heard hidden hit held hurt
kept knelt known laid led leant left lent let lain lit lost made meant met paid put quit read ridden rung risen run
said seen sought sold sent set sewn shaken shed shone shot shown shrunk shut sung sunk sat slain slept slid slung
spoken spent spun spread sprung stood stolen stuck stung stunk struck strung sworn swept swollen swum swung taken
taught torn told thought thrown understood undertaken upset woken worn woven wept won wound written`.split(/\s+/),
);

/** -ed words that are usually adjectives after 'to be' ('is interested'), not passives. */
const ED_ADJECTIVES = new Set([
  'interested',
  'excited',
  'tired',
  'bored',
  'worried',
  'pleased',
  'scared',
  'surprised',
  'married',
  'ashamed',
  'supposed',
  'used',
  'need',
  'indeed',
  'based',
]);

/** The passive phrase of a sentence ('was reconsidered', 'are being written'), or null (English heuristic). */
export function passivePhrase(sentenceWords: string[]): string | null {
  const lower = sentenceWords.map((w) => w.toLowerCase());
  for (let i = 0; i < lower.length - 1; i++) {
    if (!TO_BE.has(lower[i])) continue;
    let j = i + 1;
    while (j < lower.length && j <= i + 3 && (BETWEEN.has(lower[j]) || (lower[j].endsWith('ly') && lower[j].length > 4))) j++;
    const candidate = lower[j];
    if (!candidate) continue;
    const participle =
      IRREGULAR_PARTICIPLES.has(candidate) || (candidate.length > 4 && /[^e]ed$|[^aeiou]ed$|ied$/.test(candidate) && !ED_ADJECTIVES.has(candidate));
    if (participle && candidate !== 'been') return sentenceWords.slice(i, j + 1).join(' ');
  }
  return null;
}
