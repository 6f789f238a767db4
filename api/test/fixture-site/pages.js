'use strict';
/**
 * The fixture site's HTML, rendered deterministically from a path, the current time and the site's origin.
 * Pure: no I/O. The server (index.js) adds the dynamic routes (redirects, huge, slow, mutable pages).
 */
const { plainParagraphs, denseParagraphs } = require('./text');

const DAY = 24 * 60 * 60 * 1000;

const escapeHtml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function layout({ lang = 'en', head, body, footer }) {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
</head>
<body>
<header class="site-header">
  <a class="logo" href="/"><img src="/img/logo.svg" alt="Fixture Publishing home"></a>
  <nav aria-label="Main">
    <a href="/fresh">Documentation guide</a>
    <a href="/outdated">Tool reviews</a>
    <a href="/hard-to-read">Governance report</a>
  </nav>
</header>
${body}
<footer class="site-footer">
  <p>${footer}</p>
  <p><a href="/about">About Fixture Publishing</a> · <a href="/privacy">Privacy policy</a></p>
</footer>
</body>
</html>
`;
}

const paragraphsHtml = (paragraphs) => paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');

const FRESH_SECTIONS = [
  'Why documentation goes stale',
  'Give every page an owner',
  'Set a review rhythm',
  'Check the facts, not just the words',
  'Keep screenshots and examples current',
  'Write headings people can scan',
  'Fix broken links before readers find them',
  'Show readers when a page was updated',
  'Measure what matters',
  'Make the next update easy',
];

function freshPage({ now, origin }) {
  const modified = new Date(now.getTime() - 12 * DAY);
  const published = new Date(now.getTime() - 400 * DAY);
  const title = 'How to keep product documentation fresh: a practical guide';
  const description = 'A step-by-step guide for content teams: owners, review rhythms, fact checks, screenshots and links that keep documentation current.';
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', '@id': `${origin}/#website`, url: `${origin}/`, name: 'Fixture Publishing' },
      {
        '@type': 'WebPage',
        '@id': `${origin}/fresh#webpage`,
        url: `${origin}/fresh`,
        name: title,
        isPartOf: { '@id': `${origin}/#website` },
      },
      {
        '@type': 'Article',
        headline: title,
        description,
        datePublished: published.toISOString(),
        dateModified: modified.toISOString(),
        author: { '@type': 'Person', name: 'Dana Editor' },
        mainEntityOfPage: { '@id': `${origin}/fresh#webpage` },
      },
    ],
  };
  const intro = plainParagraphs(101, 2);
  const sections = FRESH_SECTIONS.map((heading, i) => {
    const paragraphs = plainParagraphs(200 + i, 4);
    let extra = '';
    if (i === 2) {
      extra = `<ul>
<li>Review top pages every month.</li>
<li>Review the rest of the guides every quarter.</li>
<li>Archive pages nobody has opened in a year.</li>
</ul>`;
    }
    if (i === 4) {
      extra = `<figure><img src="/img/review-board.png" alt="A review board with cards for each guide"><figcaption>Our review board.</figcaption></figure>`;
    }
    if (i === 6) {
      extra = `<p>Read the <a href="${origin}/outdated">review of content tools</a> and the <a href="/broken-links">list of resources for documentation teams</a> for more ideas.</p>`;
    }
    return `<section>\n<h2>${escapeHtml(heading)}</h2>\n${paragraphsHtml(paragraphs)}\n${extra}\n</section>`;
  }).join('\n');
  return {
    headers: { 'last-modified': modified.toUTCString() },
    body: layout({
      head: `<title>${escapeHtml('Keep documentation fresh: a practical guide')}</title>
<meta name="description" content="${escapeHtml(description)}">
<link rel="canonical" href="${origin}/fresh">
<link rel="alternate" hreflang="en" href="${origin}/fresh">
<link rel="alternate" hreflang="de-DE" href="${origin}/de/fresh">
<link rel="alternate" hreflang="x-default" href="${origin}/fresh">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:type" content="article">
<meta property="article:published_time" content="${published.toISOString()}">
<meta property="article:modified_time" content="${modified.toISOString()}">
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
      body: `<main>
<article>
<h1>${escapeHtml(title)}</h1>
<p class="byline">By Dana Editor · Updated <time datetime="${modified.toISOString()}">${modified.toDateString()}</time></p>
<img src="/img/hero.jpg" alt="An editor reviewing a printed guide">
${paragraphsHtml(intro)}
${sections}
</article>
</main>`,
      footer: `© ${now.getUTCFullYear()} Fixture Publishing`,
    }),
  };
}

function outdatedPage({ now, origin }) {
  const modified = new Date(now.getTime() - 3 * 365 * DAY);
  const published = new Date(now.getTime() - 4 * 365 * DAY);
  const title = 'The best tools of 2022 for content teams';
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: title,
    datePublished: published.toISOString(),
    dateModified: modified.toISOString(),
  };
  const sections = ['Editors', 'Link checkers', 'Analytics', 'Planning boards', 'Our verdict'].map((heading, i) => {
    const lead = i === 0 ? `<p>These are the best tools of 2022, and every one of them is free to try today.</p>\n` : '';
    return `<h2>${heading}</h2>\n${lead}${paragraphsHtml(plainParagraphs(300 + i, 3))}`;
  });
  return {
    headers: { 'last-modified': modified.toUTCString() },
    body: layout({
      head: `<title>${escapeHtml(title)}</title>
<meta name="description" content="We tested twenty editors, link checkers and planning boards. Here are the best tools of 2022 for content teams of every size.">
<link rel="canonical" href="${origin}/outdated">
<meta property="article:modified_time" content="${modified.toISOString()}">
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
      body: `<main><article>
<h1>${escapeHtml(title)}</h1>
<p class="byline">Updated <time datetime="${modified.toISOString()}">${modified.toDateString()}</time></p>
<img src="/img/tools.png" alt="Logos of the tools in this review">
${paragraphsHtml(plainParagraphs(299, 1))}
${sections.join('\n')}
</article></main>`,
      footer: '© 2021 Fixture Publishing. All rights reserved.',
    }),
  };
}

function seoPoorPage({ now, origin }) {
  const paragraphs = plainParagraphs(400, 6);
  return {
    headers: {},
    body: layout({
      head: `<meta name="robots" content="noindex, nofollow">
<link rel="canonical" href="/">
<link rel="alternate" hreflang="english" href="/en/seo-poor">`,
      body: `<main>
<h1>Spring offers</h1>
<h1>Our products</h1>
<img src="/img/a.png">
<img src="/img/b.png">
<img src="/img/c.png">
${paragraphsHtml(paragraphs.slice(0, 3))}
<p>To see the offers, <a href="${origin}/offers">click here</a>. For prices, <a href="/prices">read more</a>.</p>
<p>Questions? <a href="javascript:void(0)" onclick="openChat()">Chat with us</a> or <a href="">ask</a>.</p>
${paragraphsHtml(paragraphs.slice(3))}
</main>`,
      footer: `© ${now.getUTCFullYear()} Fixture Publishing`,
    }),
  };
}

function hardToReadPage({ now, origin }) {
  const modified = new Date(now.getTime() - 20 * DAY);
  return {
    headers: {},
    body: layout({
      head: `<title>Governance report on documentation methodology</title>
<meta name="description" content="A report on the reorganisation of documentation governance, terminology and the institutional knowledge repository.">
<link rel="canonical" href="${origin}/hard-to-read">
<meta property="article:modified_time" content="${modified.toISOString()}">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Report', name: 'Governance report', dateModified: modified.toISOString() })}</script>`,
      body: `<main><article>
<h1>Governance report on documentation methodology</h1>
${paragraphsHtml(denseParagraphs(500, 6))}
</article></main>`,
      footer: `© ${now.getUTCFullYear()} Fixture Publishing`,
    }),
  };
}

function brokenLinksPage({ now, origin }) {
  const modified = new Date(now.getTime() - 30 * DAY);
  const paragraphs = plainParagraphs(600, 5);
  return {
    headers: {},
    body: layout({
      head: `<title>Resources for documentation teams and editors</title>
<meta name="description" content="A list of resources for documentation teams: guides, templates and checklists we use to keep our help center current.">
<link rel="canonical" href="${origin}/broken-links">
<meta property="article:modified_time" content="${modified.toISOString()}">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'CollectionPage', name: 'Resources', dateModified: modified.toISOString() })}</script>`,
      body: `<main><article>
<h1>Resources for documentation teams</h1>
${paragraphsHtml(paragraphs.slice(0, 2))}
<h2>Guides and templates</h2>
<ul>
<li><a href="${origin}/missing-1">Style guide template</a></li>
<li><a href="/missing-2">Review checklist</a></li>
<li><a href="${origin}/missing-3">Screenshot policy</a></li>
<li><a href="${origin}/fresh">Guide to fresh documentation</a></li>
<li><a href="/outdated#editors">Tool reviews: editors</a></li>
</ul>
${paragraphsHtml(paragraphs.slice(2))}
</article></main>`,
      footer: `© ${now.getUTCFullYear()} Fixture Publishing`,
    }),
  };
}

/**
 * A link hub with 200 links in its main content (the size of a real resource page), for the full link check and its
 * benchmark: 180 that work, 10 dead (404/410), 5 that redirect to a working page, 5 whose server refuses HEAD.
 * Plus a mailto: and a tel: link (skipped) and a same-page anchor (ignored). /links/* is served by index.js.
 */
const LINK_HUB = { ok: 180, gone: 10, moved: 5, noHead: 5 };

function linkHubPage({ now, origin }) {
  const modified = new Date(now.getTime() - 5 * DAY);
  const links = [];
  for (let i = 0; i < LINK_HUB.ok; i++) links.push([`/links/ok/${i}`, `Working resource number ${i}`]);
  for (let i = 0; i < LINK_HUB.gone; i++) links.push([`${origin}/links/gone/${i}`, `Retired resource number ${i}`]);
  for (let i = 0; i < LINK_HUB.moved; i++) links.push([`/links/moved/${i}`, `Moved resource number ${i}`]);
  for (let i = 0; i < LINK_HUB.noHead; i++) links.push([`/links/no-head/${i}`, `Resource without HEAD number ${i}`]);
  // Spread the dead ones over the page, as on a real page, rather than in one block.
  const spread = links.map((link, i) => ({ link, key: (i * 37) % links.length })).sort((a, b) => a.key - b.key);
  const items = spread.map(({ link: [href, text] }) => `<li><a href="${href}">${escapeHtml(text)}</a></li>`).join('\n');
  return {
    headers: {},
    body: layout({
      head: `<title>Link hub: two hundred resources for editors</title>
<meta name="description" content="Two hundred resources for documentation editors: guides, templates, checklists and tools, sorted by topic.">
<link rel="canonical" href="${origin}/link-hub">
<meta property="article:modified_time" content="${modified.toISOString()}">`,
      body: `<main><article>
<h1>Two hundred resources for editors</h1>
<p>Jump to the <a href="#list">list of resources</a>, or <a href="mailto:editors@fixture.test">write to the editors</a> or call <a href="tel:+15555550100">the help line</a>.</p>
${paragraphsHtml(plainParagraphs(700, 2))}
<h2>History of this list since 2012</h2>
<p>The oldest resource here, a style manual, was published in 1963. The link checker we use was started by Mozilla in 2013 and offers a command-line mode. Its code was donated to an open-source foundation in 2008.</p>
<h2 id="list">Resources</h2>
<ul>
${items}
</ul>
</article></main>`,
      footer: `© ${now.getUTCFullYear()} Fixture Publishing`,
    }),
  };
}

/**
 * A blog post with WordPress's default comment markup (a classic theme's comments.php and comment_form()): the post
 * links to one working page and one missing one; its readers' comments link to three dead addresses (an author's
 * site, a link in a comment's text, one more) and carry a reply link, avatars, a recent date and the reply form.
 * The comments are the readers', not the page's: only the post's own links count.
 */
function withCommentsPage({ now, origin }) {
  const modified = new Date(now.getTime() - 20 * DAY);
  const commented = new Date(now.getTime() - 1 * DAY);
  const paragraphs = plainParagraphs(800, 4);
  const comment = (id, author, authorUrl, text) => `<li id="comment-${id}" class="comment even thread-even depth-1">
<article id="div-comment-${id}" class="comment-body">
<footer class="comment-meta">
<div class="comment-author vcard"><img alt="" src="/img/avatar-${id}.svg" class="avatar avatar-60 photo" height="60" width="60" loading="lazy"><b class="fn">${authorUrl ? `<a href="${authorUrl}" class="url" rel="ugc external nofollow">${escapeHtml(author)}</a>` : escapeHtml(author)}</b> <span class="says">says:</span></div>
<div class="comment-metadata"><a href="${origin}/with-comments#comment-${id}"><time datetime="${commented.toISOString()}">${commented.toDateString()}</time></a></div>
</footer>
<div class="comment-content"><p>${text}</p></div>
<div class="reply"><a rel="nofollow" class="comment-reply-link" href="${origin}/with-comments?replytocom=${id}#respond" data-commentid="${id}" data-postid="12" aria-label="Reply to ${escapeHtml(author)}">Reply</a></div>
</article>
</li>`;
  return {
    headers: {},
    body: layout({
      head: `<title>Five habits of editors who keep their pages current</title>
<meta name="description" content="Five habits we see in editors whose pages stay current: owners, review dates, small edits, checked links and a changelog.">
<link rel="canonical" href="${origin}/with-comments">
<meta property="article:modified_time" content="${modified.toISOString()}">`,
      body: `<main id="main" class="site-main"><article id="post-12" class="post-12 post type-post status-publish format-standard hentry category-guides">
<header class="entry-header"><h1 class="entry-title">Five habits of editors who keep their pages current</h1></header>
<div class="entry-content">
${paragraphsHtml(paragraphs.slice(0, 2))}
<p>Our <a href="/source/report">survey of documentation teams</a> has the figures; the <a href="${origin}/missing-from-post">older checklist</a> is gone.</p>
${paragraphsHtml(paragraphs.slice(2))}
</div>
</article>
<div id="comments" class="comments-area default-max-width show-avatars">
<h2 class="comments-title">3 comments on “Five habits of editors who keep their pages current”</h2>
<ol class="comment-list">
${comment(2, 'Sam Reader', `${origin}/commenter-blog`, `Thanks! We still use <a href="${origin}/links/gone/1" rel="nofollow ugc">this checklist from 2019</a> every week.`)}
${comment(3, 'Kim Editor', '', `Click <a href="${origin}/missing-comment-link" rel="nofollow ugc">here</a> for my notes.`)}
${comment(4, 'Alex Writer', '', 'Small edits every week beat a big rewrite every year.')}
</ol>
<div id="respond" class="comment-respond">
<h3 id="reply-title" class="comment-reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="/with-comments#respond" style="display:none;">Cancel reply</a></small></h3>
<form action="${origin}/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate>
<p class="comment-notes">Your email address will not be published.</p>
<p class="comment-form-comment"><label for="comment">Comment</label> <textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"></p>
</form>
</div>
</div>
</main>`,
      footer: `© ${now.getUTCFullYear()} Fixture Publishing`,
    }),
  };
}

function sourceReportPage() {
  return {
    headers: {},
    body: layout({
      head: '<title>Annual documentation survey: key figures</title>\n<meta name="description" content="The key figures of the annual documentation survey.">',
      body: `<main><article>
<h1>Annual documentation survey: key figures</h1>
<p>Teams review their top pages every 90 days on average.</p>
<p>Two thirds of readers check the update date before they trust a guide.</p>
<p>Broken links are the most reported problem in help centers.</p>
</article></main>`,
      footer: 'Survey office',
    }),
  };
}

function latin1Page() {
  return {
    headers: { 'content-type': 'text/html; charset=iso-8859-1' },
    body: layout({
      head: '<title>Café menu and crème brûlée recipes</title>',
      body: '<main><h1>Café menu</h1><p>Our café serves crème brûlée every day.</p></main>',
      footer: 'Café Fixture',
    }),
    encoding: 'latin1',
  };
}

/** Plain pages the layout links to (home, about, privacy, offers), so that only deliberate links are broken. */
function simplePage(title, text) {
  return () => ({
    headers: {},
    body: layout({
      head: `<title>${escapeHtml(title)}</title>\n<meta name="description" content="${escapeHtml(text)}">`,
      body: `<main><h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p></main>`,
      footer: 'Fixture Publishing',
    }),
  });
}

function missingPage() {
  return {
    status: 404,
    headers: {},
    body: layout({ head: '<title>Page not found</title>', body: '<main><h1>Page not found</h1></main>', footer: '' }),
  };
}

const STATIC_PAGES = {
  '/': simplePage('Fixture Publishing: guides for documentation teams', 'Guides, reviews and reports for people who keep documentation current.'),
  '/about': simplePage('About Fixture Publishing and its editors', 'Fixture Publishing is a small team of editors who write about documentation.'),
  '/privacy': simplePage('Privacy policy of Fixture Publishing', 'We keep no personal data beyond what the server logs for thirty days.'),
  '/offers': simplePage('Spring offers for documentation teams', 'Three months of the review planner for the price of two.'),
  '/prices': simplePage('Prices of the review planner', 'The review planner costs 20 euros per editor and month.'),
  '/de/fresh': simplePage('Dokumentation aktuell halten: ein Leitfaden', 'Ein Leitfaden für Redaktionen, die Dokumentation aktuell halten.'),
  '/fresh': freshPage,
  '/outdated': outdatedPage,
  '/seo-poor': seoPoorPage,
  '/hard-to-read': hardToReadPage,
  '/broken-links': brokenLinksPage,
  '/source/report': sourceReportPage,
  '/link-hub': linkHubPage,
  '/with-comments': withCommentsPage,
  '/latin1': latin1Page,
};

/**
 * Renders one of the static fixture pages: `{ status, headers, body, encoding }`, or null for an unknown path.
 * `now` defaults to the current time, `origin` to http://127.0.0.1.
 */
function renderFixturePage(path, { now = new Date(), origin = 'http://127.0.0.1' } = {}) {
  const render = STATIC_PAGES[path];
  if (!render) return null;
  const page = render({ now, origin });
  return {
    status: page.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8', ...page.headers },
    body: page.body,
    encoding: page.encoding ?? 'utf8',
  };
}

module.exports = { renderFixturePage, missingPage, STATIC_PATHS: Object.keys(STATIC_PAGES), LINK_HUB };
