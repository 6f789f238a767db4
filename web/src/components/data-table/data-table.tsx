import type * as React from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { rowSelection } from './row-selection';

export interface DataTableColumn<Row> {
  /** Tells the columns apart (React keys). */
  key: string;
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  headClassName?: string;
  cellClassName?: string;
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
  /** The one row shown when there are no rows. */
  emptyMessage: React.ReactNode;
  /** While the rows are still on their way: one row saying so instead of the empty message. */
  loading?: boolean;
  loadingMessage?: string;
}

/** A screen's list as a table: the columns it is given, an optional select column, and a row for empty and loading. */
export function DataTable<Row extends { id: string }>({ rows, columns, selection, emptyMessage, loading = false, loadingMessage = 'Loading...' }: DataTableProps<Row>) {
  const columnCount = columns.length + (selection ? 1 : 0);
  const shown = loading ? [] : rows;
  const select = selection && rowSelection(shown, selection.selected, selection.onSelectedChange);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {select && (
            <TableHead className="w-10">
              <Checkbox aria-label="Select all" checked={select.allState} disabled={shown.length === 0} onCheckedChange={(on) => select.toggleAll(on === true)} />
            </TableHead>
          )}
          {columns.map((column) => (
            <TableHead key={column.key} className={column.headClassName}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading ? (
          <MessageRow columnCount={columnCount}>
            <Spinner label={loadingMessage} showLabel className="justify-center" />
          </MessageRow>
        ) : shown.length === 0 ? (
          <MessageRow columnCount={columnCount}>{emptyMessage}</MessageRow>
        ) : (
          shown.map((row) => {
            const selected = selection?.selected.has(row.id) ?? false;
            return (
              <TableRow key={row.id} data-state={selected ? 'selected' : undefined}>
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
          })
        )}
      </TableBody>
    </Table>
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
