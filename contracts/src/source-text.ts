/**
 * How much of a source's text is kept for the next comparison, and where it is cut. The content module stores the
 * text cut this way and the analysis module cuts the new text the same way before comparing, so that a long source
 * is compared like with like: cut at a paragraph boundary, never inside one.
 */
export const SOURCE_TEXT_LIMIT = 50_000;

/** The text up to the last paragraph boundary (a line break) within the limit; the whole text when it fits. */
export function cutSourceText(text: string, limit = SOURCE_TEXT_LIMIT): string {
  if (text.length <= limit) return text;
  const boundary = text.lastIndexOf('\n', limit);
  return boundary > 0 ? text.slice(0, boundary).trimEnd() : text.slice(0, limit);
}
