import { API_KEY_PREFIX, type ApiKey, DEFAULT_API_KEY_NAME, type IssuedApiKey } from '@freshwatch/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Plus, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { messageOf } from '@/lib/api';
import { formatShortDate } from '@/lib/dates';
import { CopyButton } from './copy-button';
import { apiKeysApi, apiKeysQueryOptions } from './plugin-queries';
import { useCan } from '@/features/team/use-can';

/** The keys the WordPress plugin signs in with: create one (shown once), see them all, revoke. */
export function ApiKeysCard() {
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeysQueryOptions());
  // A key acts with its member's role; viewers and auditors issue none.
  const canManage = useCan('api-keys:manage');
  const nameId = useId();
  const [name, setName] = useState('');
  // Held only while its dialog is open: once closed, the full key is gone for good.
  const [issued, setIssued] = useState<IssuedApiKey | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey });

  const create = useMutation({
    mutationFn: () => apiKeysApi.create(name),
    onSuccess: (key) => {
      setIssued(key);
      setName('');
      void reload();
    },
    onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to create API key.'), variant: 'destructive' }),
  });

  const revoke = useMutation({
    mutationFn: (key: ApiKey) => apiKeysApi.revoke(key.id),
    onSuccess: (_, key) => {
      toast({ title: 'API Key Revoked', description: `'${key.name}' no longer works.` });
      void reload();
    },
    onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to revoke API key.'), variant: 'destructive' }),
  });

  const confirmRevoke = (key: ApiKey) => {
    if (window.confirm(`Revoke the API key '${key.name}'? A plugin that uses it stops working at once.`)) revoke.mutate(key);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="h-5 w-5" aria-hidden />
          API Keys
        </CardTitle>
        <CardDescription>The WordPress plugin connects with one of these keys. Each key is shown once, when it is created.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {canManage && (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate();
            }}
          >
            <div className="grid min-w-56 flex-1 gap-2">
              <Label htmlFor={nameId}>Key name (optional)</Label>
              <Input id={nameId} maxLength={100} placeholder={DEFAULT_API_KEY_NAME} value={name} onChange={(e) => setName(e.target.value)} />
            </div>
            <Button type="submit" disabled={create.isPending}>
              <Plus aria-hidden />
              {create.isPending ? 'Creating...' : 'Create API Key'}
            </Button>
          </form>
        )}

        {keys.isPending ? (
          <Spinner label="Loading API keys..." />
        ) : keys.isError ? (
          <p role="alert" className="text-sm text-destructive">
            API keys could not be loaded: {keys.error.message}
          </p>
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API keys yet. Create one to connect the WordPress plugin.</p>
        ) : (
          <KeysTable keys={keys.data} revokingId={revoke.isPending ? revoke.variables.id : undefined} onRevoke={canManage ? confirmRevoke : undefined} />
        )}
      </CardContent>
      {issued && <IssuedKeyDialog issued={issued} onClose={() => setIssued(null)} />}
    </Card>
  );
}

function KeysTable({ keys, revokingId, onRevoke }: { keys: ApiKey[]; revokingId?: string; onRevoke?: (key: ApiKey) => void }) {
  const columns: DataTableColumn<ApiKey>[] = [
    { key: 'name', header: 'Name', cellClassName: 'font-medium', cell: (key) => key.name },
    {
      key: 'key',
      header: 'Key',
      cellClassName: 'font-mono text-xs',
      cell: (key) => (
        <>
          {API_KEY_PREFIX}
          {key.prefix}…
        </>
      ),
    },
    { key: 'created', header: 'Created', cellClassName: 'whitespace-nowrap text-sm', cell: (key) => formatShortDate(key.createdAt, 'Unknown') },
    { key: 'lastUsed', header: 'Last Used', cellClassName: 'whitespace-nowrap text-sm', cell: (key) => formatShortDate(key.lastUsedAt, 'Never') },
    {
      key: 'actions',
      header: 'Actions',
      headClassName: 'text-right',
      cellClassName: 'text-right',
      cell: (key) =>
        key.revokedAt ? (
          <Badge variant="secondary">Revoked {formatShortDate(key.revokedAt, '')}</Badge>
        ) : onRevoke ? (
          <Button variant="outline" size="sm" aria-label={`Revoke ${key.name}`} disabled={revokingId === key.id} onClick={() => onRevoke(key)}>
            {revokingId === key.id ? 'Revoking...' : 'Revoke'}
          </Button>
        ) : null,
    },
  ];
  return <DataTable rows={keys} columns={columns} />;
}

function IssuedKeyDialog({ issued, onClose }: { issued: IssuedApiKey; onClose: () => void }) {
  const keyId = useId();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your new API key</DialogTitle>
          <DialogDescription>Enter it in the Freshwatch settings of your WordPress site, together with the service domain.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={keyId}>{issued.name}</Label>
          <div className="flex gap-2">
            <Input id={keyId} readOnly value={issued.key} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
            <CopyButton text={issued.key} label="Copy API key" copiedMessage="API key copied to clipboard." />
          </div>
        </div>
        <p className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-200">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          Copy this key now. It won't be shown again: Freshwatch keeps only a fingerprint of it.
        </p>
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
