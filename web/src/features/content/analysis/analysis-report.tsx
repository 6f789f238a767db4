import {
  type Analysis,
  type AnalysisIssue,
  type AnalysisRecommendation,
  healthBand,
  ISSUE_SEVERITIES,
  type IssueSeverity,
  type LastModifiedSource,
  type ReadingEaseFormula,
  TASK_PRIORITIES,
  type TaskPriority,
} from '@freshwatch/contracts';
import { AlertCircle, AlertTriangle, Info } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { Progress } from '@/components/ui/progress';
import { formatShortDate } from '@/lib/dates';
import { HEALTH_SCORE_RULE } from '../analysis-rules';
import { HEALTH_BAR_CLASS } from '../content-badges';
import { HelpTooltip } from '../status-help';

/** A 0-100 score as a bar in the health colour bands, with its name. */
function ScoreBar({ label, score, help }: { label: string; score: number; help?: string }) {
  const percent = Math.round(score);
  const band = healthBand(percent);
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="inline-flex items-center gap-1 font-medium">
          {label}
          {help && <HelpTooltip label={`About ${label.toLowerCase()}`}>{help}</HelpTooltip>}
        </span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} aria-label={`${label} ${percent}%`} data-band={band} className="h-2" indicatorClassName={HEALTH_BAR_CLASS[band]} />
    </div>
  );
}

const SEVERITY_GROUPS: Record<IssueSeverity, { title: string; icon: React.ComponentType<{ className?: string }>; className: string }> = {
  error: { title: 'Errors', icon: AlertCircle, className: 'text-red-600' },
  warning: { title: 'Warnings', icon: AlertTriangle, className: 'text-yellow-600' },
  info: { title: 'Info', icon: Info, className: 'text-blue-600' },
};

const PRIORITY_DOT: Record<TaskPriority, string> = { high: 'bg-red-500', medium: 'bg-yellow-500', low: 'bg-blue-500' };
const PRIORITY_TITLES: Record<TaskPriority, string> = { high: 'High priority', medium: 'Medium priority', low: 'Low priority' };
// Priorities show high, medium, low; TASK_PRIORITIES lists them the other way round.
const PRIORITY_ORDER: TaskPriority[] = [...TASK_PRIORITIES].reverse();

const ACRONYMS: Record<string, string> = { seo: 'SEO', ai: 'AI' };

/** 'freshness.stale_year' reads 'Freshness · stale year': the area first, then the check. */
function findingKind(type: string): string {
  const [area, ...check] = type.split('.');
  const words = (s: string) => s.replace(/[_-]+/g, ' ').trim();
  const head = ACRONYMS[area.toLowerCase()] ?? words(area).replace(/^\w/, (c) => c.toUpperCase());
  return check.length > 0 ? `${head} · ${words(check.join(' '))}` : head;
}

/** A titled list of findings with their count; empty groups are left out, so only what there is to do shows. */
function Group<T extends { message: string; type: string }>({ title, items, icon }: { title: string; items: T[]; icon?: React.ReactNode }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-1.5">
      <h5 id={id} className="flex items-center gap-1.5 text-sm font-medium">
        {icon}
        {title} ({items.length})
      </h5>
      <ul className="grid gap-1.5 pl-1">
        {items.map((item, index) => (
          <li key={index} className="grid gap-0.5 text-sm">
            <span>{item.message}</span>
            <span className="text-xs text-muted-foreground">{findingKind(item.type)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function IssuesBySeverity({ issues }: { issues: AnalysisIssue[] }) {
  return (
    <section aria-label="Issues" className="grid gap-3">
      <h4 className="font-medium">Issues ({issues.length})</h4>
      {issues.length === 0 ? (
        <p className="text-sm text-muted-foreground">No issues found.</p>
      ) : (
        ISSUE_SEVERITIES.map((severity) => {
          const { title, icon: Icon, className } = SEVERITY_GROUPS[severity];
          return (
            <Group
              key={severity}
              title={title}
              items={issues.filter((i) => i.severity === severity)}
              icon={<Icon className={`h-4 w-4 ${className}`} aria-hidden />}
            />
          );
        })
      )}
    </section>
  );
}

function RecommendationsByPriority({ recommendations }: { recommendations: AnalysisRecommendation[] }) {
  return (
    <section aria-label="Recommendations" className="grid gap-3">
      <h4 className="font-medium">Recommendations ({recommendations.length})</h4>
      {recommendations.length === 0 ? (
        <p className="text-sm text-muted-foreground">No recommendations.</p>
      ) : (
        PRIORITY_ORDER.map((priority) => (
          <Group
            key={priority}
            title={PRIORITY_TITLES[priority]}
            items={recommendations.filter((r) => r.priority === priority)}
            icon={<span className={`h-2.5 w-2.5 rounded-full ${PRIORITY_DOT[priority]}`} aria-hidden />}
          />
        ))
      )}
    </section>
  );
}

const FORMULA_NAMES: Record<ReadingEaseFormula, string> = {
  flesch: 'Flesch',
  amstad: 'Amstad (German)',
  fernandez_huerta: 'Fernández Huerta (Spanish)',
  kandel_moles: 'Kandel-Moles (French)',
};

/** Where the last-updated date came from, as a person would say it. */
const DATE_SOURCE_NAMES: Record<LastModifiedSource, string> = {
  'json-ld': "the page's structured data (dateModified)",
  meta: "the page's modified-time tag",
  'visible-text': "the page's 'Updated on' text",
  published: "the page's publication date",
  'time-element': 'a date on the page',
  header: "the server's Last-Modified header (the page states no date)",
};

/** The measured figures behind the scores: the page's date and its source, the reading ease with its formula, and what the link check found. */
function Measurements({ analysis }: { analysis: Analysis }) {
  const { readingEase, links, pageDate } = analysis;
  if (!readingEase && !links && !pageDate) return null;
  return (
    <dl className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-2">
      {pageDate && (
        <div className="flex gap-1 sm:col-span-2">
          <dt>Last updated:</dt>
          <dd>
            {pageDate.lastModified === null || pageDate.source === null
              ? 'the page states no date'
              : `${formatShortDate(pageDate.lastModified, 'unknown')}, from ${DATE_SOURCE_NAMES[pageDate.source]}`}
          </dd>
        </div>
      )}
      {readingEase && (
        <div className="flex gap-1">
          <dt>Reading ease:</dt>
          <dd>
            {readingEase.score === null || readingEase.formula === null
              ? `not scored for this language (${readingEase.language ?? 'unknown'})`
              : `${Math.round(readingEase.score)} (${FORMULA_NAMES[readingEase.formula]})`}
          </dd>
        </div>
      )}
      {links && (
        <div className="flex gap-1">
          <dt>Links:</dt>
          <dd>
            {links.checked} checked, {links.broken} broken, {links.redirected} redirected, {links.skipped} skipped
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The latest analysis as a person reads it: the four scores, the summary, then what to fix and what to do. */
export function AnalysisReport({ analysis }: { analysis: Analysis }) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <ScoreBar label="Health score" score={analysis.healthScore} help={HEALTH_SCORE_RULE} />
        <ScoreBar label="Freshness" score={analysis.freshness} />
        <ScoreBar label="SEO" score={analysis.seoScore} />
        <ScoreBar label="Readability" score={analysis.readability} />
      </div>
      <Measurements analysis={analysis} />
      {analysis.summary && <p className="rounded-md bg-muted/50 p-3 text-sm">{analysis.summary}</p>}
      <IssuesBySeverity issues={analysis.issues} />
      <RecommendationsByPriority recommendations={analysis.recommendations} />
    </div>
  );
}
