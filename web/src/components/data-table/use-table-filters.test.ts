import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type TableFilter, useTableFilters, valueFilter } from './use-table-filters';

interface Row {
  name: string;
  note: string | null;
  colour: 'red' | 'blue';
  size: number;
}

const rows: Row[] = [
  { name: 'Apple', note: 'Crisp', colour: 'red', size: 3 },
  { name: 'Blueberry', note: null, colour: 'blue', size: 1 },
  { name: 'Cherry', note: 'Red and small', colour: 'red', size: 1 },
];

const SPEC = {
  searchIn: (row: Row) => [row.name, row.note],
  filters: [
    valueFilter('Colour filter', 'All Colours', { red: 'Red', blue: 'Blue' }, (row: Row) => row.colour),
    // A choice need not be one value of a field: it may be any rule.
    { label: 'Size filter', allLabel: 'Any Size', options: [{ value: 'small', label: 'Small', matches: (row: Row) => row.size < 2 }] },
  ] satisfies TableFilter<Row>[],
};

const names = (shown: Row[]) => shown.map((row) => row.name);

describe('useTableFilters', () => {
  it('shows every row until something is searched or chosen, and offers each filter with its all-choice first', () => {
    const { result } = renderHook(() => useTableFilters(rows, SPEC));
    expect(names(result.current.shown)).toEqual(['Apple', 'Blueberry', 'Cherry']);
    expect(result.current.searching).toBe(false);
    expect(result.current.filters.map(({ label, value, options }) => ({ label, value, options }))).toEqual([
      {
        label: 'Colour filter',
        value: 'all',
        options: [
          { value: 'all', label: 'All Colours' },
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ],
      },
      {
        label: 'Size filter',
        value: 'all',
        options: [
          { value: 'all', label: 'Any Size' },
          { value: 'small', label: 'Small' },
        ],
      },
    ]);
  });

  it('searches the named fields ignoring case, and applies every chosen filter together', () => {
    const { result } = renderHook(() => useTableFilters(rows, SPEC));
    act(() => result.current.search.onChange('  RED '));
    expect(names(result.current.shown)).toEqual(['Cherry']);
    expect(result.current.searching).toBe(true);

    act(() => result.current.search.onChange(''));
    act(() => result.current.filters[0].onChange('red'));
    expect(names(result.current.shown)).toEqual(['Apple', 'Cherry']);
    act(() => result.current.filters[1].onChange('small'));
    expect(names(result.current.shown)).toEqual(['Cherry']);
    expect(result.current.filters.map((filter) => filter.value)).toEqual(['red', 'small']);

    act(() => result.current.filters[0].onChange('all'));
    expect(names(result.current.shown)).toEqual(['Blueberry', 'Cherry']);
  });
});
