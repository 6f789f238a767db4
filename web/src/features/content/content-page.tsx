import type { ContentItem } from '@freshwatch/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Download, Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/features/common/select-field';
import { BulkRefreshStatus, RefreshAllButton } from './bulk-refresh/bulk-refresh';
import { type ContentFilters, filterContentItems, NO_FILTERS, STATUS_FILTERS, TYPE_FILTERS } from './content-filters';
import { contentItemsQueryOptions } from './content-queries';
import { ContentTable } from './content-table';
import { downloadContentCsv } from './export-csv';
import { ContentFormDialog } from './form/content-form-dialog';
import { ImportDialog } from './import-dialog';
import { useContentActions } from './use-content-actions';
import { ViewContentDialog } from './view-content-dialog';

const STATUS_OPTIONS = STATUS_FILTERS.map((value) => ({
  value,
  label: { all: 'All Status', fresh: 'Fresh', needs_update: 'Needs Update', outdated: 'Outdated' }[value],
}));
const TYPE_OPTIONS = TYPE_FILTERS.map((value) => ({
  value,
  label: { all: 'All Types', blog_post: 'Blog Post', page: 'Page', product: 'Product' }[value],
}));

// The view dialog keeps the item's id, not a copy: after 'Run analysis' it shows the reloaded item.
type OpenDialog = { kind: 'add' } | { kind: 'import' } | { kind: 'view'; id: string } | { kind: 'edit'; item: ContentItem } | null;

/** /content: every monitored item, with search, filters, row actions, add/import/export. One page only (brief, section 9). */
export function ContentPage() {
  const { data: items } = useSuspenseQuery(contentItemsQueryOptions());
  const [filters, setFilters] = useState<ContentFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // /content?add=true (the /dashboard's Add Content) opens the add dialog straight away.
  const search: { add?: boolean } = useSearch({ strict: false });
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(() => (search.add ? { kind: 'add' } : null));
  const actions = useContentActions();
  const shown = useMemo(() => filterContentItems(items, filters), [items, filters]);
  const viewed = dialog?.kind === 'view' ? items.find((item) => item.id === dialog.id) : undefined;
  const close = () => {
    setDialog(null);
    // Forget the request, so a reload or Back does not open the dialog again.
    if (search.add) void navigate({ to: '.', search: {}, replace: true });
  };

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Content Table</h1>
          <p className="text-muted-foreground">Manage and monitor all your content</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RefreshAllButton items={items} />
          <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
            <Upload aria-hidden />
            Import
          </Button>
          <Button variant="outline" onClick={() => downloadContentCsv(shown)}>
            <Download aria-hidden />
            Export
          </Button>
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <Plus aria-hidden />
            Add Content
          </Button>
        </div>
      </div>

      <BulkRefreshStatus />

      <Card>
        <CardContent className="grid gap-4 pt-6">
          <div className="flex flex-wrap items-end gap-4">
            <SearchField
              label="Search content"
              placeholder="Search by title or URL..."
              className="min-w-56 flex-1"
              value={filters.search}
              onChange={(search) => setFilters({ ...filters, search })}
            />
            <SelectField
              label="Status filter"
              hideLabel
              className="w-44"
              value={filters.status}
              options={STATUS_OPTIONS}
              onChange={(status) => setFilters({ ...filters, status })}
            />
            <SelectField
              label="Type filter"
              hideLabel
              className="w-44"
              value={filters.type}
              options={TYPE_OPTIONS}
              onChange={(type) => setFilters({ ...filters, type })}
            />
          </div>

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
          />

          <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm text-muted-foreground">
              Showing {shown.length} of {items.length} results
            </p>
            <div className="flex items-center gap-2">
              <Button variant="outline" size="sm" disabled>
                Previous
              </Button>
              <Button size="sm" aria-current="page" aria-label="Page 1">
                1
              </Button>
              <Button variant="outline" size="sm" disabled>
                Next
              </Button>
            </div>
          </nav>
        </CardContent>
      </Card>

      {dialog?.kind === 'add' && <ContentFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <ContentFormDialog item={dialog.item} onClose={close} />}
      {viewed && <ViewContentDialog item={viewed} onClose={close} />}
      {dialog?.kind === 'import' && <ImportDialog onClose={close} />}
    </main>
  );
}
