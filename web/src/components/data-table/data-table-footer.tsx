import { Button } from '@/components/ui/button';

export interface Pagination {
  /** 1 for the first page. */
  page: number;
  pageCount: number;
  /** Left out: there is no way back (or forth) from here. */
  onPrevious?: () => void;
  onNext?: () => void;
}

/** Below a table: how many rows show of how many there are ('Showing 2 of 5 results') and, with pages, the pager. */
export function DataTableFooter({ shown, total, noun = 'results', pagination }: { shown: number; total: number; noun?: string; pagination?: Pagination }) {
  const count = (
    <p className="text-sm text-muted-foreground">
      Showing {shown} of {total} {noun}
    </p>
  );
  if (!pagination) return count;
  const { page, pageCount, onPrevious, onNext } = pagination;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-4">
      {count}
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={!onPrevious || page <= 1} onClick={onPrevious}>
          Previous
        </Button>
        <Button size="sm" aria-current="page" aria-label={`Page ${page}`}>
          {page}
        </Button>
        <Button variant="outline" size="sm" disabled={!onNext || page >= pageCount} onClick={onNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}
