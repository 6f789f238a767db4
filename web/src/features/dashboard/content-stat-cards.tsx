import type { ContentStats } from '@freshwatch/contracts';
import { AlertTriangle, CheckCircle2, FileText, HeartPulse, XCircle } from 'lucide-react';
import { FRESHNESS_THRESHOLD_NOTE, STATUS_RULE_TEXTS } from '@/features/content/analysis-rules';
import { StatCard } from '@/components/ui/stat-card';

/** A status card's help: which items it counts, by the rule the analyser applies (docs/analysis.md). */
const statusHelp = (rule: string) => `${rule} ${FRESHNESS_THRESHOLD_NOTE}`;

/**
 * Unchecked and failed pages count in no status (contracts' page-state.ts): the total says how many there are, so
 * that the status cards need not add up to it unexplained.
 */
function totalHelp({ notChecked, checkFailed }: ContentStats): string {
  const apart = notChecked + checkFailed > 0 ? ` Of them, ${notChecked} not checked yet and ${checkFailed} whose last check failed count in no status.` : '';
  return `Every page, post and product Freshwatch monitors for you.${apart}`;
}

/**
 * The four numbers atop both dashboards. They share the first three; the home dashboard ends with the
 * average health score, the overview with the count of outdated items.
 */
export function ContentStatCards({ stats, last }: { stats: ContentStats; last: 'health' | 'outdated' }) {
  return (
    <section aria-label="Content statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard title="Total Content" value={stats.total} icon={FileText} help={totalHelp(stats)} />
      <StatCard title="Fresh Content" value={stats.fresh} icon={CheckCircle2} help={statusHelp(`Fresh: ${STATUS_RULE_TEXTS.fresh}`)} />
      <StatCard
        title="Needs Update"
        value={stats.needsUpdate}
        icon={AlertTriangle}
        help={statusHelp(`Needs update (when not outdated): ${STATUS_RULE_TEXTS.needs_update}`)}
      />
      {last === 'health' ? (
        <StatCard
          title="Health Score"
          value={stats.averageHealthScore === null ? 'No data yet' : `${stats.averageHealthScore}%`}
          icon={HeartPulse}
          help="The average health score of your checked content, from 0 to 100 percent. Pages not checked yet, or whose last check failed, have no score and are not counted."
        />
      ) : (
        <StatCard title="Outdated" value={stats.outdated} icon={XCircle} help={statusHelp(`Outdated: ${STATUS_RULE_TEXTS.outdated}`)} />
      )}
    </section>
  );
}
