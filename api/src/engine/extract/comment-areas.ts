import type * as cheerio from 'cheerio';
import type { Element } from 'domhandler';

/**
 * Where a page keeps what its readers wrote: comment lists and comment forms. They are not the page: a commenter's
 * links are not the page's links (a dead link in a three-year-old comment says nothing about the post), and their
 * words, headings ('Leave a Reply'), avatars and dates are not the post's content or its last change. The list is
 * conservative: the markup WordPress writes (classic themes' comments.php and the block themes' Comments blocks) and
 * the containers of a few common comment systems, each with a name that means a comment area and nothing else.
 */
export const COMMENT_AREAS = [
  // WordPress, classic themes (comments.php, comment_form()).
  '#comments',
  '.comments-area',
  'ol.commentlist',
  'ol.comment-list',
  'ul.comment-list',
  '#respond',
  '.comment-respond',
  '#commentform',
  // WordPress, block themes (core/comments, the older core/post-comments, core/comment-template, the comment form).
  '.wp-block-comments',
  '.wp-block-post-comments',
  '.wp-block-comment-template',
  '.wp-block-post-comments-form',
  // Other comment systems and themes: Disqus, Isso, Commento, Remark42, Discourse embeds, Facebook's plugin, and the
  // comments section many themes (Drupal's among them) wrap around their comments.
  '#disqus_thread',
  '#isso-thread',
  '#commento',
  '#remark42',
  '#discourse-comments',
  '.fb-comments',
  'section.comments',
] as const;

const SELECTOR = COMMENT_AREAS.join(', ');
/** Elements a comment area's name on them never takes out: the page's frame, or anything around its main heading. */
const NEVER = new Set(['html', 'head', 'body', 'main']);

/**
 * Removes the body's comment areas from the document (in place) and says whether it removed any. An element that
 * holds the page's <h1> is never a comment area, whatever its name says (a theme that puts the post inside its
 * #comments wrapper keeps the post).
 */
export function removeCommentAreas($: cheerio.CheerioAPI): boolean {
  const areas = $('body')
    .find(SELECTOR)
    .toArray()
    .filter((el: Element) => !NEVER.has(el.name.toLowerCase()) && $(el).find('h1').length === 0);
  for (const el of areas) $(el).remove();
  return areas.length > 0;
}
