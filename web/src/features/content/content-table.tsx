import { type ContentItem, describeSchedule, humanize } from '@freshwatch/contracts';
import { Activity, Eye, GitCompareArrows, Loader2, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/utils';
import { HealthBar, StatusBadge } from './content-badges';
import { StatusHelp } from './status-help';
import { useRowSelection } from '@/components/ui/use-row-selection';

export interface ContentTableProps {
  items: ContentItem[];
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
}

export function ContentTable(props: ContentTableProps) {
  const { items, selected, onSelectedChange, onView, onAnalyze, onRunAnalysis, onEdit, onDelete, comparingIds, runningIds, deletingId } = props;
  const { allState, toggle, toggleAll } = useRowSelection(items, selected, onSelectedChange);

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <Checkbox
              aria-label="Select all"
              checked={allState}
              disabled={items.length === 0}
              onCheckedChange={(on) => toggleAll(on === true)}
            />
          </TableHead>
          <TableHead>Title</TableHead>
          <TableHead>
            <span className="inline-flex items-center gap-1">
              Status
              <StatusHelp />
            </span>
          </TableHead>
          <TableHead>Health Score</TableHead>
          <TableHead>Schedule</TableHead>
          <TableHead>Last Updated</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.length === 0 ? (
          <TableRow>
            <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
              No content items found. Add some content to get started.
            </TableCell>
          </TableRow>
        ) : (
          items.map((item) => {
            const comparing = comparingIds.has(item.id);
            const running = runningIds.has(item.id);
            const deleting = deletingId === item.id;
            return (
              <TableRow key={item.id} data-state={selected.has(item.id) ? 'selected' : undefined}>
                <TableCell>
                  <Checkbox aria-label={`Select ${item.title}`} checked={selected.has(item.id)} onCheckedChange={(on) => toggle(item.id, on === true)} />
                </TableCell>
                <TableCell>
                  {/* The width limit sits on the text, not the cell: tables ignore max-width on cells. */}
                  <div className="max-w-56 truncate font-medium xl:max-w-xs" title={item.title}>
                    {item.title}
                  </div>
                  <div className="text-xs capitalize text-muted-foreground">{humanize(item.contentType)}</div>
                </TableCell>
                <TableCell>
                  <StatusBadge status={item.status} />
                </TableCell>
                <TableCell>
                  <HealthBar score={item.healthScore} />
                </TableCell>
                <TableCell className="text-sm">{describeSchedule(item.checkSchedule)}</TableCell>
                <TableCell className="text-sm">{formatDate(item.lastUpdated)}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-0.5">
                    <Button variant="ghost" size="icon" aria-label="View" onClick={() => onView(item)}>
                      <Eye />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label="Analyze"
                      title="Analyze: compare with the source URLs"
                      disabled={comparing || deleting}
                      aria-busy={comparing}
                      onClick={() => onAnalyze(item)}
                    >
                      {comparing ? <Loader2 className="animate-spin" /> : <GitCompareArrows />}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label="Run analysis"
                      title="Run analysis: fetch and score the page now"
                      disabled={running || deleting}
                      aria-busy={running}
                      onClick={() => onRunAnalysis(item)}
                    >
                      {running ? <Loader2 className="animate-spin" /> : <Activity />}
                    </Button>
                    <Button variant="ghost" size="icon" aria-label="Edit" onClick={() => onEdit(item)}>
                      <Pencil />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label="Delete" disabled={deleting || comparing || running} onClick={() => onDelete(item)}>
                      <Trash2 />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
