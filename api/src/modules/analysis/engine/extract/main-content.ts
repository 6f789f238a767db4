import { Readability } from '@mozilla/readability';
import type * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { parseHTML } from 'linkedom';
import { countWords } from '../text/words';
import { type OutlineBlock, outlineOf, type TreeAdapter } from './outline';

/** cheerio's nodes (domhandler) as the outline reads them. */
export const cheerioTree: TreeAdapter<AnyNode> = {
  isText: (n) => n.type === 'text',
  isElement: (n) => n.type === 'tag' || n.type === 'script' || n.type === 'style',
  name: (n) => (n as Element).name?.toLowerCase() ?? '',
  children: (n) => (n as Element).children ?? [],
  data: (n) => (n as unknown as { data: string }).data ?? '',
};

interface DomNode {
  nodeType: number;
  localName?: string;
  childNodes: ArrayLike<DomNode>;
  data?: string;
}
const linkedomTree: TreeAdapter<DomNode> = {
  isText: (n) => n.nodeType === 3,
  isElement: (n) => n.nodeType === 1,
  name: (n) => (n.localName ?? '').toLowerCase(),
  children: (n) => n.childNodes,
  data: (n) => n.data ?? '',
};

const CHROME = new Set(['nav', 'header', 'footer', 'aside', 'form', 'dialog']);
/** Readability's article counts only when it has at least this many words (else the body stands in). */
const MIN_READABILITY_WORDS = 30;

export interface MainContent {
  outline: OutlineBlock[];
  /** 'readability' or 'body' (the fallback). */
  source: 'readability' | 'body';
}

/** Readability's article on linkedom; the page's main/article/body without its chrome when that finds too little. */
export function mainContent(html: string, $: cheerio.CheerioAPI): MainContent {
  try {
    const { document } = parseHTML(html);
    const article = new Readability(document as unknown as Document, { serializer: (node) => node }).parse();
    const content = article?.content as unknown as DomNode | null | undefined;
    if (content) {
      const outline = outlineOf(linkedomTree, content);
      if (countWords(outline.map((b) => b.text).join(' ')) >= MIN_READABILITY_WORDS) return { outline, source: 'readability' };
    }
  } catch {
    // Readability gives up on some malformed documents; the body fallback still works.
  }
  const root = $('main').get(0) ?? $('article').get(0) ?? $('body').get(0);
  return { outline: root ? outlineOf(cheerioTree, root, CHROME) : [], source: 'body' };
}
