/**
 * Text that may be stored: PostgreSQL refuses NUL in text and JSONB, a lone UTF-16 surrogate cannot be encoded
 * as UTF-8 (both used to surface as 500s), and other C0 control characters have no place in a name, URL or
 * note. Tab, line feed and carriage return stay allowed (multi-line notes).
 */
// eslint-disable-next-line no-control-regex
const DISALLOWED_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextViolation {
  /** Where the bad text is: `email`, `urls[3]`, `filters.status`; `a field name in x` for a key. */
  field: string;
  /** What is wrong, for the message. */
  problem: string;
}

function problemIn(text: string): string | null {
  const control = DISALLOWED_CONTROL.exec(text);
  if (control) return `contains a control character (U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}) that is not allowed`;
  if (LONE_SURROGATE.test(text)) return 'contains invalid Unicode (an unpaired surrogate)';
  return null;
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/**
 * The first string (value or key) in a parsed JSON value, query or header map that may not be stored, with
 * its path. Iterative, so the walk itself cannot overflow the stack.
 */
export function findTextViolation(value: unknown, root = ''): TextViolation | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const problem = problemIn(current);
      if (problem) return { field: path || 'the request body', problem };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], join(path, i)]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const problem = problemIn(key);
        if (problem) return { field: `a field name in ${path || 'the request body'}`, problem };
        stack.push([child, join(path, key)]);
      }
    }
  }
  return null;
}
