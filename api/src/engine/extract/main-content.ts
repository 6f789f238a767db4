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

/**
 * A page whose content is mostly link text (a hub: a list of resources, a category or index page) is not an article.
 * Readability finds none on it, and only after four full passes: its link-density cleaning removes the lists on the
 * first three, it re-parses the page between them, and the fourth, uncleaned, pass returns the content root anyway.
 * On the fixture's 200-link hub that is 34 ms of the page's 50. Such a page goes straight to the fallback, which
 * reads the same content root. More than half the root's text in links, over at least HUB_MIN_LINKS links: the
 * share at which Readability's own cleaning drops a container as navigation.
 */
const HUB_LINK_TEXT_SHARE = 0.5;
const HUB_MIN_LINKS = 20;

/** Readability's article on linkedom; the page's main/article/body without its chrome when that finds too little. */
export function mainContent(html: string, $: cheerio.CheerioAPI): MainContent {
  const root = $('main').get(0) ?? $('article').get(0) ?? $('body').get(0);
  const fallback = (): MainContent => ({ outline: root ? outlineOf(cheerioTree, root, CHROME) : [], source: 'body' });
  if (root && isLinkHub(root)) return fallback();
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
  return fallback();
}

/** Whether most of the content root's text (its chrome left out, as the fallback leaves it out) is link text. */
function isLinkHub(root: AnyNode): boolean {
  let links = 0;
  let linkChars = 0;
  let allChars = 0;
  const visit = (node: AnyNode, inLink: boolean) => {
    if (node.type === 'text') {
      const length = (node as unknown as { data: string }).data.trim().length;
      allChars += length;
      if (inLink) linkChars += length;
      return;
    }
    if (node.type !== 'tag') return;
    const name = (node as Element).name.toLowerCase();
    if (CHROME.has(name)) return;
    const link = name === 'a' && !inLink;
    if (link) links++;
    for (const child of (node as Element).children) visit(child, inLink || link);
  };
  for (const child of (root as Element).children ?? []) visit(child, false);
  return links >= HUB_MIN_LINKS && linkChars > allChars * HUB_LINK_TEXT_SHARE;
}
