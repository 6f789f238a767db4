import { type ContentItem, type ContentSort, type ExportFormat, type HealthBand, humanize, isAnalysed, MAX_PAGE_LIMIT } from '@freshwatch/contracts';
import { Download, Eye } from 'lucide-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { DataTableFooter } from '@/components/data-table/data-table-footer';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { CONTENT_LIST_PATH, CONTENT_PAGES_KEY, contentExportPath } from '@/features/content/content-queries';
import { downloadFrom } from '@/lib/download';
import { ADVANCED_DATA_FILTERS, dataSizes, healthBadge } from './advanced-data-rules';
import { AdvancedDataDialog } from './advanced-data-dialog';

const BADGE_CLASS: Record<HealthBand, string> = {
  green: 'bg-green-100 text-green-800',
  blue: 'bg-blue-100 text-blue-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  red: 'bg-red-100 text-red-800',
};

function columns(onView: (item: ContentItem) => void): DataTableColumn<ContentItem>[] {
  return [
    {
      key: 'content',
      header: 'Content',
      sortBy: 'title',
      cell: (item) => (
        <div className="min-w-0 max-w-sm">
          <div className="truncate font-medium" title={item.title}>
            {item.title}
          </div>
          <div className="truncate text-sm text-muted-foreground" title={item.url}>
            {item.url}
          </div>
        </div>
      ),
    },
    { key: 'type', header: 'Type', cell: (item) => <span className="capitalize">{humanize(item.contentType)}</span> },
    {
      key: 'analysis',
      header: 'Analysis Status',
      // By when it was last analysed: never-analysed items sort as the oldest.
      sortBy: 'lastAnalyzed',
      cell: (item) => (isAnalysed(item) ? <Badge variant="default">Analyzed</Badge> : <Badge variant="outline">Not analyzed</Badge>),
    },
    {
      key: 'health',
      header: 'Health Score',
      sortBy: 'health',
      cell: (item) => {
        const { text, band } = healthBadge(item.analysis ? item.healthScore : null);
        return band ? (
          <Badge variant="outline" data-band={band} className={`border-transparent ${BADGE_CLASS[band]}`}>
            {text}
          </Badge>
        ) : (
          <span className="text-sm text-muted-foreground">{text}</span>
        );
      },
    },
    {
      key: 'size',
      header: 'Data Size',
      cell: (item) => {
        const sizes = dataSizes(item);
        return (
          <div className="grid text-xs text-muted-foreground">
            <span>Content: {sizes.content}</span>
            <span>Analysis: {sizes.analysis}</span>
          </div>
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      headClassName: 'text-right',
      cell: (item) => (
        <div className="flex justify-end">
          <Button variant="outline" size="sm" onClick={() => onView(item)}>
            <Eye aria-hidden />
            View
          </Button>
        </div>
      ),
    },
  ];
}

/**
 * /advanced-data: every item with its analysis data, paged, searched, filtered and sorted by the server in pages of
 * 200 (a long page renders only the rows in view), and the export of every item.
 */
export function AdvancedDataPage() {
  const list = usePagedList<ContentItem, ContentSort>({
    queryKey: CONTENT_PAGES_KEY,
    path: CONTENT_LIST_PATH,
    filters: ADVANCED_DATA_FILTERS,
    limit: MAX_PAGE_LIMIT,
  });
  const [viewedId, setViewedId] = useState<string | null>(null);
  const viewed = viewedId ? list.rows.find((item) => item.id === viewedId) : undefined;
  const exportAs = (format: ExportFormat) => downloadFrom(contentExportPath(format));

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Advanced Data</h1>
          <p className="text-muted-foreground">Detailed content data and analysis results</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => exportAs('json')}>
            <Download aria-hidden />
            Export JSON
          </Button>
          <Button variant="outline" onClick={() => exportAs('csv')}>
            <Download aria-hidden />
            Export CSV
          </Button>
        </div>
      </div>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <DataTableToolbar search={{ label: 'Search content', placeholder: 'Search content...', ...list.search }} filters={list.filters} />
          {list.error ? (
            <p role="alert" className="text-sm">
              The content could not be loaded: {list.error.message}
            </p>
          ) : (
            <DataTable
              rows={list.rows}
              columns={columns((item) => setViewedId(item.id))}
              loading={list.loading}
              sort={list.sort}
              emptyMessage="No content items found."
              estimatedRowHeight={64}
            />
          )}
          {!list.loading && !list.error && <DataTableFooter shown={list.rows.length} total={list.total} pagination={list.pagination} />}
        </CardContent>
      </Card>
      {viewed && <AdvancedDataDialog item={viewed} onClose={() => setViewedId(null)} />}
    </main>
  );
}
