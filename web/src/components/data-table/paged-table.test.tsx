import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch } from '@/test/fetch-mock';
import { pagedReply } from '@/test/paged-server';
import { choose } from '@/test/select';
import { setupUser } from '@/test/user';
import { DataTable, type DataTableColumn } from './data-table';
import { DataTableFooter } from './data-table-footer';
import { DataTableToolbar } from './data-table-toolbar';
import { serverFilter, usePagedList } from './use-paged-list';

interface Fruit {
  id: string;
  name: string;
  colour: 'red' | 'green';
}

const fruits: Fruit[] = Array.from({ length: 7 }, (_, i) => ({ id: `f${i}`, name: `Fruit ${String.fromCharCode(71 - i)}`, colour: i % 2 ? 'green' : 'red' }));
const COLUMNS: DataTableColumn<Fruit>[] = [
  { key: 'name', header: 'Name', sortBy: 'name', cell: (fruit) => fruit.name },
  { key: 'colour', header: 'Colour', cell: (fruit) => fruit.colour },
];
const FILTERS = [serverFilter('colour', 'Colour filter', 'All Colours', { red: 'Red', green: 'Green' })];

function Fruits() {
  const list = usePagedList<Fruit>({ queryKey: ['fruits', 'page'], path: '/api/fruits', filters: FILTERS, limit: 3 });
  return (
    <>
      <DataTableToolbar search={{ label: 'Search fruit', placeholder: 'Search...', ...list.search }} filters={list.filters} />
      <DataTable rows={list.rows} columns={COLUMNS} loading={list.loading} sort={list.sort} emptyMessage="No fruit." />
      <DataTableFooter shown={list.rows.length} total={list.total} pagination={list.pagination} />
    </>
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

function renderFruits() {
  const server = mockFetch({
    'GET /api/fruits': pagedReply(fruits, { searchIn: (f) => [f.name], fields: { colour: (f) => f.colour }, sorts: { name: (f) => f.name } }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Fruits />
    </QueryClientProvider>,
  );
  return { ...server, user: setupUser() };
}

describe('a paged table (usePagedList, DataTable, DataTableFooter)', () => {
  it('pages forward by cursor and back to exactly the pages seen, counting the rows of each', async () => {
    const { requestsTo, user } = renderFruits();
    await screen.findByText('Showing 3 of 7 results');
    expect(names()).toEqual(['Fruit G', 'Fruit F', 'Fruit E']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Fruit D', 'Fruit C', 'Fruit B']));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Fruit A']));
    expect(screen.getByText('Showing 1 of 7 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(names()).toEqual(['Fruit D', 'Fruit C', 'Fruit B']));
    expect(requestsTo('GET', '/api/fruits').map((call) => call.query.get('cursor'))).toEqual([null, '3', '6']);
  });

  it('sends the search (once typing pauses), the filter and the sort to the server, each starting again at page 1', async () => {
    const { requestsTo, user } = renderFruits();
    await screen.findByText('Showing 3 of 7 results');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'Page 2' });

    await user.type(screen.getByRole('searchbox', { name: 'Search fruit' }), 'fruit a');
    await waitFor(() => expect(names()).toEqual(['Fruit A']));
    expect(screen.getByText('Showing 1 of 1 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
    // Debounced: one request for the words typed, not one per key.
    expect(
      requestsTo('GET', '/api/fruits')
        .filter((call) => call.query.has('q'))
        .map((call) => call.query.get('q')),
    ).toEqual(['fruit a']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search fruit' }));
    await choose(user, 'Colour filter', 'Green');
    await waitFor(() => expect(screen.getByText('Showing 3 of 3 results')).toBeInTheDocument());
    expect(names()).toEqual(['Fruit F', 'Fruit D', 'Fruit B']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(names()).toEqual(['Fruit B', 'Fruit D', 'Fruit F']));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(names()).toEqual(['Fruit F', 'Fruit D', 'Fruit B']));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    const last = requestsTo('GET', '/api/fruits').at(-1)!.query;
    expect(Object.fromEntries(last)).toEqual({ limit: '3', colour: 'green', sort: 'name', order: 'desc' });
  });
});

describe('DataTable with a long page', () => {
  it('renders only the rows in view, between spacers that keep the height of all', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}`, colour: 'red' as const }));
    // jsdom lays nothing out: the scroll box (a div) is made 500 px tall, each row 72 px.
    const boxHeight = vi.spyOn(HTMLDivElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    const rowRect = vi.spyOn(HTMLTableRowElement.prototype, 'offsetHeight', 'get').mockReturnValue(72);
    try {
      render(<DataTable rows={many} columns={COLUMNS} emptyMessage="None" />);
      await screen.findByText('Row 0');
      const rows = screen.getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.length).toBeLessThan(60);
      expect(screen.getByText('Row 0')).toBeInTheDocument();
      expect(screen.queryByText('Row 499')).not.toBeInTheDocument();
    } finally {
      boxHeight.mockRestore();
      rowRect.mockRestore();
    }
  });

  it('renders every row of a short page', () => {
    const few = fruits.slice(0, 5);
    render(<DataTable rows={few} columns={COLUMNS} emptyMessage="None" />);
    expect(screen.getAllByRole('row')).toHaveLength(6);
  });
});
