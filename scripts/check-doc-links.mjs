#!/usr/bin/env node
/**
 * Checks that README.md and docs/*.md point only at what the repository holds: every relative link (and its
 * #anchor, against the target's headings) and every path in backticks that names a repository file or folder.
 * Nothing outside the repository counts, even when it exists on this machine. A backticked path may be written
 * from its module's folder (`commands/import-content-items/`): it passes when a tracked path ends with it. Build
 * output (`web/dist`, `api/dist`) and placeholders (`<module>`, `…`) are skipped. Exits 1 and lists what is missing.
 *
 *   node scripts/check-doc-links.mjs
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const files = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

const tracked = execFileSync('git', ['-C', root, 'ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const known = new Set(tracked);
for (const path of tracked) {
  const parts = path.split('/');
  for (let i = 1; i < parts.length; i++) known.add(`${parts.slice(0, i).join('/')}/`);
}
const endsAKnownPath = (path) => [...known].some((k) => k === path || k.endsWith(`/${path}`));

// GitHub's anchors: lower case, punctuation dropped, spaces as hyphens.
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');
const anchorsOf = (file) => new Set([...readFileSync(join(root, file), 'utf8').matchAll(/^#+\s+(.*)$/gm)].map((m) => slug(m[1])));

const problems = [];
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target)) continue;
    const [path, anchor] = target.split('#');
    const resolved = path ? normalize(join(dirname(file), path)) : file;
    if (resolved.startsWith('..') || !existsSync(join(root, resolved))) problems.push(`${file}: link to a missing file: ${target}`);
    else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) problems.push(`${file}: link to a missing heading: ${target}`);
  }
  for (const [, raw] of text.matchAll(/`([^`\s]+)`/g)) {
    const path = raw.replace(/[.,:;]+$/, '');
    if (!path.includes('/') || /^[a-z]+:|^[@/]|[<*…{]/.test(path)) continue;
    const looksLikeFile = /\.(ts|tsx|mjs|cjs|js|json|md|php|ya?ml|sh|html|css)$|\/$/.test(path);
    if (!looksLikeFile && !/^(api|web|contracts|e2e|bench|plugin|scripts|test-support|docs)\//.test(path)) continue;
    if (/^(web|api|contracts)\/dist\b/.test(path)) continue;
    const candidates = [normalize(path), normalize(join(dirname(file), path))].filter((c) => !c.startsWith('..'));
    if (candidates.some((c) => existsSync(join(root, c))) || endsAKnownPath(path)) continue;
    problems.push(`${file}: path not in the repository: ${path}`);
  }
}

for (const problem of problems) console.log(problem);
console.log(`${files.length} files checked, ${problems.length} problem(s)`);
process.exit(problems.length ? 1 : 0);
