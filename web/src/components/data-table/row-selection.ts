/**
 * The select column's logic: the header checkbox's state (all, some or none of the shown rows) and the toggles,
 * over a selection held by the page (it outlives filtering).
 */
export function rowSelection(rows: { id: string }[], selected: ReadonlySet<string>, onSelectedChange: (next: Set<string>) => void) {
  const selectedShown = rows.filter((row) => selected.has(row.id)).length;
  const allState: boolean | 'indeterminate' = rows.length > 0 && selectedShown === rows.length ? true : selectedShown > 0 ? 'indeterminate' : false;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  const toggleAll = (on: boolean) => onSelectedChange(on ? new Set(rows.map((row) => row.id)) : new Set());
  return { allState, toggle, toggleAll };
}
