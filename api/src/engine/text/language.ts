import type { PageLanguage } from '@freshwatch/contracts';
import { detectAll } from 'tinyld';

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

/** Text shorter than this is not enough to tell its language from (a caption, a form). */
const MIN_DETECT_WORDS = 30;
/** Enough of a page to tell its language; reading a 5 MB page's every word tells nothing more. */
const DETECT_CHARS = 20_000;
/** tinyld's confidence (0-1) below which its best guess is not trusted over what the page says. */
const MIN_ACCURACY = 0.2;
/** Languages so close that a detector confuses them on short texts: one declared for the other is no contradiction. */
const SAME_LANGUAGE: Record<string, string> = { nb: 'no', nn: 'no', ms: 'id' };

const primarySubtag = (lang: string | null): string | null => {
  const primary = lang?.trim().toLowerCase().split(/[-_]/)[0];
  if (!primary || !/^[a-z]{2,3}$/.test(primary)) return null;
  return THREE_LETTER[primary] ?? primary;
};
const sameLanguage = (a: string, b: string) => (SAME_LANGUAGE[a] ?? a) === (SAME_LANGUAGE[b] ?? b);

/**
 * The language of a page: the one its `<html lang>` declares, unless the text is clearly in another (a German
 * article labelled `en` by its theme), and the one detected from the text (tinyld, pure JS) when it declares none.
 * A text too short to tell keeps what the page says; with neither, the code is null.
 */
export function pageLanguage(declared: string | null, text: string): PageLanguage {
  const declaredCode = primarySubtag(declared);
  const detected = detectTextLanguage(text);
  if (declaredCode && (detected === null || sameLanguage(detected, declaredCode))) return { code: declaredCode, source: 'html-lang', declared };
  if (detected) return { code: detected, source: 'detected', declared };
  return { code: null, source: 'none', declared };
}

/** The text's language (ISO 639-1) when there is enough of it and the detector is sure enough; else null. */
export function detectTextLanguage(text: string): string | null {
  const sample = text.slice(0, DETECT_CHARS);
  let words = 0;
  for (const _ of sample.matchAll(/\p{L}+/gu)) if (++words >= MIN_DETECT_WORDS) break;
  if (words < MIN_DETECT_WORDS) return null;
  const [best] = detectAll(sample);
  return best && best.accuracy >= MIN_ACCURACY ? best.lang : null;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** 'German' for 'de'; the code itself when it names no language. */
export function languageName(code: string): string {
  try {
    return LANGUAGE_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}
