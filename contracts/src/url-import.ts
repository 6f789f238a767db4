/**
 * Parses the Import Content URLs dialog's input (brief, section 5): entries split on newlines and commas,
 * trimmed, dropped when empty, a comment (#...) or without a dot; https:// added when no http(s) prefix;
 * entries that do not parse as addresses dropped. Duplicates are dropped too: importing one page twice is
 * never what a person means.
 */
export function parseImportedUrls(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(/[\n,]/)) {
    const entry = raw.trim();
    if (!entry || entry.startsWith('#') || !entry.includes('.')) continue;
    const candidate = /^https?:\/\//i.test(entry) ? entry : `https://${entry}`;
    try {
      const url = new URL(candidate);
      if (!url.hostname.includes('.')) continue;
      seen.add(url.toString());
    } catch {
      continue;
    }
  }
  return [...seen];
}

export const IMPORT_FILE_PATTERN = /\.(csv|txt)$/i;
