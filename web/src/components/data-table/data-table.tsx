import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useDeferredValue, useRef } from 'react';
import type * as React from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { rowSelection } from './row-selection';
import type { ColumnSort } from './use-paged-list';

export interface DataTableColumn<Row> {
  /** Tells the columns apart (React keys). */
  key: string;
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  headClassName?: string;
  cellClassName?: string;
  /** The server's sort field for this column: its header becomes a button that sorts by it. */
  sortBy?: string;
}

/** A select column: a checkbox per row and one in the header for all shown rows. The page holds the selection, so it outlives filtering. */
interface RowSelection<Row> {
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** Names a row's checkbox for assistive technology: 'Select <label>'. */
  rowLabel: (row: Row) => string;
}

interface DataTableProps<Row extends { id: string }> {
  rows: Row[];
  columns: DataTableColumn<Row>[];
  selection?: RowSelection<Row>;
  /** Names the table for assistive technology, when no heading beside it does. */
  label?: string;
  /** The one row shown when there are no rows; without it, an empty table is its header alone. */
  emptyMessage?: React.ReactNode;
  /** While the rows are still on their way: one row saying so instead of the empty message. */
  loading?: boolean;
  loadingMessage?: string;
  /** The list's sort, for the columns with `sortBy`. */
  sort?: ColumnSort;
  /** Pages longer than this render only the rows in view (and a few around them). */
  virtualizeFrom?: number;
  /** The height of one row, for the virtualised body's first estimate (each row is measured once shown). */
  estimatedRowHeight?: number;
}

/** Below this many rows every row is rendered: the browser lays out a page of 50 faster than it scrolls a virtual one. */
export const VIRTUALIZE_FROM = 100;

/**
 * How many rows a table draws at once when it gets rows: the rest follow in a render that yields to the browser
 * (useDeferredValue). /content's page of 50 rich rows drawn in one go was a task of over a second on a slow phone
 * (Lighthouse's Total Blocking Time), and it held back the paint of the page's heading (its Largest Contentful
 * Paint) until every row was ready.
 */
export const FIRST_ROWS = 10;

/** A screen's list as a table: the columns it is given, an optional select column, and a row for empty and loading. */
export function DataTable<Row extends { id: string }>({
  rows,
  columns,
  selection,
  label,
  emptyMessage,
  loading = false,
  loadingMessage = 'Loading...',
  sort,
  virtualizeFrom = VIRTUALIZE_FROM,
  estimatedRowHeight = 72,
}: DataTableProps<Row>) {
  const columnCount = columns.length + (selection ? 1 : 0);
  const shown = loading ? [] : rows;
  const select = selection && rowSelection(shown, selection.selected, selection.onSelectedChange);
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = shown.length > virtualizeFrom;
  // A count, not the rows: a deferred value must keep its identity between renders, and `rows` is often a fresh [].
  const deferredCount = useDeferredValue(shown.length, FIRST_ROWS);
  const drawn = shown.slice(0, Math.max(Math.min(deferredCount, shown.length), Math.min(shown.length, FIRST_ROWS)));

  const renderRow = (row: Row, props: React.HTMLAttributes<HTMLTableRowElement> & { ref?: React.Ref<HTMLTableRowElement> } = {}) => {
    const selected = selection?.selected.has(row.id) ?? false;
    return (
      <TableRow key={row.id} data-state={selected ? 'selected' : undefined} {...props}>
        {selection && select && (
          <TableCell>
            <Checkbox aria-label={`Select ${selection.rowLabel(row)}`} checked={selected} onCheckedChange={(on) => select.toggle(row.id, on === true)} />
          </TableCell>
        )}
        {columns.map((column) => (
          <TableCell key={column.key} className={column.cellClassName}>
            {column.cell(row)}
          </TableCell>
        ))}
      </TableRow>
    );
  };

  return (
    // A virtualised body scrolls inside the table's own box, its header kept in view.
    <Table aria-label={label} containerRef={scroller} containerClassName={virtual ? 'max-h-[70vh]' : undefined}>
      <TableHeader className={virtual ? 'sticky top-0 z-10 bg-card' : undefined}>
        <TableRow>
          {select && (
            <TableHead className="w-10">
              <Checkbox
                aria-label="Select all"
                checked={select.allState}
                disabled={shown.length === 0}
                onCheckedChange={(on) => select.toggleAll(on === true)}
              />
            </TableHead>
          )}
          {columns.map((column) => (
            <SortableHead key={column.key} column={column} sort={sort} />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading ? (
          <MessageRow columnCount={columnCount}>
            <Spinner label={loadingMessage} showLabel className="justify-center" />
          </MessageRow>
        ) : shown.length === 0 ? (
          emptyMessage !== undefined && <MessageRow columnCount={columnCount}>{emptyMessage}</MessageRow>
        ) : virtual ? (
          <VirtualRows rows={shown} scroller={scroller} columnCount={columnCount} estimatedRowHeight={estimatedRowHeight} renderRow={renderRow} />
        ) : (
          drawn.map((row) => renderRow(row))
        )}
      </TableBody>
    </Table>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; with `sortBy` and a sort, a button that sorts by the column (again: the other way round). */
function SortableHead<Row>({ column, sort }: { column: DataTableColumn<Row>; sort?: ColumnSort }) {
  if (!column.sortBy || !sort) {
    return <TableHead className={column.headClassName}>{column.header}</TableHead>;
  }
  const active = sort.sort === column.sortBy;
  const Icon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  const sortBy = column.sortBy;
  return (
    <TableHead className={column.headClassName} aria-sort={active ? ARIA_SORT[sort.order] : undefined}>
      <button
        type="button"
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        // The column's sortBy is one of the list's sorts: the screen names both.
        onClick={() => sort.toggle(sortBy as never)}
      >
        {column.header}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </TableHead>
  );
}

/**
 * Only the rows in view and a few around them, between two spacer rows that keep the scroll height of all: a page
 * of 200 rich rows stays as quick to scroll as one of 20.
 */
function VirtualRows<Row extends { id: string }>({
  rows,
  scroller,
  columnCount,
  estimatedRowHeight,
  renderRow,
}: {
  rows: Row[];
  scroller: React.RefObject<HTMLDivElement | null>;
  columnCount: number;
  estimatedRowHeight: number;
  renderRow: (row: Row, props: React.HTMLAttributes<HTMLTableRowElement> & { ref?: React.Ref<HTMLTableRowElement> }) => React.ReactNode;
}) {
  // TanStack Virtual returns functions that the React Compiler cannot memoize; this app is not compiled by it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 8,
    // Before the scroll box is measured, its height is the 70vh it is given: the first paint shows the right rows.
    initialRect: { width: 0, height: Math.round(window.innerHeight * 0.7) },
    getItemKey: (index) => rows[index].id,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0].start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {before > 0 && <SpacerRow height={before} columnCount={columnCount} />}
      {items.map((item) =>
        renderRow(rows[item.index], { ref: virtualizer.measureElement, 'data-index': item.index } as React.HTMLAttributes<HTMLTableRowElement>),
      )}
      {after > 0 && <SpacerRow height={after} columnCount={columnCount} />}
    </>
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columnCount} className="p-0" />
    </tr>
  );
}

function MessageRow({ columnCount, children }: { columnCount: number; children: React.ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columnCount} className="py-10 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}
