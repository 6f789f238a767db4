import { PRODUCT_NAME, type ContentHistoryEntry, type HistoryActor, type HistoryAnalysis, type HistoryFieldChange } from '@freshwatch/contracts';
import type { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { ContentItemState, evolveContentItem, initialContentItemState } from '../../domain/content-item';
import type { AnalysedPage, ContentItemEvent } from '../../domain/content-item.events';

/** The page facts compared between analyses; `text` stands for the main text (compared by its fingerprint). */
const PAGE_FIELDS = ['finalUrl', 'httpStatus', 'title', 'wordCount', 'lastModified', 'metaDescription', 'h1', 'canonical', 'robots', 'noindex'] as const;

/** Names of the people and API keys that acted, by id (from the identity and api-keys read models). */
export interface ActorNames {
  people: ReadonlyMap<string, string>;
  apiKeys: ReadonlyMap<string, string>;
}

const NO_NAMES: ActorNames = { people: new Map(), apiKeys: new Map() };

/**
 * Who acted, from the event metadata's actorId: a user id, `api-key:<id>` (the WordPress plugin or another
 * client with a key), `system:scheduler` (a scheduled check) or `system:visitor` (a visitor-triggered check).
 * People and keys are named from `names` (null when unknown); the service's own actors are Freshwatch.
 */
export function historyActor(actorId: string, names: ActorNames = NO_NAMES): HistoryActor {
  if (actorId.startsWith('api-key:')) {
    const id = actorId.slice('api-key:'.length);
    return { kind: 'api_key', id, name: names.apiKeys.get(id) ?? null };
  }
  if (actorId === 'system:scheduler') return { kind: 'scheduler', id: 'scheduler', name: PRODUCT_NAME };
  if (actorId === 'system:visitor') return { kind: 'visitor', id: 'visitor', name: PRODUCT_NAME };
  if (actorId.startsWith('system:')) return { kind: 'system', id: actorId.slice('system:'.length), name: PRODUCT_NAME };
  return { kind: 'user', id: actorId, name: names.people.get(actorId) ?? null };
}

/** The user ids and API key ids that acted in these events, for looking up their names. */
export function actorsToName(events: StoredEvent[]): { userIds: string[]; apiKeyIds: string[] } {
  const userIds = new Set<string>();
  const apiKeyIds = new Set<string>();
  for (const { metadata } of events) {
    const actor = historyActor(metadata.actorId);
    if (actor.kind === 'user') userIds.add(actor.id);
    if (actor.kind === 'api_key') apiKeyIds.add(actor.id);
  }
  return { userIds: [...userIds], apiKeyIds: [...apiKeyIds] };
}

/**
 * The item's events as an auditor reads them, oldest first: who did what, and what changed. The "before" of
 * every change comes from folding the same events with the write side's own evolve.
 */
export function contentHistory(events: StoredEvent[], names: ActorNames = NO_NAMES): ContentHistoryEntry[] {
  let state: ContentItemState = initialContentItemState;
  let previousPage: AnalysedPage | null = null;
  const entries: ContentHistoryEntry[] = [];
  for (const stored of events) {
    const event = stored as unknown as ContentItemEvent;
    const fields = state.status === 'active' ? state.fields : null;
    let changes: HistoryFieldChange[] = [];
    let analysis: HistoryAnalysis | null = null;
    let reason: string | null = null;
    switch (event.type) {
      case 'ContentItemRegistered': {
        const { contentId: _, workspaceId: __, ...registered } = event.data;
        changes = Object.entries(registered).map(([field, to]) => change(field, null, to));
        break;
      }
      case 'ContentItemEdited':
        changes = Object.entries(event.data.changes).map(([field, to]) => change(field, fields?.[field as keyof typeof fields], to));
        break;
      case 'SourceUrlAdded':
        changes = [change('sourceUrls', null, event.data.url)];
        break;
      case 'ContentAnalyzed': {
        const { analysis: found, status, analyser, model, page } = event.data;
        changes = changed(fields, { status, healthScore: found.healthScore });
        if (event.data.extractedText !== undefined) changes.push(change('content', fields?.content, event.data.extractedText));
        const { healthScore, freshness, seoScore, readability } = found;
        analysis = {
          healthScore,
          freshness,
          seoScore,
          readability,
          status,
          analyser,
          model,
          changedPageFields: changedPageFields(previousPage, page),
          text: page.text ?? null,
        };
        previousPage = page;
        break;
      }
      case 'ContentAnalysisFailed':
        reason = event.data.reason;
        break;
      case 'ContentChanged':
        // What change detection found (what alerts are made of): the page's fields, the text by its diff summary.
        changes = event.data.changes.map((c) => change(`page.${c.field}`, c.before, c.field === 'text' ? (c.summary ?? null) : c.after));
        break;
      case 'ContentCompared':
        changes = [
          ...changed(fields, { status: event.data.status }),
          ...event.data.sources.filter((s) => s.outcome !== 'unchanged').map((s) => change(`source ${s.url}`, null, s.summary ?? s.reason ?? s.outcome)),
        ];
        break;
    }
    entries.push({
      version: stored.version,
      position: stored.position,
      type: stored.type,
      occurredAt: stored.metadata.occurredAt,
      actor: historyActor(stored.metadata.actorId, names),
      changes,
      analysis,
      reason,
      hash: stored.hash,
    });
    state = evolveContentItem(state, event);
  }
  return entries;
}

function changed(before: object | null, after: Record<string, unknown>): HistoryFieldChange[] {
  const was = before as Record<string, unknown> | null;
  return Object.entries(after)
    .filter(([field, to]) => was?.[field] !== to)
    .map(([field, to]) => change(field, was?.[field], to));
}

/** A value as the history shows it: a string as it is, anything else as JSON, nothing as null. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function change(field: string, from: unknown, to: unknown): HistoryFieldChange {
  return { field, from: asText(from), to: asText(to) };
}

/** Nothing is "changed" for the first analysis, or for facts that the older of the two analyses did not keep. */
function changedPageFields(previous: AnalysedPage | null, page: AnalysedPage): string[] {
  if (previous === null) return [];
  const fields: string[] = PAGE_FIELDS.filter((field) => field in previous && field in page && previous[field] !== page[field]);
  if (previous.textFingerprint && page.textFingerprint && previous.textFingerprint !== page.textFingerprint) fields.push('text');
  return fields;
}
