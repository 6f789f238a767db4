import { createHash } from 'node:crypto';
import { plural } from './plural';
import { words } from './words';

/** Text as compared: Unicode-normalised, lower case, whitespace collapsed, invisible characters dropped. */
function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A stable SHA-256 of the normalised text: equal fingerprints mean the same words in the same order. */
export function fingerprint(text: string): string {
  return createHash('sha256').update(normalise(text)).digest('hex');
}

const paragraphsOf = (text: string) =>
  text
    .split(/\n+/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

type Op = { kind: 'same' | 'removed' | 'added'; text: string };

/** Longest-common-subsequence diff of two lists of paragraphs (keys compared normalised); words within a paired paragraph are diffed the same way (commonWords). */
function diffParagraphs(before: string[], after: string[]): Op[] {
  const a = before.map(normalise);
  const b = after.map(normalise);
  // Strip the common head and tail first: most source changes touch a few paragraphs.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const am = a.slice(head, a.length - tail);
  const bm = b.slice(head, b.length - tail);
  const ops: Op[] = before.slice(0, head).map((text) => ({ kind: 'same', text }));
  if (am.length * bm.length > 4_000_000) {
    // Too large for a table: everything in the middle counts as replaced.
    ops.push(...before.slice(head, before.length - tail).map((text): Op => ({ kind: 'removed', text })));
    ops.push(...after.slice(head, after.length - tail).map((text): Op => ({ kind: 'added', text })));
  } else {
    const n = am.length;
    const m = bm.length;
    const table = new Uint32Array((n + 1) * (m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        table[i * (m + 1) + j] = am[i] === bm[j] ? table[(i + 1) * (m + 1) + j + 1] + 1 : Math.max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1]);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && am[i] === bm[j]) {
        ops.push({ kind: 'same', text: before[head + i] });
        i++;
        j++;
      } else if (j < m && (i === n || table[i * (m + 1) + j + 1] >= table[(i + 1) * (m + 1) + j])) {
        ops.push({ kind: 'added', text: after[head + j++] });
      } else {
        ops.push({ kind: 'removed', text: before[head + i++] });
      }
    }
  }
  ops.push(...before.slice(before.length - tail).map((text): Op => ({ kind: 'same', text })));
  return ops;
}

/** Word pairs beyond which a paragraph's word diff is not worth a table: its words all count as changed. */
const MAX_WORD_TABLE = 4_000_000;

/**
 * The words two versions of a paragraph keep in the same order: the longest common subsequence of their words.
 * Order matters ('eat three meals, not one' → 'eat one meal, not three' keeps 2 of 5), unlike a bag of words.
 */
function commonWords(a: string[], b: string[]): number {
  if (a.length * b.length > MAX_WORD_TABLE) return 0;
  let previous = new Uint32Array(b.length + 1);
  let row = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) row[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], row[j - 1]);
    [previous, row] = [row, previous];
  }
  return previous[b.length];
}

/** ~12 words of `after` around its first difference from `before`. */
function changedExcerpt(before: string, after: string): string {
  const a = words(before.toLowerCase());
  const bWords = after.split(/\s+/);
  const b = bWords.map((w) => words(w.toLowerCase()).join(''));
  let k = 0;
  while (k < b.length && k < a.length && b[k] === a[k]) k++;
  const start = Math.max(0, k - 3);
  const slice = bWords.slice(start, start + 12).join(' ');
  return `${start > 0 ? '…' : ''}${slice}${start + 12 < bWords.length ? '…' : ''}`;
}

/**
 * The paragraphs of the stored text at its end that only moved past the cut: a paragraph inserted higher up
 * pushes the last ones out of the cut window, but they are still in the full new text, so they were not removed.
 */
function withoutPushedPastTheCut(ops: Op[], current: string, fullCurrent: string | undefined): Op[] {
  if (fullCurrent === undefined || fullCurrent.length <= current.length) return ops;
  const beyondTheCut = new Set(paragraphsOf(fullCurrent.slice(current.length)).map(normalise));
  let end = ops.length;
  while (end > 0 && ops[end - 1].kind === 'removed' && beyondTheCut.has(normalise(ops[end - 1].text))) end--;
  return ops.slice(0, end);
}

export interface DiffOptions {
  /** The whole new text when `current` is it cut to the stored length (contracts' cutSourceText). */
  fullCurrent?: string;
}

/**
 * A short human summary of what changed between two versions of a text (paragraphs are lines), with the words
 * each part amounts to: 'About 2% of the text changed: 1 paragraph added (120 words). New: "…"'.
 */
export function diffSummary(previous: string, current: string, options: DiffOptions = {}): string {
  if (normalise(previous) === normalise(current)) return 'No changes in the text.';
  const before = paragraphsOf(previous);
  const after = paragraphsOf(current);
  if (before.length === 0) return `New text: ${plural(after.length, 'paragraph')}.`;
  if (after.length === 0) return `All of the text was removed (${plural(before.length, 'paragraph')}).`;

  const ops = withoutPushedPastTheCut(diffParagraphs(before, after), current, options.fullCurrent);
  let added = 0;
  let removed = 0;
  let changed = 0;
  let addedWords = 0;
  let removedWords = 0;
  let editedWords = 0;
  let changedWords = 0;
  let firstNew: string | null = null;
  // Runs of removals and additions between unchanged paragraphs: pairs in a run are edits of one paragraph.
  for (let i = 0; i < ops.length;) {
    if (ops[i].kind === 'same') {
      i++;
      continue;
    }
    const gone: string[] = [];
    const came: string[] = [];
    while (i < ops.length && ops[i].kind !== 'same') (ops[i].kind === 'removed' ? gone : came).push(ops[i++].text);
    const pairs = Math.min(gone.length, came.length);
    changed += pairs;
    removed += gone.length - pairs;
    added += came.length - pairs;
    for (let p = 0; p < pairs; p++) {
      const a = words(gone[p].toLowerCase());
      const b = words(came[p].toLowerCase());
      const kept = commonWords(a, b);
      changedWords += a.length - kept + (b.length - kept);
      editedWords += b.length - kept;
      firstNew ??= changedExcerpt(gone[p], came[p]);
    }
    for (const text of gone.slice(pairs)) {
      changedWords += words(text).length;
      removedWords += words(text).length;
    }
    for (const text of came.slice(pairs)) {
      changedWords += words(text).length;
      addedWords += words(text).length;
      firstNew ??= text.split(/\s+/).slice(0, 12).join(' ') + (text.split(/\s+/).length > 12 ? '…' : '');
    }
  }
  if (added + removed + changed === 0) return 'No changes in the text.';
  // The share of the source's words that changed (words removed and words added, against the longer version, at
  // most all of it): a 5-word paragraph replaced by 35 words in a 2,350-word page is 40 of 2,380, about 1.7%.
  const sourceWords = Math.max(words(previous).length, words(current).length);
  const share = sourceWords === 0 ? 0 : Math.min(100, (100 * changedWords) / sourceWords);
  const amount = share < 1 ? 'Less than 1% of the text changed' : `About ${Math.round(share)}% of the text changed`;
  const parts = [
    added ? `${plural(added, 'paragraph')} added (${plural(addedWords, 'word')})` : null,
    removed ? `${added ? removed : plural(removed, 'paragraph')} removed (${plural(removedWords, 'word')})` : null,
    changed ? `${added || removed ? changed : plural(changed, 'paragraph')} changed (${plural(editedWords, 'new word')})` : null,
  ].filter(Boolean);
  // Only removals: nothing new to quote.
  return `${amount}: ${parts.join(', ')}.${firstNew ? ` New: "${firstNew}"` : ''}`;
}
