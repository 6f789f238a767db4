import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usageQueryOptions } from './settings-queries';
import { formatMonth } from '@/lib/dates';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

/** Real counts from the API (GET /api/usage), never placeholder figures. */
export function UsageCard() {
  const usage = useQuery(usageQueryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Usage This Month</CardTitle>
        {usage.data && <CardDescription>{formatMonth(usage.data.month)}</CardDescription>}
      </CardHeader>
      <CardContent>
        {usage.isPending ? (
          <Spinner label="Loading usage..." />
        ) : usage.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Usage could not be loaded: {usage.error.message}
          </p>
        ) : (
          <dl className="grid gap-3 text-sm">
            <UsageRow label="Analyses run" value={count.format(usage.data.analysesRun)} />
            <UsageRow label="AI calls" value={count.format(usage.data.aiCalls)} />
            <UsageRow label="Tokens" value={count.format(usage.data.tokens)} />
            <UsageRow label="Estimated cost" value={usd.format(usage.data.estimatedCostUsd)} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function UsageRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
