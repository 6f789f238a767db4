import type { ContentItem, ContentSort } from '@freshwatch/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Download, Plus, Upload } from 'lucide-react';
import { Suspense, useState } from 'react';
import { DataTableFooter } from '@/components/data-table/data-table-footer';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageUsage } from '@/features/billing/page-usage';
import { downloadFrom } from '@/lib/download';
import { useWorkspaceTimeZone } from '@/features/settings/settings-queries';
import { useCan } from '@/features/team/use-can';
import { BulkRefreshStatus, RefreshAllButton } from './bulk-refresh/bulk-refresh';
import { CONTENT_TABLE_FILTERS } from './content-filters';
import { CONTENT_LIST_PATH, CONTENT_PAGES_KEY, contentExportPath, contentItemQueryOptions } from './content-queries';
import { ContentTable } from './content-table';
import { ContentFormDialog, ImportDialog, ViewContentDialog } from './content-dialogs';
import { useContentActions } from './use-content-actions';

// The view dialog keeps the item's id, not a copy: after 'Run analysis' it shows the reloaded item.
type OpenDialog = { kind: 'add' } | { kind: 'import' } | { kind: 'view'; id: string } | { kind: 'edit'; item: ContentItem } | null;

/**
 * /content: every monitored item, with search, filters, sort, row actions, add/import/export. Paged by the server
 * (a workspace may hold 100,000 items), rather than one page of every item.
 */
export function ContentPage() {
  const list = usePagedList<ContentItem, ContentSort>({ queryKey: CONTENT_PAGES_KEY, path: CONTENT_LIST_PATH, filters: CONTENT_TABLE_FILTERS });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // /content?add=true (the /dashboard's Add Content) opens the add dialog straight away; /content?item=<id> (the
  // WordPress plugin's 'Open in Freshwatch') that item's view dialog.
  const requested: { add?: boolean; item?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(() => (requested.add ? { kind: 'add' } : requested.item ? { kind: 'view', id: requested.item } : null));
  const actions = useContentActions();
  // Viewers and auditors read: no Add, Import, Refresh, Analyze, Edit or Delete (the server would refuse them).
  const canWrite = useCan('content:write');
  const timeZone = useWorkspaceTimeZone();
  // The viewed item as the page shows it; an item asked for by link (?item=<id>) may be on no page shown, so it is
  // loaded on its own.
  const viewedId = dialog?.kind === 'view' ? dialog.id : undefined;
  const onPage = viewedId ? list.rows.find((item) => item.id === viewedId) : undefined;
  const single = useQuery({ ...contentItemQueryOptions(viewedId ?? ''), enabled: viewedId !== undefined && !onPage && !list.loading });
  const viewed = onPage ?? (viewedId ? single.data : undefined);
  const close = () => {
    setDialog(null);
    // Forget the request, so a reload or Back does not open the dialog again.
    if (requested.add || requested.item) void navigate({ to: '.', search: {}, replace: true });
  };

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Content Table</h1>
          <p className="text-muted-foreground">Manage and monitor all your content</p>
          <PageUsage />
        </div>
        <div className="flex flex-wrap gap-2">
          {canWrite && <RefreshAllButton />}
          {canWrite && (
            <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
              <Upload aria-hidden />
              Import
            </Button>
          )}
          <Button variant="outline" onClick={() => downloadFrom(contentExportPath('csv'))}>
            <Download aria-hidden />
            Export
          </Button>
          {canWrite && (
            <Button onClick={() => setDialog({ kind: 'add' })}>
              <Plus aria-hidden />
              Add Content
            </Button>
          )}
        </div>
      </div>

      <BulkRefreshStatus />

      <Card>
        <CardContent className="grid gap-4 pt-6">
          <DataTableToolbar search={{ label: 'Search content', placeholder: 'Search by title or URL...', ...list.search }} filters={list.filters} />

          <ContentTable
            items={list.rows}
            loading={list.loading}
            sort={list.sort}
            selected={selected}
            onSelectedChange={setSelected}
            onView={(item) => setDialog({ kind: 'view', id: item.id })}
            onEdit={(item) => setDialog({ kind: 'edit', item })}
            onAnalyze={(item) => actions.compare(item.id)}
            onRunAnalysis={(item) => actions.runAnalysis(item.id)}
            onDelete={(item) => actions.confirmAndDelete(item.id)}
            comparingIds={actions.comparingIds}
            runningIds={actions.runningIds}
            deletingId={actions.deletingId}
            timeZone={timeZone}
            readOnly={!canWrite}
          />

          {list.error ? (
            <p role="alert" className="text-sm">
              The content could not be loaded: {list.error.message}
            </p>
          ) : (
            !list.loading && <DataTableFooter shown={list.rows.length} total={list.total} pagination={list.pagination} />
          )}
        </CardContent>
      </Card>

      {/* While a dialog's code arrives nothing shows; without this boundary the router would put its spinner in place of the screen. */}
      <Suspense fallback={null}>
        {dialog?.kind === 'add' && <ContentFormDialog onClose={close} />}
        {dialog?.kind === 'edit' && <ContentFormDialog item={dialog.item} onClose={close} />}
        {viewed && <ViewContentDialog item={viewed} onClose={close} />}
        {dialog?.kind === 'import' && <ImportDialog onClose={close} />}
      </Suspense>
    </main>
  );
}
