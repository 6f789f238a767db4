import { useMemo, useState } from 'react';
import type { Option } from '@/components/ui/select-field';

/** One of a filter's choices with the rows it lets through. */
interface FilterOption<Row> extends Option<string> {
  matches: (row: Row) => boolean;
}

/** A select above a table; its first choice, 'all', lets every row through. */
export interface TableFilter<Row> {
  /** Names the select for assistive technology ('Status filter'); the chosen option speaks for itself. */
  label: string;
  /** The first choice's label ('All Status'). */
  allLabel: string;
  options: FilterOption<Row>[];
}

/**
 * A filter by the value of one field, its choices in the order given:
 * `valueFilter('Status filter', 'All Status', { fresh: 'Fresh', ... }, (item) => item.status)`.
 */
export function valueFilter<Row, V extends string>(
  label: string,
  allLabel: string,
  labels: Partial<Record<V, string>>,
  valueOf: (row: Row) => V,
): TableFilter<Row> {
  const options = (Object.entries(labels) as [V, string][]).map(([value, optionLabel]) => ({
    value,
    label: optionLabel,
    matches: (row: Row) => valueOf(row) === value,
  }));
  return { label, allLabel, options };
}

const ALL = 'all';
// One empty list for every table without filters, so that the memo below keeps its result between renders.
const NO_FILTERS: TableFilter<unknown>[] = [];

/** The search box's rule on every screen: one of the fields contains the text, ignoring case; no text matches all. */
function matchesSearch(search: string, fields: (string | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || fields.some((field) => field?.toLowerCase().includes(needle));
}

/**
 * A table's search and filters, applied on the client: the rows that pass, and what the toolbar needs to show
 * and change them. `searchIn` names the fields the search looks at; `filters` should be defined once, outside
 * the component.
 */
export function useTableFilters<Row>(
  rows: Row[],
  { searchIn, filters = NO_FILTERS }: { searchIn: (row: Row) => (string | null | undefined)[]; filters?: TableFilter<Row>[] },
) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>(() => filters.map(() => ALL));

  const shown = useMemo(() => {
    const active = filters.flatMap((filter, i) => filter.options.filter((option) => option.value === chosen[i]));
    return rows.filter((row) => matchesSearch(search, searchIn(row)) && active.every((option) => option.matches(row)));
  }, [rows, search, chosen, searchIn, filters]);

  const controls = filters.map((filter, i) => ({
    label: filter.label,
    value: chosen[i],
    options: [{ value: ALL, label: filter.allLabel }, ...filter.options.map(({ value, label }) => ({ value, label }))],
    onChange: (value: string) => setChosen((current) => current.map((old, j) => (j === i ? value : old))),
  }));

  return { shown, searching: search.trim() !== '', search: { value: search, onChange: setSearch }, filters: controls };
}
