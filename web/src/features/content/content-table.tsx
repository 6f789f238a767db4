import type { ContentItem, ContentSort } from '@freshwatch/contracts';
import { describeNextCheck } from '@freshwatch/contracts/time-zone';
import { describeSchedule } from '@freshwatch/contracts/schedule';
import { humanize } from '@freshwatch/contracts/enums';
import type * as React from 'react';
import { Activity, Eye, GitCompareArrows, Pencil, Trash2 } from 'lucide-react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import type { SortState } from '@/components/data-table/use-paged-list';
import { useMediaQuery } from '@/lib/use-media-query';
import { formatDate } from '@/lib/dates';
import { ContradictionMarker } from './content-badges';
import { CheckFailure, ItemHealth, ItemStateBadge, useIsChecking } from './item-state';
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
  /** The row's analyze button: compares the item's source URLs (POST /compare). */
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
  const wide = useMediaQuery('(min-width: 1440px)');
  const compact = useMediaQuery('(min-width: 640px)');
  const {
    items,
    loading,
    sort,
    selected,
    onSelectedChange,
    onView,
    onAnalyze,
    onRunAnalysis,
    onEdit,
    onDelete,
    comparingIds,
    runningIds,
    deletingId,
    timeZone,
    readOnly,
  } = props;
  const isChecking = useIsChecking();

  // Three layouts, so that the table never scrolls sideways. From 1440 px every column has its own (at 1280 and
  // 1366 px, beside the side bar, six columns and five action buttons do not fit once a row reads "Not Checked Yet"
  // or "Check Failed" with its reason); narrower, Schedule, Next Check and Last Updated stack under the title,
  // Status over the health bar; on a phone all of it stacks under the title. Every row keeps its actions (below
  // 1280 px in its menu).
  const title = (item: ContentItem, truncate: string) => (
    <>
      {/* The width limit sits on the text, not the cell: tables ignore max-width on cells. */}
      <div className="flex items-center gap-1.5">
        {/* A standing AI verdict stays marked until a later comparison clears it. */}
        {item.contradiction && <ContradictionMarker />}
        <div className={`truncate font-medium ${truncate}`} title={item.title}>
          {item.title}
        </div>
      </div>
      <div className="text-xs capitalize text-muted-foreground">{humanize(item.contentType)}</div>
    </>
  );
  const statusHeader = (
    <span className="inline-flex items-center gap-1">
      Status
      <StatusHelp />
    </span>
  );
  const details = (item: ContentItem, withHealth: boolean) => (
    <>
      {withHealth && (
        <div className="mt-1.5">
          <StatusAndHealth item={item} checking={isChecking(item)} timeZone={timeZone} />
        </div>
      )}
      <dl className="mt-1 grid gap-0.5 text-xs text-muted-foreground">
        <Detail term="Schedule">{describeSchedule(item.checkSchedule)}</Detail>
        <Detail term="Next Check">{describeNextCheck(item.nextCheckAt, timeZone)}</Detail>
        <Detail term="Last Updated">{formatDate(item.lastUpdated)}</Detail>
      </dl>
    </>
  );

  const wideColumns: DataTableColumn<ContentItem>[] = [
    { key: 'title', header: 'Title', sortBy: 'title', cell: (item) => title(item, 'max-w-40 min-[1500px]:max-w-56 2xl:max-w-xs') },
    {
      key: 'status',
      header: statusHeader,
      cell: (item) => (
        <div className="grid max-w-48 justify-items-start gap-1">
          <ItemStateBadge item={item} checking={isChecking(item)} />
          <CheckFailure item={item} timeZone={timeZone} />
        </div>
      ),
    },
    { key: 'health', header: 'Health Score', sortBy: 'health', cell: (item) => <ItemHealth item={item} /> },
    { key: 'schedule', header: 'Schedule', cellClassName: 'text-sm', cell: (item) => describeSchedule(item.checkSchedule) },
    { key: 'next', header: 'Next Check', cellClassName: 'text-sm', cell: (item) => describeNextCheck(item.nextCheckAt, timeZone) },
    { key: 'updated', header: 'Last Updated', sortBy: 'lastUpdated', cellClassName: 'text-sm', cell: (item) => formatDate(item.lastUpdated) },
  ];
  const compactColumns: DataTableColumn<ContentItem>[] = [
    {
      key: 'title',
      header: 'Title',
      sortBy: 'title',
      cell: (item) => (
        <>
          {title(item, 'max-w-32 lg:max-w-56')}
          {details(item, false)}
        </>
      ),
    },
    {
      key: 'health',
      header: 'Health Score',
      sortBy: 'health',
      cell: (item) => <StatusAndHealth item={item} checking={isChecking(item)} timeZone={timeZone} />,
    },
  ];
  const phoneColumns: DataTableColumn<ContentItem>[] = [
    {
      key: 'title',
      header: 'Title',
      sortBy: 'title',
      cell: (item) => (
        <>
          {title(item, 'max-w-40')}
          {details(item, true)}
        </>
      ),
    },
  ];

  const columns: DataTableColumn<ContentItem>[] = [
    ...(wide ? wideColumns : compact ? compactColumns : phoneColumns),
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
      sort={sort}
      selection={readOnly ? undefined : { selected, onSelectedChange, rowLabel: (item) => item.title }}
      emptyMessage="No content items found. Add some content to get started."
    />
  );
}

/** One line of a row's stacked details: 'Schedule: Daily at 09:00'. */
function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt>{term}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Status over the health bar (or why the last check failed), where the two share a column. */
function StatusAndHealth({ item, checking, timeZone }: { item: ContentItem; checking: boolean; timeZone: string }) {
  return (
    <div className="grid max-w-48 justify-items-start gap-1.5">
      <ItemStateBadge item={item} checking={checking} />
      <ItemHealth item={item} />
      <CheckFailure item={item} timeZone={timeZone} />
    </div>
  );
}
