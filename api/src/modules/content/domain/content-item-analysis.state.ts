import type { AnalysedPage, ContentAnalysisEvent } from './content-item.events';

/** A source that a comparison found changed: it stays pending until the page itself is updated after it. */
export interface SourceChange {
  url: string;
  summary: string;
  at: string;
}

/** What the write side remembers of analyses and comparisons to decide the next ones. */
export interface ContentAnalysisState {
  /**
   * Who wrote the item's content (the form's description): a person, an analysis (the page's extracted main
   * text) or nobody. An analysis fills it only when it is empty or was itself extracted.
   */
  contentSource: 'user' | 'extracted' | 'none';
  /** Bulk jobs that already recorded an outcome for this item: a job never analyses an item twice. */
  recordedJobIds: string[];
  /** The latest fingerprint of each source URL, by source URL id. */
  sourceFingerprints: Record<string, string>;
  /** The latest change of each source URL, by source URL id. */
  sourceChanges: Record<string, SourceChange>;
  /** The main-text fingerprint of the latest analysis that had one: its text is kept again only when it moves. */
  textFingerprint?: string;
  /** The latest analysis's page facts, which the next analysis is compared with (change detection). */
  page?: Omit<AnalysedPage, 'text'>;
  /** The main text of the latest fingerprint, when an analysis kept it: the 'before' of the next text diff. */
  pageText?: string;
}

export function initialAnalysisState(content: string | null): ContentAnalysisState {
  return { contentSource: isBlank(content) ? 'none' : 'user', recordedJobIds: [], sourceFingerprints: {}, sourceChanges: {} };
}

export function isBlank(text: string | null | undefined): boolean {
  return text === null || text === undefined || text.trim() === '';
}

interface Evolving {
  fields: { status: string; healthScore: number; content: string | null; lastUpdated: string | null };
  analysis: ContentAnalysisState;
}

/** Folds an analysis or comparison into an active item's state (see evolveContentItem). */
export function evolveAnalysis<S extends Evolving>(state: S, event: ContentAnalysisEvent): S {
  const recorded = (jobId: string | undefined) => (jobId ? [...state.analysis.recordedJobIds, jobId] : state.analysis.recordedJobIds);
  switch (event.type) {
    case 'ContentAnalyzed': {
      const { analysis, status, page, extractedText, jobId } = event.data;
      const fields = { ...state.fields, status, healthScore: analysis.healthScore };
      if (page.lastModified) fields.lastUpdated = page.lastModified;
      if (extractedText !== undefined) fields.content = extractedText;
      const contentSource = extractedText !== undefined ? 'extracted' : state.analysis.contentSource;
      const textFingerprint = page.textFingerprint ?? state.analysis.textFingerprint;
      const { text, ...facts } = page;
      // A new fingerprint without its text (an analysis from before texts were kept) leaves no 'before' to diff.
      const pageText = text ?? (page.textFingerprint === state.analysis.textFingerprint ? state.analysis.pageText : undefined);
      return {
        ...state,
        fields,
        analysis: {
          ...state.analysis,
          contentSource,
          recordedJobIds: recorded(jobId),
          ...(textFingerprint ? { textFingerprint } : {}),
          page: facts,
          pageText,
        },
      };
    }
    case 'ContentChanged':
      // The facts it compares are folded from the ContentAnalyzed recorded with it.
      return state;
    case 'ContentAnalysisFailed':
      return { ...state, analysis: { ...state.analysis, recordedJobIds: recorded(event.data.jobId) } };
    case 'ContentCompared': {
      const sourceFingerprints = { ...state.analysis.sourceFingerprints };
      const sourceChanges = { ...state.analysis.sourceChanges };
      for (const source of event.data.sources) {
        if (source.fingerprint) sourceFingerprints[source.sourceUrlId] = source.fingerprint;
        if (source.outcome === 'changed') {
          sourceChanges[source.sourceUrlId] = { url: source.url, summary: source.summary ?? 'The source changed.', at: event.data.comparedAt };
        }
      }
      return { ...state, fields: { ...state.fields, status: event.data.status }, analysis: { ...state.analysis, sourceFingerprints, sourceChanges } };
    }
  }
}

/** Whether the bulk job already recorded an outcome (analysed or failed) for the item: it records at most one. */
export function outcomeRecordedFor(analysis: ContentAnalysisState, jobId: string | undefined): boolean {
  return jobId !== undefined && analysis.recordedJobIds.includes(jobId);
}

/** Source changes the page has not caught up with: recorded after the item's last update (or it has none). */
export function pendingSourceChanges(state: Evolving): SourceChange[] {
  const updated = state.fields.lastUpdated ? Date.parse(state.fields.lastUpdated) : Number.NEGATIVE_INFINITY;
  return Object.values(state.analysis.sourceChanges).filter((change) => Date.parse(change.at) > updated);
}
