/**
 * The main content as a sequence of headings and paragraphs, read from either DOM the engine uses
 * (linkedom for Readability's article, domhandler for cheerio's fallback) through one small adapter.
 */
export type OutlineBlock = { type: 'heading'; level: number; text: string } | { type: 'paragraph'; text: string };

export interface TreeAdapter<N> {
  isText(node: N): boolean;
  isElement(node: N): boolean;
  /** Lower-case tag name. */
  name(node: N): string;
  children(node: N): ArrayLike<N>;
  data(node: N): string;
}

const HEADING = /^h([1-6])$/;
const PARAGRAPH_TAGS = new Set(['p', 'blockquote', 'pre', 'dd', 'dt', 'figcaption', 'caption', 'td', 'th', 'summary', 'address']);
const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'canvas', 'button', 'select', 'textarea', 'head']);
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  'br',
  'img',
  'input',
  'output',
]);
const BLOCK_INSIDE_ITEM = new Set(['p', 'ul', 'ol', 'div', 'table', 'blockquote', 'pre', 'section', 'h2', 'h3', 'h4', 'h5', 'h6']);

export const normalizeSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The visible text of a node: text nodes joined, block boundaries and <br> as spaces. */
export function textOf<N>(adapter: TreeAdapter<N>, node: N): string {
  return normalizeSpace(rawTextOf(adapter, node));
}

function rawTextOf<N>(adapter: TreeAdapter<N>, node: N): string {
  const parts: string[] = [];
  const visit = (n: N) => {
    if (adapter.isText(n)) {
      parts.push(adapter.data(n));
      return;
    }
    if (!adapter.isElement(n)) return;
    const name = adapter.name(n);
    if (SKIPPED_TAGS.has(name)) return;
    const inline = INLINE_TAGS.has(name) && name !== 'br';
    if (!inline) parts.push(' ');
    const kids = adapter.children(n);
    for (let i = 0; i < kids.length; i++) visit(kids[i]);
    if (!inline) parts.push(' ');
  };
  visit(node);
  return parts.join('');
}

/** Walks a content root into headings and paragraphs; `skip` names further containers to leave out (nav, footer). */
export function outlineOf<N>(adapter: TreeAdapter<N>, root: N, skip: ReadonlySet<string> = new Set()): OutlineBlock[] {
  const blocks: OutlineBlock[] = [];
  let pending: string[] = [];
  const flush = () => {
    const text = normalizeSpace(pending.join(''));
    pending = [];
    if (text) blocks.push({ type: 'paragraph', text });
  };
  const paragraph = (node: N) => {
    const text = textOf(adapter, node);
    if (text) blocks.push({ type: 'paragraph', text });
  };
  const walk = (node: N) => {
    const kids = adapter.children(node);
    for (let i = 0; i < kids.length; i++) {
      const child = kids[i];
      if (adapter.isText(child)) {
        pending.push(adapter.data(child));
        continue;
      }
      if (!adapter.isElement(child)) continue;
      const name = adapter.name(child);
      if (SKIPPED_TAGS.has(name) || skip.has(name)) continue;
      const heading = HEADING.exec(name);
      if (heading) {
        flush();
        const text = textOf(adapter, child);
        if (text) blocks.push({ type: 'heading', level: Number(heading[1]), text });
      } else if (INLINE_TAGS.has(name) && !hasBlockInside(adapter, child)) {
        pending.push(name === 'br' ? ' ' : rawTextOf(adapter, child));
      } else if ((PARAGRAPH_TAGS.has(name) && !(name === 'p' && hasBlockInside(adapter, child))) || (name === 'li' && !hasBlockChild(adapter, child))) {
        // (A <p> never holds blocks in parsed HTML; Readability's does when it wraps such a <span> in one.)
        flush();
        paragraph(child);
      } else {
        flush();
        walk(child);
        flush();
      }
    }
  };
  walk(root);
  flush();
  return blocks;
}

/**
 * Whether an inline element holds block elements (a post body wrapped in a <span>, as HubSpot and other builders
 * write it; Readability then wraps that span in a <p> of its own): then it is walked like a <div>, so that its
 * paragraphs and headings stay paragraphs and headings.
 */
function hasBlockInside<N>(adapter: TreeAdapter<N>, node: N): boolean {
  const kids = adapter.children(node);
  for (let i = 0; i < kids.length; i++) {
    const kid = kids[i];
    if (!adapter.isElement(kid)) continue;
    const name = adapter.name(kid);
    if (SKIPPED_TAGS.has(name)) continue;
    if (!INLINE_TAGS.has(name) || hasBlockInside(adapter, kid)) return true;
  }
  return false;
}

function hasBlockChild<N>(adapter: TreeAdapter<N>, node: N): boolean {
  const kids = adapter.children(node);
  for (let i = 0; i < kids.length; i++) if (adapter.isElement(kids[i]) && BLOCK_INSIDE_ITEM.has(adapter.name(kids[i]))) return true;
  return false;
}
