import type { ContentStats } from '@freshwatch/contracts';
import { AlertTriangle, CheckCircle2, FileText, HeartPulse, XCircle } from 'lucide-react';
import { StatCard } from './stat-card';

/**
 * The four numbers atop both dashboards. They share the first three; the home dashboard ends with the
 * average health score, the overview with the count of outdated items (brief, section 2).
 */
export function ContentStatCards({ stats, last }: { stats: ContentStats; last: 'health' | 'outdated' }) {
  return (
    <section aria-label="Content statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard title="Total Content" value={stats.total} icon={FileText} help="Every page, post and product Freshwatch monitors for you." />
      <StatCard title="Fresh Content" value={stats.fresh} icon={CheckCircle2} help="Items whose latest check found them up to date." />
      <StatCard title="Needs Update" value={stats.needsUpdate} icon={AlertTriangle} help="Items whose latest check found something to refresh." />
      {last === 'health' ? (
        <StatCard
          title="Health Score"
          value={`${Math.round(stats.averageHealthScore)}%`}
          icon={HeartPulse}
          help="The average health score of all your content, from 0 to 100 percent."
        />
      ) : (
        <StatCard title="Outdated" value={stats.outdated} icon={XCircle} help="Items whose latest check found them out of date." />
      )}
    </section>
  );
}
