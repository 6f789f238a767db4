import { csvRow, HEALTH_BUCKET_NAMES, type ContentReport, type ReportItem, type ReportStat } from '@freshwatch/contracts';

const COLUMNS = [
  'section',
  'name',
  'value',
  'previous',
  'changePercent',
  'id',
  'url',
  'contentType',
  'status',
  'freshness',
  'seoScore',
  'readability',
  'lastAnalyzed',
  'analyses',
] as const;
type Column = (typeof COLUMNS)[number];

/**
 * The report as one CSV table, a row per figure: the section says which part of the screen it is, `name` what it
 * counts (a stat, a bucket, a content type, a day, or an item's title), `value` the figure (a day's average
 * health, with its number of analyses).
 */
export function reportToCsv(report: ContentReport): string {
  const lines = [csvRow(COLUMNS)];
  const row = (section: string, name: string, value: number | null, extra: Partial<Record<Column, string | number | null>> = {}) =>
    lines.push(
      csvRow(COLUMNS.map((column) => (column === 'section' ? section : column === 'name' ? name : column === 'value' ? value : (extra[column] ?? null)))),
    );
  const stat = (name: string, s: ReportStat) => row('stats', name, s.value, { previous: s.previous, changePercent: s.changePercent });
  const item = (section: string, i: ReportItem) =>
    row(section, i.title, i.healthScore, {
      id: i.id,
      url: i.url,
      contentType: i.contentType,
      status: i.status,
      freshness: i.freshness,
      seoScore: i.seoScore,
      readability: i.readability,
      lastAnalyzed: i.lastAnalyzed,
    });

  row('range', `${report.range.from}..${report.range.to}`, report.range.days, { previous: report.previousRange.days });
  stat('totalContent', report.stats.totalContent);
  stat('averageHealthScore', report.stats.averageHealthScore);
  stat('contentAnalyzed', report.stats.contentAnalyzed);
  stat('statusChanges', report.stats.statusChanges);
  for (const bucket of HEALTH_BUCKET_NAMES) row('healthDistribution', bucket, report.healthDistribution[bucket]);
  for (const { contentType, count } of report.contentTypes) row('contentTypes', contentType, count);
  for (const i of report.topPerforming) item('topPerforming', i);
  for (const i of report.needingAttention) item('needingAttention', i);
  for (const i of report.detailedAnalysis) item('detailedAnalysis', i);
  for (const day of report.healthByDay) row('healthByDay', day.day, day.averageHealthScore, { analyses: day.analyses });
  return lines.join('');
}
