/**
 * Past years that read as current: 'the best tools of 2022', 'as of 2021, prices are…', '2022 edition', and
 * copyright lines ('© 2021'). A year counts when it is at least `minAge` (2) years before `now`; years in plainly
 * historical sentences ('In 2019 we launched…') do not, because only present-tense or 'current'-sounding phrases match.
 */
export interface YearMention {
  year: number;
  /** The phrase as it appears in the text. */
  phrase: string;
}

export interface StaleYearPhrase extends YearMention {
  /** Where the phrase was found ('the title', 'the text'). */
  where: string;
}

const YEAR = '((?:19|20)\\d{2})';
const CURRENT_WORDS =
  'best|top|ultimate|complete|definitive|latest|newest|current|recommended|essential|trends?|predictions?|statistics|stats|prices?|pricing|rankings?|review|reviews|guide|tips|ideas|deals|edition|update|outlook|roundup';

const PHRASES: RegExp[] = [
  // 'the best tools of 2022', 'top 10 plugins for 2021', 'our guide to SEO in 2020'
  new RegExp(`\\b(?:the\\s+)?(?:${CURRENT_WORDS})\\b[^.!?\\n]{0,40}?\\b(?:of|in|for)\\s+${YEAR}\\b`, 'gi'),
  // '2022 edition', '2021 guide', '2020 update', '(updated 2021)'
  new RegExp(`\\b${YEAR}\\s+(?:edition|guide|update|review|roundup|list|rankings?|version|trends)\\b`, 'gi'),
  new RegExp(`\\bupdated\\s+(?:for\\s+|in\\s+)?${YEAR}\\b`, 'gi'),
  // 'as of 2021', 'this year (2021)', 'currently (2021)'
  new RegExp(`\\b(?:as\\s+of|this\\s+year,?\\s*\\(?|currently\\s*\\(?|right\\s+now\\s*\\(?|today\\s*\\(?)\\s*${YEAR}\\b`, 'gi'),
  // 'In 2021, prices are…' / 'in 2020 the best choice is…': a year clause followed by a present-tense verb
  new RegExp(
    `\\b(?:in|for|during)\\s+${YEAR},?\\s+(?:[^.!?\\n]{0,50}?\\s)?(?:is|are|has|have|remains?|stays?|costs?|offers?|includes?|supports?|works?|will|can|should|must)\\b`,
    'gi',
  ),
];

const COPYRIGHT = new RegExp(`(?:©|&copy;|\\(c\\)|\\bcopyright\\b)\\s*(?:©\\s*)?${YEAR}(?:\\s*[-–—]\\s*${YEAR})?`, 'gi');

export interface TextPart {
  /** Where the text sits, for the message: 'the title', 'a heading', 'the text'. */
  where: string;
  text: string;
}

/** Stale year phrases in the given parts, each phrase once, at its first place. */
export function staleYearPhrases(parts: TextPart[], now: Date, minAge = 2): StaleYearPhrase[] {
  const latestStale = now.getUTCFullYear() - minAge;
  const found: StaleYearPhrase[] = [];
  for (const part of parts) {
    const taken: [number, number][] = [];
    for (const pattern of PHRASES) {
      pattern.lastIndex = 0;
      for (const match of part.text.matchAll(pattern)) {
        const year = Number(match.slice(1).find((g) => g !== undefined));
        if (year > latestStale) continue;
        const start = match.index ?? 0;
        const end = start + match[0].length;
        // Patterns overlap ('top plugins for 2021 are…'): the first (most specific) one names the phrase.
        if (taken.some(([a, b]) => start < b && end > a)) continue;
        taken.push([start, end]);
        const phrase = match[0].replace(/\s+/g, ' ').trim();
        const key = phrase.toLowerCase();
        // The title and the text often repeat a phrase ('best tools of 2022'): it counts once.
        const known = found.some((m) => m.year === year && (m.phrase.toLowerCase().includes(key) || key.includes(m.phrase.toLowerCase())));
        if (!known) found.push({ year, phrase, where: part.where });
      }
    }
  }
  return found;
}

/** The newest copyright line in the text when it is stale: '© 2019–2026' or a second, current line is fine. */
export function staleCopyrightLine(fullText: string, now: Date, minAge = 2): YearMention | null {
  const copyrights = [...fullText.matchAll(COPYRIGHT)].map((m) => ({ year: Number(m[2] ?? m[1]), phrase: m[0].trim() }));
  const newest = copyrights.reduce<YearMention | null>((a, b) => (a === null || b.year > a.year ? b : a), null);
  return newest && newest.year <= now.getUTCFullYear() - minAge ? newest : null;
}
