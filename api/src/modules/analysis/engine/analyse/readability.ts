import type { ExtractedPage } from '../extract/extract-page';
import { hasTransition, passivePhrase } from '../text/english';
import { countWords, fleschReadingEase, sentences as splitSentences, words } from '../text/words';
import { clamp, type Finding, formatList, plural, quote } from './findings';

/**
 * Readability = Flesch reading ease (40 points) + six Yoast assessments (60 points, shared equally among those
 * that apply). An assessment scores fully when good, half when borderline, nothing when it fails.
 */
export const READABILITY_RULES = {
  fleschPoints: 40,
  /** Reading ease at or above this scores the full 40 points; it falls linearly to 0 points at `fleschZero`. */
  fleschFull: 60,
  fleschZero: 30,
  assessmentPoints: 60,
  longSentenceWords: 20,
  longSentenceShare: { good: 0.25, ok: 0.3 },
  longParagraphWords: { good: 150, ok: 200 },
  subheadingWords: { good: 300, ok: 350 },
  passiveShare: { good: 0.1, ok: 0.15 },
  transitionShare: { good: 0.3, ok: 0.2 },
  /** Transition words and passive voice are English checks, applied from this many words on. */
  minWordsForStyleChecks: 200,
  sameStartRun: 3,
} as const;

export type Rating = 'good' | 'ok' | 'bad';

export interface AssessmentResult {
  id: 'sentence_length' | 'paragraph_length' | 'subheading_distribution' | 'passive_voice' | 'transition_words' | 'consecutive_sentences';
  rating: Rating;
  /** The measured value the rating comes from (a share 0-1, or a count). */
  value: number;
}

export interface ReadabilityResult {
  score: number;
  fleschReadingEase: number;
  fleschLabel: string;
  sentences: number;
  words: number;
  assessments: AssessmentResult[];
  findings: Finding[];
}

const R = READABILITY_RULES;
const ratingPoints = { good: 1, ok: 0.5, bad: 0 } as const;
const severityOf = (rating: Rating) => (rating === 'bad' ? 'warning' : 'info');

export function fleschLabel(score: number): string {
  if (score >= 90) return 'very easy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairly easy';
  if (score >= 60) return 'plain English';
  if (score >= 50) return 'fairly difficult';
  if (score >= 30) return 'difficult';
  return 'very difficult';
}

export function analyseReadability(page: ExtractedPage): ReadabilityResult {
  const english = !page.lang || /^en\b/i.test(page.lang);
  const paragraphSentences = page.outline.filter((b) => b.type === 'paragraph').map((b) => splitSentences(b.text));
  const allSentences = paragraphSentences.flat();
  const sentenceWords = allSentences.map(words);
  const flesch = fleschReadingEase(allSentences);
  const totalWords = flesch.words;
  const findings: Finding[] = [];
  const assessments: AssessmentResult[] = [];

  if (totalWords === 0) {
    findings.push({
      type: 'readability.no_text',
      severity: 'warning',
      message: 'No readable text was found on the page, so its readability cannot be judged.',
      recommendation: 'Make sure the main content is in the HTML the server sends, not only added by JavaScript.',
    });
    return { score: 0, fleschReadingEase: 0, fleschLabel: fleschLabel(0), sentences: 0, words: 0, assessments, findings };
  }

  // Flesch reading ease
  const label = fleschLabel(flesch.score);
  if (flesch.score < 50) {
    findings.push({
      type: 'readability.flesch',
      severity: 'warning',
      message: `The Flesch reading ease is ${flesch.score < 0 ? 'below 0' : Math.round(flesch.score)} (${label}); aim for 60 or more.`,
      recommendation: 'Use shorter sentences and shorter, everyday words to make the text easier to read.',
    });
  } else if (flesch.score < R.fleschFull) {
    findings.push({
      type: 'readability.flesch',
      severity: 'info',
      message: `The Flesch reading ease is ${Math.round(flesch.score)} (${label}); 60 or more reads more easily.`,
      recommendation: 'Shorten a few long sentences and replace long words with everyday ones.',
    });
  }

  // Sentence length
  const long = sentenceWords.map((w, i) => ({ i, n: w.length })).filter((s) => s.n > R.longSentenceWords);
  const longShare = long.length / allSentences.length;
  const sentenceRating: Rating = longShare <= R.longSentenceShare.good ? 'good' : longShare <= R.longSentenceShare.ok ? 'ok' : 'bad';
  assessments.push({ id: 'sentence_length', rating: sentenceRating, value: longShare });
  if (sentenceRating !== 'good') {
    const longest = long.reduce((a, b) => (b.n > a.n ? b : a));
    findings.push({
      type: 'readability.sentence_length',
      severity: severityOf(sentenceRating),
      message: `${Math.round(longShare * 100)}% of sentences have more than ${R.longSentenceWords} words (aim for at most 25%); the longest has ${longest.n} words: ${quote(allSentences[longest.i])}.`,
      recommendation: `Split long sentences, starting with ${quote(allSentences[longest.i], 6)}.`,
    });
  }

  // Paragraph length
  const paragraphs = page.outline.filter((b) => b.type === 'paragraph').map((b) => ({ text: b.text, n: countWords(b.text) }));
  const longParagraphs = paragraphs.filter((p) => p.n > R.longParagraphWords.good);
  const paragraphRating: Rating =
    longParagraphs.length === 0 ? 'good' : longParagraphs.every((p) => p.n <= R.longParagraphWords.ok) ? 'ok' : 'bad';
  assessments.push({ id: 'paragraph_length', rating: paragraphRating, value: longParagraphs.length });
  if (paragraphRating !== 'good') {
    findings.push({
      type: 'readability.paragraph_length',
      severity: severityOf(paragraphRating),
      message: `${plural(longParagraphs.length, 'paragraph is', 'paragraphs are')} longer than ${R.longParagraphWords.good} words: ${formatList(
        longParagraphs.map((p) => `${quote(p.text, 5)} (${p.n} words)`),
        3,
      )}.`,
      recommendation: `Break paragraphs of more than ${R.longParagraphWords.good} words into shorter ones, one idea each.`,
    });
  }

  // Subheading distribution
  if (totalWords > R.subheadingWords.good) {
    const sections: { heading: string | null; words: number }[] = [{ heading: null, words: 0 }];
    let subheadings = 0;
    // Readability turns the page's H1 into an H2; the title heading is not a subheading.
    const titles = new Set(page.headings.filter((h) => h.level === 1).map((h) => h.text));
    for (const block of page.outline) {
      if (block.type === 'heading') {
        if (block.level === 1 || titles.has(block.text)) continue;
        subheadings++;
        sections.push({ heading: block.text, words: 0 });
      } else sections[sections.length - 1].words += countWords(block.text);
    }
    const tooLong = sections.filter((s) => s.words > R.subheadingWords.good);
    const rating: Rating =
      tooLong.length === 0 ? 'good' : subheadings > 0 && tooLong.every((s) => s.words <= R.subheadingWords.ok) ? 'ok' : 'bad';
    assessments.push({ id: 'subheading_distribution', rating, value: tooLong.length });
    if (rating !== 'good') {
      const where = (s: { heading: string | null; words: number }) =>
        s.heading === null
          ? `the text before the first subheading (${s.words} words)`
          : `the section under "${s.heading}" (${s.words} words)`;
      findings.push({
        type: 'readability.subheadings',
        severity: severityOf(rating),
        message:
          subheadings === 0
            ? `The text has ${totalWords.toLocaleString('en-US')} words and no subheadings; add one at least every ${R.subheadingWords.good} words.`
            : `${plural(tooLong.length, 'part runs', 'parts run')} longer than ${R.subheadingWords.good} words without a subheading: ${formatList(tooLong.map(where), 3)}.`,
        recommendation: `Add subheadings (H2, H3) at least every ${R.subheadingWords.good} words so readers can scan the page.`,
      });
    }
  }

  const styleChecks = english && totalWords >= R.minWordsForStyleChecks;

  // Passive voice
  if (styleChecks) {
    const passives = sentenceWords.map(passivePhrase).filter((p): p is string => p !== null);
    const share = passives.length / allSentences.length;
    const rating: Rating = share <= R.passiveShare.good ? 'good' : share <= R.passiveShare.ok ? 'ok' : 'bad';
    assessments.push({ id: 'passive_voice', rating, value: share });
    if (rating !== 'good') {
      findings.push({
        type: 'readability.passive_voice',
        severity: severityOf(rating),
        message: `${Math.round(share * 100)}% of sentences use the passive voice (aim for at most 10%), e.g. ${formatList([...new Set(passives)].slice(0, 3).map((p) => `"${p}"`))}.`,
        recommendation: 'Rewrite passive sentences so that the person or thing acting comes first ("the committee reviewed the plan").',
      });
    }
  }

  // Transition words
  if (styleChecks) {
    const share = sentenceWords.filter(hasTransition).length / allSentences.length;
    const rating: Rating = share >= R.transitionShare.good ? 'good' : share >= R.transitionShare.ok ? 'ok' : 'bad';
    assessments.push({ id: 'transition_words', rating, value: share });
    if (rating !== 'good') {
      findings.push({
        type: 'readability.transition_words',
        severity: severityOf(rating),
        message: `Only ${Math.round(share * 100)}% of sentences contain a transition word such as "however", "for example" or "as a result" (aim for at least 30%).`,
        recommendation: 'Link sentences with transition words ("first", "however", "as a result") so the reader can follow the argument.',
      });
    }
  }

  // Consecutive sentences starting with the same word
  const runs: { word: string; length: number; first: string }[] = [];
  let runStart = 0;
  const firstWord = (i: number) => sentenceWords[i][0]?.toLowerCase() ?? '';
  for (let i = 1; i <= allSentences.length; i++) {
    if (i < allSentences.length && firstWord(i) === firstWord(runStart)) continue;
    if (i - runStart >= R.sameStartRun)
      runs.push({ word: sentenceWords[runStart][0], length: i - runStart, first: allSentences[runStart] });
    runStart = i;
  }
  const consecutiveRating: Rating = runs.length === 0 ? 'good' : 'bad';
  assessments.push({ id: 'consecutive_sentences', rating: consecutiveRating, value: runs.length });
  if (runs.length > 0) {
    findings.push({
      type: 'readability.consecutive_sentences',
      severity: 'warning',
      message:
        runs.length === 1
          ? `${runs[0].length} sentences in a row start with "${runs[0].word}", from ${quote(runs[0].first, 6)}.`
          : `${runs.length} runs of ${R.sameStartRun} or more sentences start with the same word: ${formatList(
              runs.map((r) => `${r.length} with "${r.word}" from ${quote(r.first, 6)}`),
              3,
            )}.`,
      recommendation: 'Vary how consecutive sentences begin.',
    });
  }

  const fleschPoints = R.fleschPoints * clamp((flesch.score - R.fleschZero) / (R.fleschFull - R.fleschZero), 0, 1);
  const perAssessment = R.assessmentPoints / assessments.length;
  const assessmentPoints = assessments.reduce((sum, a) => sum + perAssessment * ratingPoints[a.rating], 0);
  return {
    score: Math.round(clamp(fleschPoints + assessmentPoints)),
    fleschReadingEase: flesch.score,
    fleschLabel: label,
    sentences: allSentences.length,
    words: totalWords,
    assessments,
    findings,
  };
}
