import type { ContentItem } from '@freshwatch/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Download, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { DataTableFooter } from '@/components/data-table/data-table-footer';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useTableFilters } from '@/components/data-table/use-table-filters';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageUsage } from '@/features/billing/page-usage';
import { downloadFrom } from '@/lib/download';
import { useWorkspaceTimeZone } from '@/features/settings/settings-queries';
import { useCan } from '@/features/team/use-can';
import { BulkRefreshStatus, RefreshAllButton } from './bulk-refresh/bulk-refresh';
import { CONTENT_TABLE_FILTERS } from './content-filters';
import { contentExportPath, contentItemsQueryOptions } from './content-queries';
import { ContentTable } from './content-table';
import { ContentFormDialog } from './form/content-form-dialog';
import { ImportDialog } from './import-dialog';
import { useContentActions } from './use-content-actions';
import { ViewContentDialog } from './view-content-dialog';

// The view dialog keeps the item's id, not a copy: after 'Run analysis' it shows the reloaded item.
type OpenDialog = { kind: 'add' } | { kind: 'import' } | { kind: 'view'; id: string } | { kind: 'edit'; item: ContentItem } | null;

/** /content: every monitored item, with search, filters, row actions, add/import/export. One page only (brief, section 9). */
export function ContentPage() {
  const { data: items } = useSuspenseQuery(contentItemsQueryOptions());
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
  const { shown, search, filters } = useTableFilters(items, CONTENT_TABLE_FILTERS);
  const viewed = dialog?.kind === 'view' ? items.find((item) => item.id === dialog.id) : undefined;
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
          <DataTableToolbar search={{ label: 'Search content', placeholder: 'Search by title or URL...', ...search }} filters={filters} />

          <ContentTable
            items={shown}
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

          {/* Brief, section 9: the content table has one page only, so there is no way to another. */}
          <DataTableFooter shown={shown.length} total={items.length} pagination={{ page: 1, pageCount: 1 }} />
        </CardContent>
      </Card>

      {dialog?.kind === 'add' && <ContentFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <ContentFormDialog item={dialog.item} onClose={close} />}
      {viewed && <ViewContentDialog item={viewed} onClose={close} />}
      {dialog?.kind === 'import' && <ImportDialog onClose={close} />}
    </main>
  );
}
