import type { AiConnectionTest } from '@freshwatch/contracts';
import { useMutation } from '@tanstack/react-query';
import { Loader2, PlugZap } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { settingsApi } from './settings-queries';

type Connection = 'unknown' | 'connected' | 'failed';

const CONNECTION_LABEL: Record<Connection, string> = { unknown: 'Unknown', connected: 'Connected', failed: 'Failed' };
const CONNECTION_CLASS: Record<Connection, string> = {
  unknown: 'bg-muted text-muted-foreground',
  connected: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300',
};

/**
 * Connection Unknown/Connected/Failed, a Rate Limit, Last Test 'Just now'/'Never', Test Connection. The
 * result lives only as long as the page. The provider's rate limit is not tracked anywhere,
 * so it says so instead of showing a placeholder figure.
 */
export function ApiStatusCard({ beforeTest }: { beforeTest: () => Promise<unknown> }) {
  const [connection, setConnection] = useState<Connection>('unknown');
  const [result, setResult] = useState<AiConnectionTest | null>(null);
  const [tested, setTested] = useState(false);

  const test = useMutation({
    // Settings typed a moment ago are saved first, so the test uses what the form shows.
    mutationFn: async () => {
      await beforeTest();
      return settingsApi.testConnection();
    },
    onSuccess: (reply) => {
      setTested(true);
      setResult(reply);
      setConnection(reply.connected ? 'connected' : 'failed');
      if (reply.connected) toast({ title: 'OpenAI connection successful', description: reply.message });
      else toast({ title: 'OpenAI connection failed', description: reply.message, variant: 'destructive' });
    },
    onError: () => {
      setTested(true);
      setResult(null);
      setConnection('failed');
      toast({ title: 'Error', description: 'Failed to test OpenAI connection.', variant: 'destructive' });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>API Status</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm">
          <div className="flex items-center justify-between gap-2">
            <dt className="text-muted-foreground">Connection</dt>
            <dd>
              <Badge variant="outline" className={cn('border-transparent', CONNECTION_CLASS[connection])} data-connection={connection}>
                {CONNECTION_LABEL[connection]}
              </Badge>
            </dd>
          </div>
          <div className="flex items-center justify-between gap-2">
            <dt className="text-muted-foreground">Rate Limit</dt>
            <dd>Not tracked</dd>
          </div>
          <div className="flex items-center justify-between gap-2">
            <dt className="text-muted-foreground">Last Test</dt>
            <dd>{tested ? 'Just now' : 'Never'}</dd>
          </div>
          {result?.model && (
            <div className="flex items-center justify-between gap-2">
              <dt className="text-muted-foreground">Model</dt>
              <dd className="truncate">{result.model}</dd>
            </div>
          )}
        </dl>
        {result && <p className="text-sm text-muted-foreground">{result.message}</p>}
        <Button variant="outline" onClick={() => test.mutate()} disabled={test.isPending}>
          {test.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <PlugZap aria-hidden />}
          {test.isPending ? 'Testing...' : 'Test Connection'}
        </Button>
      </CardContent>
    </Card>
  );
}
