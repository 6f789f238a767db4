/**
 * The language a text is read in, for the reading-ease formula: the page's `lang` (its primary subtag), or, when
 * the page does not say, the one of English, German, Spanish and French whose commonest words make up most of
 * the text. Those four are the languages with a reading-ease formula; any other stays what the page says it is.
 */
export type FormulaLanguage = 'en' | 'de' | 'es' | 'fr';

const COMMON_WORDS: Record<FormulaLanguage, Set<string>> = {
  en: new Set(
    'the and of to a in is it that for you was with on as are be this have or by not but what all were when we can your which their there'.split(' '),
  ),
  de: new Set(
    'der die und in den von zu das mit sich des auf für ist im dem nicht ein eine als auch es an werden aus er hat dass sie nach wird bei'.split(' '),
  ),
  es: new Set(
    'de la que el en y a los se del las un por con no una su para es al lo como más pero sus le ya o este sí porque esta entre cuando muy'.split(' '),
  ),
  fr: new Set('de la le et les des en un du une est que pour qui dans a par plus pas au sur ne se ce il sont avec ou mais comme nous vous leur'.split(' ')),
};

/** Share of the words that must be one language's common words before the text counts as that language. */
const MIN_SHARE = 0.15;

/** Three-letter codes (ISO 639-2) that pages write for the four languages instead of the two-letter ones. */
const THREE_LETTER: Record<string, FormulaLanguage> = { eng: 'en', deu: 'de', ger: 'de', spa: 'es', fra: 'fr', fre: 'fr' };

/** 'en', 'de', 'es', 'fr', another language's primary subtag from `lang`, or null when it cannot be told. */
export function readingLanguage(lang: string | null, words: readonly string[]): string | null {
  const primary = lang?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary) return THREE_LETTER[primary] ?? primary;
  return detectLanguage(words);
}

/** The formula language whose common words cover the most of the text (at least 15%), or null. */
export function detectLanguage(words: readonly string[]): FormulaLanguage | null {
  if (words.length === 0) return null;
  let best: FormulaLanguage | null = null;
  let bestHits = 0;
  for (const language of Object.keys(COMMON_WORDS) as FormulaLanguage[]) {
    const common = COMMON_WORDS[language];
    let hits = 0;
    for (const word of words) if (common.has(word.toLowerCase())) hits++;
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
    }
  }
  return bestHits / words.length >= MIN_SHARE ? best : null;
}
