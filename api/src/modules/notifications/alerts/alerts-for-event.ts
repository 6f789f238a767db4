import { HEALTH_DROP_THRESHOLD, NotificationEvent, NotificationItem } from '@freshwatch/contracts';

/** What the alert reaction remembers of an item, to tell an event's before from its after. */
export interface RememberedItem {
  contentId: string;
  workspaceId: string;
  title: string;
  url: string;
  /** null: not known yet (an item registered before alerts existed, until its next analysis). */
  status: string | null;
  healthScore: number | null;
}

/** One alert: what happened to one item, and the bulk run it belongs to (alerts of one run are grouped). */
export interface Alert {
  kind: Exclude<NotificationEvent, 'weekly_digest'>;
  item: Omit<NotificationItem, 'link'>;
  jobId?: string;
}

/** The content events alerts are made from (their payloads as far as alerts read them). */
export type AlertSourceEvent =
  | { type: 'ContentItemRegistered'; data: { contentId: string; workspaceId: string; title: string; url: string; status: string; healthScore: number } }
  | { type: 'ContentItemEdited'; data: { contentId: string; changes: { title?: string; url?: string; status?: string; healthScore?: number } } }
  | { type: 'ContentItemDeleted'; data: { contentId: string } }
  | { type: 'ContentAnalyzed'; data: { contentId: string; jobId?: string; status: string; analysis: { healthScore: number } } }
  | { type: 'ContentAnalysisFailed'; data: { contentId: string; jobId?: string; reason: string } }
  | { type: 'ContentCompared'; data: { contentId: string; status: string; sources: { url: string; outcome: string; summary?: string }[] } }
  | { type: 'ContentChanged'; data: { contentId: string; jobId?: string; changes: NonNullable<NotificationItem['changes']> } };

export const ALERT_SOURCE_EVENT_TYPES = [
  'ContentItemRegistered',
  'ContentItemEdited',
  'ContentItemDeleted',
  'ContentAnalyzed',
  'ContentAnalysisFailed',
  'ContentCompared',
  'ContentChanged',
] as const;

export interface AlertDecision {
  alerts: Alert[];
  /** The item as remembered after the event; null forgets it (deleted). */
  remember: RememberedItem | null;
}

/**
 * The alerts one content event raises, given what was remembered of its item before it (pure). A status that
 * was never known raises no status_changed: there is no 'before' to report.
 */
export function alertsForEvent(event: AlertSourceEvent, workspaceId: string, known: RememberedItem | null): AlertDecision {
  if (event.type === 'ContentItemRegistered') {
    const { contentId, title, url, status, healthScore } = event.data;
    return { alerts: [], remember: { contentId, workspaceId, title, url, status, healthScore } };
  }
  if (event.type === 'ContentItemDeleted') return { alerts: [], remember: null };
  if (!known) return { alerts: [], remember: null };
  const base = { id: known.contentId, title: known.title, url: known.url };
  const alerts: Alert[] = [];
  const statusAlert = (after: string, jobId?: string) => {
    if (known.status !== null && known.status !== after) {
      alerts.push({ kind: 'status_changed', item: { ...base, before: known.status, after, critical: after === 'outdated' }, ...(jobId ? { jobId } : {}) });
    }
  };
  switch (event.type) {
    case 'ContentItemEdited': {
      const { title, url, status, healthScore } = event.data.changes;
      if (status !== undefined) statusAlert(status);
      const next = { ...known, ...(title !== undefined ? { title } : {}), ...(url !== undefined ? { url } : {}) };
      return { alerts, remember: { ...next, status: status ?? known.status, healthScore: healthScore ?? known.healthScore } };
    }
    case 'ContentAnalyzed': {
      const { status, jobId } = event.data;
      const score = event.data.analysis.healthScore;
      statusAlert(status, jobId);
      if (known.healthScore !== null && known.healthScore - score >= HEALTH_DROP_THRESHOLD) {
        alerts.push({ kind: 'health_dropped', item: { ...base, before: known.healthScore, after: score, critical: false }, ...(jobId ? { jobId } : {}) });
      }
      return { alerts, remember: { ...known, status, healthScore: score } };
    }
    case 'ContentAnalysisFailed': {
      const { jobId, reason } = event.data;
      alerts.push({ kind: 'check_failed', item: { ...base, before: null, after: reason, critical: false }, ...(jobId ? { jobId } : {}) });
      return { alerts, remember: known };
    }
    case 'ContentCompared': {
      statusAlert(event.data.status);
      for (const source of event.data.sources.filter((s) => s.outcome === 'changed')) {
        alerts.push({ kind: 'source_changed', item: { ...base, before: source.url, after: source.summary ?? 'The source changed.', critical: false } });
      }
      return { alerts, remember: { ...known, status: event.data.status } };
    }
    case 'ContentChanged': {
      const { changes, jobId } = event.data;
      const critical = changes.some((c) => c.critical);
      const fields = changes.map((c) => c.field).join(', ');
      alerts.push({ kind: 'seo_field_changed', item: { ...base, before: null, after: fields, changes, critical }, ...(jobId ? { jobId } : {}) });
      return { alerts, remember: known };
    }
  }
}
