import type { HealthDay } from '@freshwatch/contracts';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Average health per day over the range; days without analyses leave a gap rather than a made-up point. */
export function HealthByDayChart({ days }: { days: HealthDay[] }) {
  const analysed = days.filter((d) => d.averageHealthScore !== null);
  const summary =
    analysed.length === 0
      ? 'No analyses in this range.'
      : `Average health per day, ${analysed.length} of ${days.length} days with analyses, from ${analysed[0].averageHealthScore}% on ${analysed[0].day} to ${analysed[analysed.length - 1].averageHealthScore}% on ${analysed[analysed.length - 1].day}.`;
  return (
    <figure className="grid gap-2">
      <div role="img" aria-label={summary} className="h-64 w-full">
        {/* A first size before the container is measured (and where nothing measures it, as in tests). */}
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 256 }}>
          <LineChart data={days} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-muted" />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
            <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} width={36} />
            <Tooltip formatter={(value) => [`${value}%`, 'Average health']} />
            <Line
              type="monotone"
              dataKey="averageHealthScore"
              stroke="currentColor"
              className="text-primary"
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
