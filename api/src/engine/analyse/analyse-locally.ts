// The health weights and the error cap live in contracts, where the web's help texts read them too.
import {
  type Analysis,
  type AnalysisIssue,
  type AnalysisRecommendation,
  type ContentStatus,
  HEALTH_WEIGHTS,
  healthScoreCap,
  type TaskPriority,
  weightedHealthScore,
} from '@freshwatch/contracts';
import type { ExtractedPage } from '../extract/extract-page';
import type { LastModifiedSource } from '../extract/dates';
import { categoryOf, type Category, type Finding, humanAge, plural } from './findings';
import { analyseFreshness, type FreshnessContext } from './freshness';
import { analyseReadability, type AssessmentResult } from './readability';
import { analyseSeo, type SeoCheck, type SeoContext } from './seo';
import { decideStatus } from './status';

export type LocalAnalysisContext = FreshnessContext & SeoContext;

export interface LocalAnalysisDetails {
  fleschReadingEase: number | null;
  fleschLabel: string;
  ageDays: number | null;
  lastModified: string | null;
  lastModifiedSource: LastModifiedSource | null;
  wordCount: number;
  weights: typeof HEALTH_WEIGHTS;
  /** The weighted blend before the error cap. */
  weightedScore: number;
  /** The cap error-level issues put on the health score (100: none). */
  healthScoreCap: number;
  freshness: { ageScore: number; deductions: { reason: string; points: number }[]; thresholdDays: number };
  seo: { checks: { check: SeoCheck; points: number; max: number }[] };
  readability: { sentences: number; words: number; assessments: AssessmentResult[] };
  links: { checked: number; dead: number; redirected: number; skipped: number };
  changedSources: number;
}

export interface LocalAnalysis extends Analysis {
  status: ContentStatus;
  details: LocalAnalysisDetails;
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;
const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
const PRIORITY_OF = { error: 'high', warning: 'medium', info: 'low' } as const satisfies Record<string, TaskPriority>;
const CATEGORY_ORDER: Category[] = ['freshness', 'seo', 'readability'];

/** The deterministic local analysis: no network, no clock but `context.now`. */
export function analyseLocally(page: ExtractedPage, context: LocalAnalysisContext): LocalAnalysis {
  const freshness = analyseFreshness(page, context);
  const seo = analyseSeo(page, context);
  // The text is read in the language it is written in (page.language), whatever the page declares.
  const readability = analyseReadability({ ...page, lang: page.language.code });

  const findings = [...freshness.findings, ...seo.findings, ...readability.findings]
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        SEVERITY_ORDER[a.finding.severity] - SEVERITY_ORDER[b.finding.severity] ||
        CATEGORY_ORDER.indexOf(categoryOf(a.finding.type)) - CATEGORY_ORDER.indexOf(categoryOf(b.finding.type)) ||
        a.index - b.index,
    )
    .map(({ finding }) => finding);

  const weighted = weightedHealthScore({ freshness: freshness.score, seo: seo.score, readability: readability.score });
  const cap = healthScoreCap(findings.filter((f) => f.severity === 'error').length);
  const healthScore = Math.min(weighted, cap);
  const changedSources = context.changedSources?.length ?? 0;
  const status = decideStatus({
    healthScore,
    ageDays: freshness.ageDays,
    freshnessThresholdDays: context.freshnessThresholdDays,
    sourceChangedSinceUpdate: changedSources > 0,
    staleYearReadAsCurrent: findings.some((f) => f.type === 'freshness.stale_year'),
  });

  const issues: AnalysisIssue[] = findings.map((f) => ({ type: f.type, message: f.message, severity: f.severity }));
  return {
    healthScore,
    freshness: freshness.score,
    seoScore: seo.score,
    readability: readability.score,
    summary: summarise({
      status,
      seo: seo.score,
      readability: readability.score,
      ageDays: freshness.ageDays,
      threshold: context.freshnessThresholdDays,
      changedSources,
      findings,
    }),
    issues,
    recommendations: recommendationsFrom(findings),
    readingEase: { score: readability.fleschReadingEase, formula: readability.readingEaseFormula, language: readability.language },
    links: {
      checked: context.linksChecked ?? context.deadLinks?.length ?? 0,
      broken: context.deadLinks?.length ?? 0,
      redirected: context.linksRedirected ?? 0,
      skipped: context.linksSkipped ?? 0,
    },
    pageDate: { lastModified: page.dates.lastModified, source: page.dates.lastModifiedSource },
    language: page.language,
    status,
    details: {
      fleschReadingEase: readability.fleschReadingEase,
      fleschLabel: readability.fleschLabel,
      ageDays: freshness.ageDays,
      lastModified: page.dates.lastModified,
      lastModifiedSource: page.dates.lastModifiedSource,
      wordCount: page.wordCount,
      weights: { ...HEALTH_WEIGHTS },
      weightedScore: weighted,
      healthScoreCap: cap,
      freshness: { ageScore: freshness.ageScore, deductions: freshness.deductions, thresholdDays: context.freshnessThresholdDays },
      seo: { checks: seo.checks },
      readability: { sentences: readability.sentences, words: readability.words, assessments: readability.assessments },
      links: {
        checked: context.linksChecked ?? context.deadLinks?.length ?? 0,
        dead: context.deadLinks?.length ?? 0,
        redirected: context.linksRedirected ?? 0,
        skipped: context.linksSkipped ?? 0,
      },
      changedSources,
    },
  };
}

/** One recommendation per distinct action (at most 3 per issue type), most urgent first. */
function recommendationsFrom(findings: Finding[]): AnalysisRecommendation[] {
  const seen = new Set<string>();
  const perType = new Map<string, number>();
  const out: (AnalysisRecommendation & { order: number })[] = [];
  findings.forEach((finding, order) => {
    const count = perType.get(finding.type) ?? 0;
    if (seen.has(finding.recommendation) || count >= 3) return;
    seen.add(finding.recommendation);
    perType.set(finding.type, count + 1);
    out.push({ type: finding.type, message: finding.recommendation, priority: finding.priority ?? PRIORITY_OF[finding.severity], order });
  });
  return out
    .sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || a.order - b.order)
    .map(({ order: _order, ...recommendation }) => recommendation);
}

interface SummaryInput {
  status: ContentStatus;
  seo: number;
  readability: number;
  ageDays: number | null;
  threshold: number;
  changedSources: number;
  findings: Finding[];
}

/** One sentence: the verdict, then what the issues amount to ('Fresh and well optimised; 2 minor readability points.'). */
export function summarise(input: SummaryInput): string {
  const { status, seo, readability, ageDays, threshold, changedSources, findings } = input;
  const weakSeo = seo < 80;
  const weakReading = readability < 70;
  const age = ageDays === null ? null : `last changed ${humanAge(ageDays)}`;
  let verdict: string;
  if (status === 'fresh') {
    verdict =
      !weakSeo && !weakReading
        ? 'Fresh and well optimised'
        : weakSeo && weakReading
          ? 'Fresh, but the SEO and readability need work'
          : weakSeo
            ? 'Fresh, but the SEO needs work'
            : 'Fresh, but hard to read';
  } else {
    const reasons: string[] = [];
    if (ageDays !== null && ageDays > threshold) reasons.push(age!);
    if (changedSources > 0) reasons.push(changedSources === 1 ? 'a source changed' : `${changedSources} sources changed`);
    if (reasons.length === 0) {
      const errorCategories = [...new Set(findings.filter((f) => f.severity === 'error').map((f) => categoryOf(f.type)))];
      if (errorCategories.includes('seo')) reasons.push('serious SEO problems');
      if (errorCategories.includes('freshness')) reasons.push('broken links');
      if (reasons.length === 0)
        reasons.push(weakSeo && weakReading ? 'weak SEO and readability' : weakSeo ? 'weak SEO' : weakReading ? 'hard to read' : 'a low health score');
    }
    verdict = `${status === 'outdated' ? 'Outdated' : 'Needs an update'} (${reasons.join(', ')})`;
  }
  return `${verdict}; ${issueCounts(findings)}.`;
}

function issueCounts(findings: Finding[]): string {
  if (findings.length === 0) return 'no problems found';
  const bySeverity = (severity: Finding['severity']) => findings.filter((f) => f.severity === severity);
  const about = (list: Finding[]) => {
    const categories = [...new Set(list.map((f) => categoryOf(f.type)))];
    return categories.length === 1 ? `${categories[0] === 'seo' ? 'SEO' : categories[0]} ` : '';
  };
  const parts: string[] = [];
  const errors = bySeverity('error');
  const warnings = bySeverity('warning');
  const infos = bySeverity('info');
  if (errors.length) parts.push(plural(errors.length, `serious ${about(errors)}problem`, `serious ${about(errors)}problems`));
  if (warnings.length) parts.push(plural(warnings.length, `${about(warnings)}warning`, `${about(warnings)}warnings`));
  if (infos.length) parts.push(plural(infos.length, `minor ${about(infos)}point`, `minor ${about(infos)}points`));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
}
