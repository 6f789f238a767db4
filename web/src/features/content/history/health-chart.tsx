import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalysisSnapshot } from './history-model';
import { formatDate, formatDateTime } from '@/lib/dates';

const day = (iso: string) => formatDate(iso);

/**
 * The health score of every analysis over time. A fixed size rather than a responsive container: the dialog's
 * width is fixed, and a measured container draws nothing until it has been laid out.
 */
export function HealthChart({ snapshots }: { snapshots: AnalysisSnapshot[] }) {
  if (snapshots.length === 0) return <p className="text-sm text-muted-foreground">No analyses recorded yet.</p>;
  const data = snapshots.map((s) => ({
    at: s.occurredAt,
    healthScore: Math.round(s.healthScore),
  }));
  const first = data[0].healthScore;
  const last = data[data.length - 1].healthScore;
  return (
    <figure role="img" aria-label={`Health score chart: from ${first}% to ${last}% over ${data.length} analyses`} className="overflow-x-auto">
      <LineChart width={640} height={180} data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-muted" />
        <XAxis dataKey="at" tickFormatter={day} fontSize={12} />
        <YAxis domain={[0, 100]} fontSize={12} />
        <Tooltip labelFormatter={(label) => formatDateTime(String(label))} formatter={(value) => [`${value}%`, 'Health score']} />
        <Line type="monotone" dataKey="healthScore" stroke="var(--color-primary, #2563eb)" strokeWidth={2} dot isAnimationActive={false} />
      </LineChart>
    </figure>
  );
}
