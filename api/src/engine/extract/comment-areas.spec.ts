import { fetchedFixturePage } from '../../../test/fixture-site';
import type { FetchedPage } from '../../shared/outbound/page-fetcher';
import { linksToCheck } from '../links';
import { COMMENT_AREAS } from './comment-areas';
import { extractPage } from './extract-page';

const NOW = new Date('2026-03-15T12:00:00Z');
const ORIGIN = 'https://blog.site-a.test';
const DAY = 86_400_000;

function htmlPage(body: string): FetchedPage {
  return {
    requestedUrl: `${ORIGIN}/post`,
    finalUrl: `${ORIGIN}/post`,
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    contentType: 'text/html; charset=utf-8',
    body,
    redirects: [],
    fetchedAt: NOW,
    elapsedMs: 5,
  };
}

const POST_TEXT =
  'Editors who keep their pages current give every page an owner, put a review date on it and fix small things as soon as they see them. ' +
  'They check the links before readers do, and they keep a short changelog at the end of the page so that readers know what changed.';

/** A post with its own two links, then a comment area as `comments` writes it. */
const postWith = (comments: string, wrap = (post: string) => `<main>${post}${comments}</main>`) =>
  htmlPage(`<!DOCTYPE html><html lang="en"><head><title>Five habits of current editors</title></head><body>
${wrap(`<article><h1>Five habits of current editors</h1>
<p>${POST_TEXT} Read the <a href="/survey">survey</a> and the <a href="https://other.test/dead-guide">old guide</a>.</p>
<p>${POST_TEXT}</p></article>`)}
</body></html>`);

const WORDPRESS_COMMENTS = `<div id="comments" class="comments-area">
<h2 class="comments-title">2 thoughts on “Five habits”</h2>
<ol class="comment-list">
<li id="comment-2" class="comment"><article id="div-comment-2" class="comment-body">
<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="/avatar.png"><b class="fn"><a href="https://commenter.test/gone" class="url" rel="ugc external nofollow">Sam</a></b></div>
<div class="comment-metadata"><a href="${ORIGIN}/post#comment-2"><time datetime="2026-03-14T09:00:00Z">March 14, 2026</time></a></div></footer>
<div class="comment-content"><p>Great post. Last updated: March 14, 2026 on my side, see <a href="https://dead.test/page">my notes</a> and <a href="/never-existed">this</a>.</p></div>
<div class="reply"><a rel="nofollow" class="comment-reply-link" href="${ORIGIN}/post?replytocom=2#respond">Reply</a></div>
</article></li>
</ol>
<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3>
<form action="${ORIGIN}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><textarea name="comment"></textarea></form></div>
</div>`;

const POST_LINKS = [`${ORIGIN}/survey`, 'https://other.test/dead-guide'];

describe('comment areas are not the page', () => {
  it("leaves WordPress's comment links out of the links to check, and still checks the post's own links", () => {
    const page = extractPage(postWith(WORDPRESS_COMMENTS));
    expect(linksToCheck(page)).toEqual({ urls: POST_LINKS, skipped: 0 });
    expect(page.links.map((l) => l.text)).toEqual(['survey', 'old guide']);
  });

  it("leaves the comments out of the content analysed: text, headings, images, <time> dates and 'Last updated' lines", () => {
    const page = extractPage(postWith(WORDPRESS_COMMENTS));
    expect(page.mainText).toContain('give every page an owner');
    expect(page.mainText).not.toMatch(/Great post|Leave a Reply|thoughts on/);
    expect(page.fullText).not.toContain('Great post');
    expect(page.headings).toEqual([{ level: 1, text: 'Five habits of current editors' }]);
    expect(page.images).toEqual([]);
    expect(page.dates.timeElements).toEqual([]);
    expect(page.dates.visibleUpdated).toBeNull();
  });

  it('leaves the comments out of the fallback content too (a short post that Readability does not take)', () => {
    const page = extractPage(
      htmlPage(
        `<html><body><main><h1>Note</h1><p>A short note.</p>${WORDPRESS_COMMENTS.replace('Great post.', 'Great post. '.repeat(40))}</main></body></html>`,
      ),
    );
    expect(page.mainTextSource).toBe('body');
    expect(page.mainText).toBe('Note\n\nA short note.');
    expect(linksToCheck(page).urls).toEqual([]);
  });

  it.each([
    [
      'a block theme (core/comments with its comment template and form)',
      '<div class="wp-block-comments"><h2>Comments</h2><ol class="wp-block-comment-template"><li><a href="https://dead.test/x">x</a></li></ol></div>',
    ],
    [
      'an older block theme (core/post-comments)',
      '<div class="wp-block-post-comments"><ol class="commentlist"><li><a href="https://dead.test/x">x</a></li></ol></div>',
    ],
    ['a comment list alone', '<ol class="commentlist"><li><a href="https://dead.test/x">x</a></li></ol>'],
    ['a reply form alone', '<div id="respond"><p>Logged in as <a href="https://blog.site-a.test/wp-admin/profile.php">admin</a>.</p></div>'],
    ['Disqus', '<div id="disqus_thread"><p>Comments by <a href="https://disqus.test/?ref_noscript">Disqus</a>.</p></div>'],
    ['a comments section', '<section class="comments"><article><p><a href="https://dead.test/x">x</a></p></article></section>'],
  ])('knows %s', (_, comments) => {
    expect(linksToCheck(extractPage(postWith(comments))).urls).toEqual(POST_LINKS);
  });

  it('keeps an element named like a comment area when it holds the page’s <h1>, and names that only look alike', () => {
    // A theme that wraps the post in its #comments container keeps the post.
    const wrapped = extractPage(postWith('', (post) => `<div id="comments">${post}</div>`));
    expect(linksToCheck(wrapped).urls).toEqual(POST_LINKS);
    expect(wrapped.mainText).toContain('give every page an owner');
    // A link to the comments and a 'comment' class on the post's own text are the post's.
    const lookalikes = extractPage(
      postWith(
        '<p class="comment">Editor\'s comment: see <a href="/errata">the errata</a>. <a href="#comments">2 comments</a></p><div class="comment-count"><a href="/post/feed">Feed</a></div>',
      ),
    );
    expect(linksToCheck(lookalikes).urls).toEqual([...POST_LINKS, `${ORIGIN}/errata`, `${ORIGIN}/post/feed`]);
  });

  it('documents a conservative list: only names that mean a comment area', () => {
    expect(COMMENT_AREAS).toContain('#comments');
    expect(COMMENT_AREAS).not.toContain('.comment');
    expect(COMMENT_AREAS).not.toContain('.comments');
  });

  it("checks only the post's links on the fixture site's WordPress-like page", () => {
    const page = extractPage(fetchedFixturePage('/with-comments', { now: NOW, origin: ORIGIN }));
    const { urls } = linksToCheck(page);
    expect(urls).toContain(`${ORIGIN}/source/report`);
    expect(urls).toContain(`${ORIGIN}/missing-from-post`);
    expect(urls.filter((u) => /commenter|gone|missing-comment|replytocom/.test(u))).toEqual([]);
    expect(urls).toHaveLength(8);
    expect(page.mainText).not.toContain('Small edits every week');
    expect(page.dates.timeElements.every((t) => Date.parse(t) < NOW.getTime() - 2 * DAY)).toBe(true);
  });
});
