/**
 * Writes a realistic event log straight into the `events` table, for the benchmarks that need a year of use
 * (1,000,000 events) which no HTTP client could produce in minutes: bench/replay.mjs and bench/memory.mjs.
 *
 * How the rows are written, and why that is the store's own format:
 *  - the columns are the ones PostgresEventStore.appendToStreams fills (stream_id, version, type, data,
 *    metadata, hash; position and recorded_at come from the table's defaults), with the same multi-row
 *    `INSERT ... SELECT FROM unnest(...) WITH ORDINALITY ORDER BY n`, so positions follow the order given;
 *  - each event's `hash` chains it to the previous event of its stream with the store's own `eventHash`
 *    (api/dist/shared/event-store/event-hash.js, GENESIS_HASH for a stream's first), so `npm run audit:verify`
 *    accepts the log;
 *  - metadata is { workspaceId, actorId, occurredAt, schemaVersion: 1 }, as StreamExecutor writes it;
 *  - the reactions' checkpoints are moved past the seeded events (see the end of seedEventLog).
 *
 * What the log holds (the shapes of content's, analysis's and tasks' event types, sizes as the local analyser
 * writes them): every item registered in imports of 10,000 (a fifth with a source URL), then rounds of
 * Refresh All over a year until the log has `events` events. Each round is one BulkAnalysisRequested per
 * 10,000 items, then per item a ContentAnalyzed with its job id (1 in 10 keeping the page's text, as when the
 * words changed) or a ContentAnalysisFailed (3%), a ContentChanged after 5% of analyses, a ContentCompared for
 * items with sources, an edit for 5%, and tasks opened (3%), moved on and completed.
 */
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { insertEvents, root } from './lib.mjs';

const require = createRequire(import.meta.url);
const DAY_MS = 86_400_000;
const CHUNK = 5_000;

/** A generator of the log's events in order; `state` carries the items and tasks so far. */
function* eventLog({ workspaceId, actorId, items, events, now }) {
  const start = now - 365 * DAY_MS;
  const meta = (at) => ({ workspaceId, actorId, occurredAt: new Date(at).toISOString(), schemaVersion: 1 });
  const ids = Array.from({ length: items }, () => randomUUID());
  const sources = new Map();
  let produced = 0;
  const emit = (streamId, type, data, at) => {
    produced++;
    return { streamId, type, data, metadata: meta(at) };
  };

  for (let i = 0; i < items && produced < events; i++) {
    const at = start + Math.floor(i / 10_000) * 3_600_000 + i;
    const contentId = ids[i];
    yield emit(
      `content-${contentId}`,
      'ContentItemRegistered',
      {
        contentId,
        workspaceId,
        title: `Winter jacket buying guide, part ${i}`,
        url: `https://shop.freshwatch.test/guides/winter-jackets-${i}`,
        contentType: ['blog_post', 'page', 'product'][i % 3],
        status: 'fresh',
        healthScore: 100,
        lastUpdated: null,
        content: null,
        aiPrompt: null,
        checkSchedule: null,
      },
      at,
    );
    if (i % 5 === 0 && produced < events) {
      const source = { sourceUrlId: randomUUID(), url: `https://supplier.freshwatch.test/specs/${i}` };
      sources.set(contentId, source);
      yield emit(`content-${contentId}`, 'SourceUrlAdded', { contentId, ...source, description: 'Supplier specification sheet' }, at);
    }
  }

  const tasks = [];
  let currentJob = null;
  for (let round = 1; produced < events; round++) {
    const roundStart = start + round * 40 * DAY_MS;
    for (let i = 0; i < items && produced < events; i++) {
      const contentId = ids[i];
      const stream = `content-${contentId}`;
      const at = roundStart + i * 1_000;
      const jobId = i % 10_000 === 0 ? randomUUID() : null;
      if (jobId) {
        const contentIds = ids.slice(i, i + 10_000);
        yield emit(`analysis-job-${jobId}`, 'BulkAnalysisRequested', { jobId, workspaceId, contentIds }, at);
        currentJob = jobId;
      }
      if (produced >= events) break;
      const n = round * items + i;
      if (n % 33 === 0) {
        yield emit(
          stream,
          'ContentAnalysisFailed',
          { contentId, jobId: currentJob, reason: 'The page answered 503 Service Unavailable.', code: 'HTTP_ERROR' },
          at,
        );
      } else {
        yield emit(stream, 'ContentAnalyzed', analysed(contentId, currentJob, n, i, at), at);
        if (n % 20 === 7 && produced < events) {
          yield emit(
            stream,
            'ContentChanged',
            {
              contentId,
              jobId: currentJob,
              changes: [
                {
                  field: 'title',
                  before: `Winter jacket buying guide, part ${i}`,
                  after: `Winter jacket buying guide ${2026 - (round % 2)}, part ${i}`,
                  critical: false,
                },
                {
                  field: 'text',
                  before: null,
                  after: null,
                  summary: 'About 12% of the text changed: 1 paragraph changed. New: "Our new insulated range keeps you warm to -20°C."',
                  critical: false,
                },
              ],
            },
            at + 1,
          );
        }
      }
      const source = sources.get(contentId);
      if (source && round % 2 === 0 && produced < events) {
        const changed = n % 7 === 0;
        yield emit(
          stream,
          'ContentCompared',
          {
            contentId,
            comparedAt: new Date(at).toISOString(),
            status: changed ? 'needs_update' : 'fresh',
            sources: [
              {
                ...source,
                outcome: round === 2 ? 'first_seen' : changed ? 'changed' : 'unchanged',
                fingerprint: `fp-${contentId.slice(0, 8)}-${changed ? round : 0}`,
                ...(changed || round === 2 ? { text: specText(i), summary: 'The supplier changed the fill weight and the temperature rating.' } : {}),
              },
            ],
          },
          at + 2,
        );
      }
      if (n % 20 === 3 && produced < events) {
        yield emit(
          stream,
          'ContentItemEdited',
          { contentId, changes: { title: `Winter jacket buying guide, part ${i} (updated)`, aiPrompt: 'Check the prices against the current catalogue.' } },
          at + 3,
        );
      }
      if (n % 33 === 5 && produced < events) {
        const taskId = randomUUID();
        tasks.push(taskId);
        yield emit(
          `task-${taskId}`,
          'TaskCreated',
          {
            taskId,
            workspaceId,
            status: 'todo',
            title: `Update the prices on guide ${i}`,
            description: 'The analysis found prices from last season.',
            priority: 'medium',
            contentId,
            assigneeId: null,
          },
          at + 4,
        );
      }
      if (n % 40 === 9 && tasks.length > 0 && produced < events) {
        const taskId = tasks.shift();
        if (n % 80 === 9) {
          yield emit(`task-${taskId}`, 'TaskStatusChanged', { taskId, status: 'in_progress', completedAt: null }, at + 5);
          tasks.push(taskId);
        } else {
          const completedAt = new Date(at + 5).toISOString();
          yield emit(`task-${taskId}`, 'TaskStatusChanged', { taskId, status: 'completed', completedAt }, at + 5);
          if (produced < events) yield emit(`task-${taskId}`, 'TaskCompleted', { taskId, completedAt }, at + 5);
        }
      }
    }
  }
}

function analysed(contentId, jobId, n, i, at) {
  const health = 40 + ((n * 37) % 61);
  const status = health >= 70 ? 'fresh' : health >= 50 ? 'needs_update' : 'outdated';
  const keepsText = n % 10 === 0;
  return {
    contentId,
    ...(jobId ? { jobId } : {}),
    analysis: {
      healthScore: health,
      freshness: Math.max(0, health - 10),
      seoScore: 60 + (n % 40),
      readability: 55 + (n % 30),
      summary: `Health ${health}/100: the page is ${status === 'fresh' ? 'up to date' : 'getting old'}; 2 SEO issues and 1 readability issue.`,
      issues: [
        { type: 'seo', message: 'The meta description is missing or shorter than 70 characters.', severity: 'medium' },
        { type: 'seo', message: 'The page has more than one h1 heading.', severity: 'low' },
        { type: 'readability', message: 'Sentences average 24 words; aim for under 20.', severity: 'low' },
      ],
      recommendations: [
        { type: 'seo', message: 'Write a meta description of 120-160 characters that names the product range.', priority: 'medium' },
        { type: 'freshness', message: 'Review the prices and the season mentioned in the second section.', priority: 'high' },
      ],
      readingEase: { score: 58.3, formula: 'flesch', language: 'en' },
      links: { checked: 42, broken: n % 9 === 0 ? 1 : 0, redirected: 2, skipped: 3 },
      pageDate: { lastModified: new Date(at - 30 * DAY_MS).toISOString(), source: 'meta' },
    },
    status,
    analyser: 'local',
    model: null,
    usage: null,
    page: {
      finalUrl: `https://shop.freshwatch.test/guides/winter-jackets-${i}`,
      httpStatus: 200,
      title: `Winter jacket buying guide, part ${i}`,
      wordCount: 1_240,
      lastModified: new Date(at - 30 * DAY_MS).toISOString(),
      metaDescription: 'How to choose a winter jacket: fill, shell and fit.',
      h1: 'Choosing a winter jacket',
      canonical: `https://shop.freshwatch.test/guides/winter-jackets-${i}`,
      robots: null,
      noindex: false,
      textFingerprint: `sha256-${contentId.slice(0, 8)}-${Math.floor(n / 10)}`,
      ...(keepsText ? { text: pageText(i) } : {}),
    },
  };
}

const PARAGRAPH =
  'A good winter jacket keeps you warm without making you sweat. Look at the fill first: down is light and packs small, synthetic fill keeps warming when wet. ';
const pageText = (i) => `Choosing a winter jacket (guide ${i}). ${PARAGRAPH.repeat(20)}`; // about 3,000 characters
const specText = (i) => `Specification sheet ${i}. Fill weight 220 g, shell 2-layer nylon, rated to -15 °C. ${PARAGRAPH.repeat(4)}`;

/**
 * Appends the log to `db` (a connected pg client) and returns the counts; the rows go in chunks of 5,000, each
 * its own transaction, so that a seed of a million rows never holds one huge transaction.
 */
export async function seedEventLog(db, { workspaceId, actorId, items = 100_000, events = 1_000_000, now = Date.now(), onProgress = () => {} }) {
  const { eventHash, GENESIS_HASH } = require(join(root, 'api/dist/shared/event-store/event-hash.js'));
  const heads = new Map();
  const byType = {};
  let chunk = [];
  let written = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    await insertEvents(db, chunk);
    written += chunk.length;
    chunk = [];
    onProgress(written);
  };
  for (const event of eventLog({ workspaceId, actorId, items, events, now })) {
    const head = heads.get(event.streamId) ?? { version: 0, hash: GENESIS_HASH };
    event.version = head.version + 1;
    event.hash = eventHash(head.hash, event);
    heads.set(event.streamId, { version: event.version, hash: event.hash });
    byType[event.type] = (byType[event.type] ?? 0) + 1;
    chunk.push(event);
    if (chunk.length === CHUNK) await flush();
  }
  await flush();
  // The seeded year was reacted to long ago: reactions (enqueue analyses for the Refresh All jobs, alerts) start
  // after it, as they would have. Otherwise a server started on this log would enqueue the 700,000 analyses of
  // its old jobs and fetch their made-up URLs (a reaction seen for the first time starts at the head anyway).
  await db.query(`UPDATE projection_checkpoints SET position = (SELECT max(position) FROM events) WHERE name LIKE 'reaction:%'`);
  await db.query('ANALYZE events');
  return { written, byType };
}
