import type { AiSuggestion, WritingField } from '@freshwatch/contracts';

/**
 * The writing assistant without an AI model: rules an editor would apply by hand. Each suggestion is text that
 * can replace what was written (or the selection), with the reason in `explanation`.
 */

export interface WritingRequest {
  text: string;
  field: WritingField;
  context?: string | null;
  selectedText?: string | null;
}

const TITLE_MAX = 60;
const TITLE_MIN = 20;
const DESCRIPTION_MIN = 70;
const DESCRIPTION_MAX = 160;
const LONG_SENTENCE_WORDS = 25;
const MAX_SUGGESTIONS = 5;

const WORDY: [RegExp, string][] = [
  [/\bin order to\b/gi, 'to'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bin the event that\b/gi, 'if'],
  [/\bprior to\b/gi, 'before'],
  [/\bwith regard to\b/gi, 'about'],
  [/\ba large number of\b/gi, 'many'],
  [/\butilize(s|d)?\b/gi, 'use$1'],
  [/\bit is important to note that\s+/gi, ''],
  [/\b(very|really|basically|actually)\s+/gi, ''],
];

/** Past participles that are not '-ed', with their simple past. */
const IRREGULAR: Record<string, string> = {
  written: 'wrote',
  made: 'made',
  done: 'did',
  given: 'gave',
  taken: 'took',
  shown: 'showed',
  seen: 'saw',
  built: 'built',
  sent: 'sent',
  found: 'found',
  kept: 'kept',
  paid: 'paid',
  told: 'told',
  chosen: 'chose',
  bought: 'bought',
};

/** Words after which 'of 2023' presents a year as the current one ('the best tools of 2023'). */
const CURRENT_TOPICS = 'best|top|latest|trends?|guide|prices?|pricing|statistics|stats|tools|ideas|tips|rates?|rankings?';
const TITLE_TOPICS = /\b(best|top|guide|review|reviews|prices?|pricing|trends|statistics|stats|tips|ideas|tools|checklist|how to)\b/i;
const sentences = (text: string) => text.match(/[^.!?]+[.!?]*\s*/g) ?? [];
const words = (text: string) => text.split(/\s+/).filter(Boolean);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const withStop = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

function pastYears(text: string, now: Date): number[] {
  const year = now.getUTCFullYear();
  return [...new Set((text.match(/\b20\d\d\b/g) ?? []).map(Number))].filter((y) => y < year && y >= year - 10);
}

function currentYear(text: string, field: WritingField, now: Date): AiSuggestion | null {
  // In body text a past year is often history; only the phrases that present it as current are changed there.
  const years = pastYears(text, now);
  if (years.length === 0) return null;
  const year = now.getUTCFullYear();
  const alternatives = years.join('|');
  const asCurrent = new RegExp(`(\\b(?:${CURRENT_TOPICS})\\b[^.!?\\d]{0,40}?\\b(?:of|for|in)\\s+|\\(|©\\s*)(${alternatives})\\b`, 'gi');
  const suggestion =
    field === 'content'
      ? text.replace(asCurrent, (_, before: string) => `${before}${year}`)
      : text.replace(new RegExp(`\\b(${alternatives})\\b`, 'g'), String(year));
  if (suggestion === text) return null;
  return { type: 'improvement', suggestion, explanation: `${years.join(' and ')} reads as out of date; if the content is current, say ${year}.` };
}

function lessWordy(text: string): AiSuggestion | null {
  let shorter = text;
  for (const [pattern, replacement] of WORDY) shorter = shorter.replace(pattern, replacement);
  // Nothing wordy found: no suggestion, not even a re-capitalised copy of the text.
  if (shorter === text) return null;
  // A replacement at the start of a sentence can leave it lower-case ('In order to' → 'to').
  const suggestion = shorter.replace(/(^|[.!?]\s+)([a-z])/g, (_, stop: string, letter: string) => stop + letter.toUpperCase()).replace(/ {2,}/g, ' ');
  return { type: 'improvement', suggestion, explanation: 'Shorter words and phrases say the same and read faster.' };
}

/** 'The report was updated by our analysts last week.' → 'Our analysts updated the report last week.' */
function activeVoice(text: string): AiSuggestion | null {
  const passive =
    /^(\s*)([A-Z][^.!?]*?)\s+(was|were)\s+(\w+ed|written|made|done|given|taken|shown|seen|built|sent|found|kept|paid|told|chosen|bought)\s+by\s+((?:the |our |a |an |their )?[\w-]+(?: [A-Z][\w-]+)*)([^.!?]*[.!?]?)/;
  for (const sentence of sentences(text)) {
    const match = passive.exec(sentence);
    if (!match) continue;
    const [whole, space, subject, , participle, agent, rest] = match;
    const verb = IRREGULAR[participle.toLowerCase()] ?? participle;
    const rewritten = `${space}${upperFirst(agent)} ${verb} ${lowerFirst(subject)}${rest}`;
    return {
      type: 'improvement',
      suggestion: text.replace(whole, rewritten),
      explanation: `'${subject} ${match[3]} ${participle} by ${agent}' is passive; saying who did what reads more directly.`,
    };
  }
  return null;
}

function splitLongSentence(text: string): AiSuggestion | null {
  for (const sentence of sentences(text)) {
    if (words(sentence).length <= LONG_SENTENCE_WORDS) continue;
    const middle = sentence.length / 2;
    const joints = [...sentence.matchAll(/(,\s+(?:and|but|so|which)\s+|;\s+)/g)];
    if (joints.length === 0) continue;
    const joint = joints.reduce((a, b) => (Math.abs(a.index! - middle) <= Math.abs(b.index! - middle) ? a : b));
    const first = sentence.slice(0, joint.index).trimEnd();
    const second = sentence.slice(joint.index! + joint[0].length).replace(/^which\s+/i, 'This ');
    const rewritten = `${withStop(first)} ${upperFirst(second.trim())}${/\s$/.test(sentence) ? ' ' : ''}`;
    return {
      type: 'rephrasing',
      suggestion: text.replace(sentence, rewritten),
      explanation: `A sentence of ${words(sentence).length} words is hard to follow; two shorter ones are easier.`,
    };
  }
  return null;
}

function shortenTitle(title: string): AiSuggestion | null {
  if (title.length <= TITLE_MAX) return null;
  let short = title.replace(/\s*\([^)]*\)/g, '').replace(/^the (ultimate|complete|definitive) /i, '');
  const lead = short.split(/\s+[-|:–—]\s+|:\s+/)[0];
  if (lead.length >= TITLE_MIN && lead.length <= TITLE_MAX) short = lead;
  if (short.length > TITLE_MAX) short = short.slice(0, TITLE_MAX + 1).replace(/\s+\S*$/, '');
  return {
    type: 'rephrasing',
    suggestion: upperFirst(short.trim()),
    explanation: `Search results show about ${TITLE_MAX} characters of a title; this one has ${title.length}.`,
  };
}

function titleRules(title: string, context: string, now: Date): AiSuggestion[] {
  const found: (AiSuggestion | null)[] = [shortenTitle(title)];
  if (title === title.toLowerCase() || title === title.toUpperCase()) {
    const cased = title.toLowerCase().replace(/\b([a-z])([a-z]*)/g, (w, first: string, others: string) => (w.length > 3 ? first.toUpperCase() + others : w));
    found.push({ type: 'improvement', suggestion: upperFirst(cased), explanation: 'Title case reads as a headline in search results and lists.' });
  }
  if (!/\b(19|20)\d\d\b/.test(title) && (TITLE_TOPICS.test(title) || title.length < TITLE_MIN) && title.length <= TITLE_MAX - 7) {
    found.push({
      type: 'expansion',
      suggestion: `${title} (${now.getUTCFullYear()})`,
      explanation: 'A year tells readers and search engines that the page is up to date.',
    });
  }
  if (title.length < TITLE_MIN && context && !title.toLowerCase().includes(context.toLowerCase())) {
    found.push({
      type: 'expansion',
      suggestion: `${title}: ${context}`.slice(0, TITLE_MAX),
      explanation: `A title under ${TITLE_MIN} characters says little about the page.`,
    });
  }
  return found.filter((s): s is AiSuggestion => s !== null);
}

function descriptionRules(text: string, context: string): AiSuggestion[] {
  const found: AiSuggestion[] = [];
  if (text.length > DESCRIPTION_MAX) {
    let short = '';
    for (const s of sentences(text)) if ((short + s).trim().length <= DESCRIPTION_MAX - 5) short += s;
    if (!short) short = `${text.slice(0, DESCRIPTION_MAX - 5).replace(/\s+\S*$/, '')}…`;
    found.push({
      type: 'rephrasing',
      suggestion: short.trim(),
      explanation: `Search results cut descriptions at about ${DESCRIPTION_MAX} characters; this one has ${text.length}.`,
    });
  } else if (text.length < DESCRIPTION_MIN) {
    const topic = context ? lowerFirst(context.trim()) : 'this topic';
    found.push({
      type: 'expansion',
      suggestion: `${withStop(text)} Find out what matters about ${topic}, what has changed recently and what to do next.`,
      explanation: `Descriptions of ${DESCRIPTION_MIN}-${DESCRIPTION_MAX} characters give search results and teammates enough to go on.`,
    });
  }
  return found;
}

function promptRules(text: string, context: string): AiSuggestion[] {
  if (text.length >= 40 && /\b(check|verify|flag|compare|update|confirm)\b/i.test(text)) return [];
  const about = context ? ` on this page about ${lowerFirst(context.trim())}` : '';
  const base = text ? `${withStop(text)} ` : '';
  return [
    {
      type: 'expansion',
      suggestion: `${base}Check that the prices, dates, statistics and product names${about} are still current; flag any claim the cited sources no longer support; suggest a fresher title if the year is out of date.`,
      explanation: 'A prompt that names what to verify gets specific findings instead of general advice.',
    },
  ];
}

/** Suggestions for the selection if there is one, otherwise for the whole text; at most five, none a no-op. */
export function ruleBasedSuggestions(request: WritingRequest, now: Date): AiSuggestion[] {
  const target = (request.selectedText?.trim() || request.text).trim();
  const context = (request.context ?? '').trim().slice(0, 100);
  if (target === '') return [];
  const byField: Record<WritingField, () => AiSuggestion[]> = {
    title: () => titleRules(target, context, now),
    description: () => descriptionRules(target, context),
    ai_prompt: () => promptRules(target, context),
    content: () => [],
  };
  const general =
    request.field === 'title'
      ? [currentYear(target, 'title', now)]
      : [currentYear(target, request.field, now), activeVoice(target), lessWordy(target), splitLongSentence(target)];
  if (request.field !== 'title' && !/[.!?…"')\]]$/.test(target))
    general.push({ type: 'completion', suggestion: withStop(target), explanation: 'The text ends mid-sentence.' });
  const all = [...byField[request.field](), ...general].filter((s): s is AiSuggestion => s !== null && s.suggestion.trim() !== '' && s.suggestion !== target);
  const unique = all.filter((s, i) => all.findIndex((o) => o.suggestion === s.suggestion) === i);
  return unique.slice(0, MAX_SUGGESTIONS);
}
