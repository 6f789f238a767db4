import type { ContentItem, ContentSort } from '@freshwatch/contracts';
import { describeNextCheck } from '@freshwatch/contracts/time-zone';
import { describeSchedule } from '@freshwatch/contracts/schedule';
import { humanize } from '@freshwatch/contracts/enums';
import { Activity, Eye, GitCompareArrows, Pencil, Trash2 } from 'lucide-react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import type { SortState } from '@/components/data-table/use-paged-list';
import { formatDate } from '@/lib/utils';
import { HealthBar, StatusBadge } from './content-badges';
import { StatusHelp } from './status-help';

interface ContentTableProps {
  items: ContentItem[];
  /** The first page is still on its way. */
  loading?: boolean;
  /** The server's sort: Title, Health Score and Last Updated sort by their header. */
  sort?: SortState<ContentSort>;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  onView: (item: ContentItem) => void;
  /** The brief's analyze button: compares the item's source URLs (POST /compare). */
  onAnalyze: (item: ContentItem) => void;
  /** Fetches and analyses the page now (POST /analyze). */
  onRunAnalysis: (item: ContentItem) => void;
  onEdit: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
  comparingIds: ReadonlySet<string>;
  runningIds: ReadonlySet<string>;
  deletingId?: string;
  /** The workspace's time zone: schedule times, and so next checks, are shown in it. */
  timeZone: string;
  /** Roles without content:write see View only, and no row selection. */
  readOnly?: boolean;
}

export function ContentTable(props: ContentTableProps) {
  const { items, loading, sort, selected, onSelectedChange, onView, onAnalyze, onRunAnalysis, onEdit, onDelete, comparingIds, runningIds, deletingId, timeZone, readOnly } =
    props;

  const columns: DataTableColumn<ContentItem>[] = [
    {
      key: 'title',
      header: 'Title',
      sortBy: 'title',
      cell: (item) => (
        <>
          {/* The width limit sits on the text, not the cell: tables ignore max-width on cells. */}
          <div className="max-w-40 truncate font-medium min-[1360px]:max-w-56 2xl:max-w-xs" title={item.title}>
            {item.title}
          </div>
          <div className="text-xs capitalize text-muted-foreground">{humanize(item.contentType)}</div>
        </>
      ),
    },
    {
      key: 'status',
      header: (
        <span className="inline-flex items-center gap-1">
          Status
          <StatusHelp />
        </span>
      ),
      cell: (item) => <StatusBadge status={item.status} />,
    },
    { key: 'health', header: 'Health Score', sortBy: 'health', cell: (item) => <HealthBar score={item.healthScore} /> },
    { key: 'schedule', header: 'Schedule', cellClassName: 'text-sm', cell: (item) => describeSchedule(item.checkSchedule) },
    { key: 'next', header: 'Next Check', cellClassName: 'text-sm', cell: (item) => describeNextCheck(item.nextCheckAt, timeZone) },
    { key: 'updated', header: 'Last Updated', sortBy: 'lastUpdated', cellClassName: 'text-sm', cell: (item) => formatDate(item.lastUpdated) },
    {
      key: 'actions',
      header: 'Actions',
      headClassName: 'text-right',
      cell: (item) => {
        const comparing = comparingIds.has(item.id);
        const running = runningIds.has(item.id);
        const deleting = deletingId === item.id;
        return (
          <RowActions
            menuLabel={`Actions for ${item.title}`}
            actions={[
              { label: 'View', icon: Eye, onClick: () => onView(item) },
              ...(readOnly
                ? []
                : [
                    {
                      label: 'Analyze',
                      icon: GitCompareArrows,
                      title: 'Analyze: compare with the source URLs',
                      disabled: comparing || deleting,
                      busy: comparing,
                      onClick: () => onAnalyze(item),
                    },
                    {
                      label: 'Run analysis',
                      icon: Activity,
                      title: 'Run analysis: fetch and score the page now',
                      disabled: running || deleting,
                      busy: running,
                      onClick: () => onRunAnalysis(item),
                    },
                    { label: 'Edit', icon: Pencil, onClick: () => onEdit(item) },
                    { label: 'Delete', icon: Trash2, disabled: deleting || comparing || running, onClick: () => onDelete(item) },
                  ]),
            ]}
          />
        );
      },
    },
  ];

  return (
    <DataTable
      rows={items}
      columns={columns}
      loading={loading}
      sort={sort as SortState<string> | undefined}
      selection={readOnly ? undefined : { selected, onSelectedChange, rowLabel: (item) => item.title }}
      emptyMessage="No content items found. Add some content to get started."
    />
  );
}
