import { type ContentItem, type ExportFormat, type HealthBand, humanize } from '@freshwatch/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download, Eye } from 'lucide-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { DataTableFooter } from '@/components/data-table/data-table-footer';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useTableFilters } from '@/components/data-table/use-table-filters';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { contentExportPath, contentItemsQueryOptions } from '@/features/content/content-queries';
import { downloadFrom } from '@/lib/download';
import { ADVANCED_DATA_FILTERS, dataSizes, healthBadge, isAnalyzed } from './advanced-data-rules';
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
      cell: (item) => (
        <div className="min-w-0 max-w-sm">
          <div className="truncate font-medium">{item.title}</div>
          <div className="truncate text-sm text-muted-foreground">{item.url}</div>
        </div>
      ),
    },
    { key: 'type', header: 'Type', cell: (item) => <span className="capitalize">{humanize(item.contentType)}</span> },
    {
      key: 'analysis',
      header: 'Analysis Status',
      cell: (item) => (isAnalyzed(item) ? <Badge variant="default">Analyzed</Badge> : <Badge variant="outline">Not analyzed</Badge>),
    },
    {
      key: 'health',
      header: 'Health Score',
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

/** /advanced-data: every item with its analysis data, searchable and filterable, and the full export. */
export function AdvancedDataPage() {
  const items = useQuery(contentItemsQueryOptions());
  const [viewedId, setViewedId] = useState<string | null>(null);
  const all = items.data ?? [];
  const { shown, search, filters } = useTableFilters(all, ADVANCED_DATA_FILTERS);
  const viewed = viewedId ? all.find((item) => item.id === viewedId) : undefined;
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
          <DataTableToolbar search={{ label: 'Search content', placeholder: 'Search content...', ...search }} filters={filters} />
          {items.isError ? (
            <p className="text-sm">The content could not be loaded: {items.error.message}</p>
          ) : (
            <DataTable rows={shown} columns={columns((item) => setViewedId(item.id))} loading={items.isPending} emptyMessage="No content items found." />
          )}
          {items.data && <DataTableFooter shown={shown.length} total={all.length} />}
        </CardContent>
      </Card>
      {viewed && <AdvancedDataDialog item={viewed} onClose={() => setViewedId(null)} />}
    </main>
  );
}
