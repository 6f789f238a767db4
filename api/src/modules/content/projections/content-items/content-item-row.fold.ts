import type { ContentItemEvent } from '../../domain/content-item.events';
import { ContentItemRow } from './content-item.entity';

function toDate(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/**
 * One event folded into an item's read-model row: the new row, or null once the item is deleted (and for
 * events of an item that has no row). Pure apart from changing the row it is given. The live projection and the
 * as-of queries (an item's state at a past instant, folded from its events up to then) both call it, so that
 * the two answers cannot drift apart.
 */
export function foldContentItemRow(row: ContentItemRow | null, event: ContentItemEvent, occurredAt: Date): ContentItemRow | null {
  if (event.type === 'ContentItemRegistered') {
    const { contentId, workspaceId, lastUpdated, externalId, ...fields } = event.data;
    return Object.assign(new ContentItemRow(), {
      id: contentId,
      workspaceId,
      ...fields,
      lastUpdated: toDate(lastUpdated),
      lastAnalyzed: null,
      createdAt: occurredAt,
      analysis: null,
      sourceUrls: [],
      externalId: externalId ?? null,
      contradiction: null,
      lastCheck: null,
      updatedAt: occurredAt,
    });
  }
  if (row === null) return null;
  // updated_at moves only with the events that change the item (the plugin asks for items updatedSince a moment).
  switch (event.type) {
    case 'ContentItemEdited': {
      row.updatedAt = occurredAt;
      const { lastUpdated, ...changes } = event.data.changes;
      Object.assign(row, changes);
      if (lastUpdated !== undefined) row.lastUpdated = toDate(lastUpdated);
      return row;
    }
    case 'SourceUrlAdded':
      row.updatedAt = occurredAt;
      row.sourceUrls = [
        ...row.sourceUrls,
        { id: event.data.sourceUrlId, url: event.data.url, description: event.data.description, addedAt: occurredAt.toISOString(), lastComparison: null },
      ];
      return row;
    case 'ContentItemDeleted':
      return null;
    case 'ContentAnalyzed': {
      row.updatedAt = occurredAt;
      const { analysis, status, page, extractedText } = event.data;
      Object.assign(row, { analysis, status, healthScore: analysis.healthScore, lastAnalyzed: occurredAt });
      row.lastCheck = { outcome: 'analysed', at: occurredAt.toISOString(), error: null };
      if (page.lastModified) row.lastUpdated = new Date(page.lastModified);
      if (extractedText !== undefined) row.content = extractedText;
      return row;
    }
    case 'ContentAnalysisFailed':
      // The page keeps its last analysis, but its state is now the failure, with the reason a person reads; the
      // plugin's updatedSince pull sees it change.
      row.updatedAt = occurredAt;
      row.lastCheck = { outcome: 'failed', at: occurredAt.toISOString(), error: event.data.reason };
      return row;
    case 'ContentCompared': {
      row.updatedAt = occurredAt;
      row.status = event.data.status;
      const found = new Map(event.data.sources.map((s) => [s.sourceUrlId, s]));
      row.sourceUrls = row.sourceUrls.map((source) => {
        const compared = found.get(source.id);
        if (!compared) return source;
        const lastComparison = {
          outcome: compared.outcome,
          summary: compared.summary ?? null,
          reason: compared.reason ?? null,
          comparedAt: event.data.comparedAt,
        };
        return { ...source, lastComparison };
      });
      // A verdict either way replaces the standing one; a comparison without a verdict (no AI model, the AI step
      // failed, no readable source) could not judge, so it leaves a standing contradiction as it is.
      const verdict = event.data.aiVerdict;
      if (verdict) row.contradiction = verdict.contradicts ? { explanation: verdict.explanation, at: event.data.comparedAt } : null;
      return row;
    }
    default:
      return row;
  }
}
