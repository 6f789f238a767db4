/** The longest address Freshwatch stores (a content item's url, a source URL, an imported entry). */
export const MAX_URL_LENGTH = 2048;

/**
 * What every stored address must be (validator's isURL options): http or https, with a host; loopback hosts
 * are allowed here (the fetcher guards addresses).
 */
export const HTTP_URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true };

/** One entry of an import, normalised, or the reason the import rules drop it (a sentence a person reads). */
export type ImportedUrl = { url: string } | { url?: undefined; rejected: string };

/**
 * The rule for one entry of the Import Content URLs dialog, shared by the dialog and the
 * server's import: trimmed; dropped when empty, a comment (#...) or without a dot; https:// added when no
 * http(s) prefix; dropped when it does not parse as an address. A kept entry is normalised (`URL#toString`:
 * lower-case host, a path of at least '/'), so two spellings of one page compare equal.
 */
export function normaliseImportedUrl(raw: string): ImportedUrl {
  const entry = raw.trim();
  if (!entry) return { rejected: 'The entry is empty.' };
  if (entry.startsWith('#')) return { rejected: 'The entry is a comment (it starts with #).' };
  if (!entry.includes('.')) return { rejected: 'The entry is not a web address: it has no dot.' };
  const candidate = /^https?:\/\//i.test(entry) ? entry : `https://${entry}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { rejected: 'The entry is not a valid web address.' };
  }
  if (!url.hostname.includes('.')) return { rejected: 'The entry is not a web address: its host has no dot.' };
  const normalised = url.toString();
  if (normalised.length > MAX_URL_LENGTH) return { rejected: `The address is longer than ${MAX_URL_LENGTH} characters.` };
  return { url: normalised };
}

/**
 * Parses the dialog's whole input: entries split on newlines and commas, each kept or dropped by
 * `normaliseImportedUrl`. Duplicates are dropped too: importing one page twice is never what a person means.
 */
export function parseImportedUrls(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(/[\n,]/)) {
    const { url } = normaliseImportedUrl(raw);
    if (url !== undefined) seen.add(url);
  }
  return [...seen];
}

export const IMPORT_FILE_PATTERN = /\.(csv|txt)$/i;
