/**
 * Past years that the text presents as current: 'the best tools of 2022', 'in 2021 most readers use…', 'it is
 * 2020 and…', 'our 2019 buying guide', 'as of 2021', and copyright lines ('© 2021'). A year counts when it is at
 * least `minAge` (2) years before `now`.
 *
 * A year that dates a past event ('published in 1963', 'started by Mozilla in 2013 and offers…', 'donated to the
 * foundation in 2008') is history, not staleness: on real pages such sentences were every false alarm. So a phrase
 * counts only when it is one of the "as if current" shapes below AND the clause that holds the year has no past-tense
 * verb. Each block of text (title, one heading, one paragraph) is matched on its own, so a heading that ends in a
 * year never runs into the paragraph after it, and no pattern reaches past a sentence's end.
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
/** Words of a title or claim that sell the year as the current one ('the best … of 2019'). */
const CURRENT_WORDS =
  'best|top|ultimate|complete|definitive|latest|newest|current|recommended|essential|trends?|predictions?|statistics|stats|prices?|pricing|rankings?|reviews?|guide|tips|ideas|deals|edition|update|outlook|roundup';
/** Nouns that a year in front labels as this year's ('2022 edition', 'our 2019 buying guide'). */
const LABEL_NOUNS = 'edition|guides?|update|reviews?|roundup|list|rankings?|trends|predictions|outlook|picks';
/** Present-tense verbs (and modals) of a clause that opens with 'In 2019': 'In 2019 most readers use…'. */
const PRESENT_VERBS =
  'is|are|has|have|remains?|stays?|costs?|offers?|includes?|supports?|works?|will|can|should|must|uses?|needs?|prefers?|wants?|expects?|spends?|relies|rely|owns?|reads?|buys?|chooses?|looks?|gets?|makes?|runs?|does|do|seems?|means?';
/** Inside one clause, no more than a few plain words (no punctuation, so nothing beyond the clause). */
const FEW_WORDS = (max: number) => `(?:(?!(?:is|are|was|were|as|and|or|but)\\s)[\\p{L}\\p{N}'’&-]+\\s+){0,${max}}?`;

interface Phrase {
  pattern: RegExp;
  /** The match ends with its own present-tense verb: only the clause up to it can make it history. */
  endsWithVerb?: boolean;
  /**
   * The match is a clause of its own ('As of 2016,'): the clause after it says what the year dates, so a past or
   * past-perfect verb there ('As of 2016, the country had admitted …') makes it history; a present one keeps it.
   */
  clauseFollows?: boolean;
}

const PHRASES: Phrase[] = [
  // 'the best tools of 2022', 'top 10 plugins for 2021', 'our guide to SEO in 2020'
  { pattern: new RegExp(`\\b(?:the\\s+)?(?:${CURRENT_WORDS})\\s+${FEW_WORDS(4)}(?:of|in|for)\\s+${YEAR}\\b`, 'giu') },
  // '2022 edition', 'our 2019 buying guide', '2020 update'
  { pattern: new RegExp(`\\b(?:(?:our|the|this|a)\\s+)?${YEAR}\\s+(?:[\\p{L}'’-]+\\s+)?(?:${LABEL_NOUNS})\\b`, 'giu') },
  // 'Updated for 2020', '(updated 2021)'
  { pattern: new RegExp(`\\bupdated\\s+(?:for\\s+)?${YEAR}\\b`, 'giu') },
  // 'as of 2021', 'this year (2021)', 'currently (2021)', 'it is 2020 and…', 'now that it's 2020', 'we are in 2020'
  {
    pattern: new RegExp(
      `\\b(?:as\\s+of|this\\s+year,?|currently,?|right\\s+now,?|today,?|it\\s+is(?:\\s+now)?|it[’']s(?:\\s+now)?|we\\s+are(?:\\s+now)?(?:\\s+in)?|we[’']re(?:\\s+now)?(?:\\s+in)?)\\s*\\(?${YEAR}\\b\\)?`,
      'giu',
    ),
    clauseFollows: true,
  },
  // 'In 2021, the average page has…', 'in 2019 most readers use…': a clause that opens with the year and goes on in
  // the present tense. It must open the sentence or clause: 'started by Mozilla in 2013 and offers' does not.
  {
    pattern: new RegExp(`(?:^|(?<=[.!?;:,]\\s*))(?:in|for|during)\\s+${YEAR},?\\s+${FEW_WORDS(5)}(?:${PRESENT_VERBS})\\b`, 'giu'),
    endsWithVerb: true,
  },
];

/**
 * A verb that puts its clause in the past: the year dates an event ('was released in 2013', 'founded in 2001',
 * 'donated … in 2008', 'The best tools of 2019 were…'). Words that end in -ed but are adjectives in current
 * phrases ('recommended', 'updated for', 'advanced') are not past tense here.
 */
const PAST_TENSE =
  /\b(?:was|were|had|did|became|began|begun|came|grew|grown|took|taken|gave|given|went|gone|won|wrote|written|built|bought|sold|left|led|ran|saw|seen|made|held|brought|found|said|told|born|died|ago)\b/iu;
const ED_WORD = /\b[\p{L}]{3,}ed\b/giu;
const NOT_PAST_ED = new Set([
  'recommended',
  'updated',
  'advanced',
  'need',
  'speed',
  'feed',
  'seed',
  'indeed',
  'hundred',
  'detailed',
  'curated',
  'featured',
  'related',
  'limited',
  'unlimited',
  'automated',
  'extended',
  'expanded',
  'revised',
  'refreshed',
  'tested',
  'trusted',
  'rated',
  'talented',
  'based',
  'red',
]);

/** The clause around `start..end`: cut at sentence ends, semicolons, colons, commas, dashes, brackets and 'and'/'but'. */
function clauseAround(text: string, start: number, end: number): string {
  const boundary = /[.!?;:,()\u2013\u2014]|\s(?:and|but|while|which|who|whereas)\s/giu;
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(boundary)) {
    const at = m.index ?? 0;
    if (at + m[0].length <= start) from = at + m[0].length;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return text.slice(from, to);
}

function isPastTense(clause: string): boolean {
  if (PAST_TENSE.test(clause)) return true;
  return [...clause.matchAll(ED_WORD)].some((m) => {
    if (NOT_PAST_ED.has(m[0].toLowerCase())) return false;
    // 'are listed below', 'is served over HTTPS': a present passive, not a past event.
    const before = clause.slice(0, m.index).trimEnd();
    return !/\b(?:is|are|be|being|gets?)$/i.test(before);
  });
}

const ANY_YEAR = /(?:19|20)\d{2}/;

/** 'the November 2019 Update', 'the May 2020 Update': a month in front of the year makes it a release's name. */
const MONTH_BEFORE = /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+$/iu;

/** The clause that follows the one ending at `end` (after its comma), within the sentence. */
function nextClause(text: string, end: number): string {
  const rest = text.slice(end);
  const opened = /^\s*\)?\s*[,:;\u2013\u2014]?\s*/u.exec(rest)?.[0].length ?? 0;
  return clauseAround(text, end + opened, end + opened);
}

export interface TextPart {
  /** Where the text sits, for the message: 'the title', 'a heading', 'the text'. */
  where: string;
  text: string;
}

/**
 * Stale year phrases in the given parts, each phrase once, at its first place. Each part is one block of text
 * (never several paragraphs joined), so that a match stays inside it.
 */
export function staleYearPhrases(parts: TextPart[], now: Date, minAge = 2): StaleYearPhrase[] {
  const latestStale = now.getUTCFullYear() - minAge;
  const found: StaleYearPhrase[] = [];
  for (const part of parts) {
    // Every phrase holds a year; most blocks hold none, and the five patterns cost a scan each.
    if (!ANY_YEAR.test(part.text)) continue;
    const taken: [number, number][] = [];
    for (const { pattern, endsWithVerb, clauseFollows } of PHRASES) {
      for (const match of part.text.matchAll(pattern)) {
        const year = Number(match.slice(1).find((g) => g !== undefined));
        if (year > latestStale) continue;
        const start = match.index ?? 0;
        const end = start + match[0].length;
        // Patterns overlap ('top plugins for 2021 are…'): the first (most specific) one names the phrase.
        if (taken.some(([a, b]) => start < b && end > a)) continue;
        const clause = clauseAround(part.text, start, end);
        if (isPastTense(endsWithVerb ? clause.slice(0, clause.indexOf(match[0]) + match[0].length) : clause)) continue;
        if (clauseFollows && isPastTense(nextClause(part.text, end))) continue;
        const yearAt = start + match[0].search(ANY_YEAR);
        if (MONTH_BEFORE.test(part.text.slice(Math.max(0, yearAt - 12), yearAt))) continue;
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

const COPYRIGHT = new RegExp(`(?:©|&copy;|\\(c\\)|\\bcopyright\\b)\\s*(?:©\\s*)?${YEAR}(?:\\s*[-–—]\\s*${YEAR})?`, 'gi');

/** The newest copyright line in the text when it is stale: '© 2019–2026' or a second, current line is fine. */
export function staleCopyrightLine(fullText: string, now: Date, minAge = 2): YearMention | null {
  const copyrights = [...fullText.matchAll(COPYRIGHT)].map((m) => ({ year: Number(m[2] ?? m[1]), phrase: m[0].trim() }));
  const newest = copyrights.reduce<YearMention | null>((a, b) => (a === null || b.year > a.year ? b : a), null);
  return newest && newest.year <= now.getUTCFullYear() - minAge ? newest : null;
}
