import type { ContentItem, Task } from '@freshwatch/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { membersQueryOptions } from '@/features/team/team-queries';
import { mockFetch } from '@/test/fetch-mock';
import { anItem, aUser } from '@/test/fixtures';
import { contentListReply } from '@/test/paged-server';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import { TaskFormDialog } from './task-form-dialog';

const pricing = anItem({ id: 'c-pricing', title: 'Pricing page', url: 'https://example.com/pricing' });
const plans = anItem({ id: 'c-plans', title: 'Plans and prices', url: 'https://example.com/plans' });
// Many more items than a search shows, none of them matching 'pric'.
const library: ContentItem[] = [
  pricing,
  plans,
  ...Array.from({ length: 40 }, (_, i) => anItem({ title: `Blog post ${i}`, url: `https://example.com/blog/${i}` })),
];

const editing: Task = {
  id: 't1',
  title: 'Refresh pricing',
  description: null,
  priority: 'high',
  status: 'pending',
  contentId: 'c-pricing',
  assigneeId: null,
  createdBy: null,
  completedBy: null,
  createdAt: '2025-01-05T10:00:00.000Z',
  completedAt: null,
};

const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent);

async function renderDialog(task?: Task, handlers: Parameters<typeof mockFetch>[0] = {}) {
  const server = mockFetch({
    'GET /api/content-items': contentListReply(library),
    'POST /api/tasks': ({ body }) => ({ status: 201, body: { ...editing, ...(body as object), id: 't9' } }),
    'PATCH /api/tasks/t1': ({ body }) => ({ body: { ...editing, ...(body as object) } }),
    ...handlers,
  });
  const onClose = vi.fn();
  await renderWithProviders(<TaskFormDialog task={task} onClose={onClose} />, { user: aUser(), queryData: [[membersQueryOptions().queryKey, []]] });
  const dialog = screen.getByRole('dialog', { name: task ? 'Edit Task' : 'Create New Task' });
  const picker = within(dialog).getByRole('combobox', { name: 'Related content' });
  // The whole list (GET /api/content-items without parameters) is what this picker replaced.
  const wholeListRequests = () => server.calls.filter((call) => call.pathname === '/api/content-items' && [...call.query.keys()].length === 0);
  const searches = () => server.requestsTo('GET', '/api/content-items').map((call) => Object.fromEntries(call.query));
  return { ...server, dialog, picker, onClose, wholeListRequests, searches, user: setupUser() };
}

describe('TaskFormDialog related content', () => {
  it('asks nothing until the picker is opened, then the first 20 items and the words typed', async () => {
    const { user, picker, searches, wholeListRequests } = await renderDialog();
    expect(picker).toHaveValue('No related content');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(searches()).toEqual([]);

    await user.click(picker);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Related content' });
    await within(listbox).findByRole('option', { name: 'Blog post 0' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(21);
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('No related content');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 42 items: type to narrow the search.');

    await user.type(picker, 'pric');
    // The previous matches stay listed until the search's arrive.
    await waitFor(() => expect(optionTexts()).toEqual(['No related content', 'Pricing page', 'Plans and prices']));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // One search when typing pauses, not one per key.
    expect(searches()).toEqual([{ limit: '20' }, { limit: '20', q: 'pric' }]);
    expect(wholeListRequests()).toEqual([]);
  });

  it('sends the item chosen with the keyboard as contentId', async () => {
    const { user, dialog, picker, callsTo, wholeListRequests } = await renderDialog();
    await user.type(within(dialog).getByLabelText('Title *'), 'Check prices');
    await user.click(picker);
    await user.type(picker, 'plans');
    await waitFor(() => expect(optionTexts()).toEqual(['No related content', 'Plans and prices']));
    await user.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Plans and prices' }).id);
    // Enter chooses the option and does not submit the form.
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('Plans and prices');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(callsTo('POST', '/api/tasks')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(callsTo('POST', '/api/tasks')).toHaveLength(1));
    expect(callsTo('POST', '/api/tasks')[0].body).toEqual({
      title: 'Check prices',
      description: null,
      priority: 'medium',
      contentId: 'c-plans',
      assigneeId: null,
    });
    // The chosen item's title came with the search: it is not fetched again.
    expect(callsTo('GET', '/api/content-items/c-plans')).toHaveLength(0);
    expect(wholeListRequests()).toEqual([]);
  });

  it('shows the related item of a task being edited, fetched by its id, and can clear it', async () => {
    const { user, dialog, picker, callsTo, searches } = await renderDialog(editing, { 'GET /api/content-items/c-pricing': { body: pricing } });
    await waitFor(() => expect(picker).toHaveValue('Pricing page'));
    expect(searches()).toEqual([]);

    await user.click(picker);
    expect(picker).toHaveAttribute('placeholder', 'Pricing page');
    await user.click(await screen.findByRole('option', { name: 'No related content' }));
    expect(picker).toHaveValue('No related content');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo('PATCH', '/api/tasks/t1')).toHaveLength(1));
    expect(callsTo('PATCH', '/api/tasks/t1')[0].body).toMatchObject({ contentId: null });
  });

  it('keeps a related item deleted since, named as such', async () => {
    const { user, dialog, picker, callsTo } = await renderDialog(editing, {
      'GET /api/content-items/c-pricing': { status: 404, body: { message: 'Content item not found' } },
    });
    await waitFor(() => expect(picker).toHaveValue('A deleted content item'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo('PATCH', '/api/tasks/t1')).toHaveLength(1));
    expect(callsTo('PATCH', '/api/tasks/t1')[0].body).toMatchObject({ contentId: 'c-pricing' });
  });

  it('closes the list on Escape, keeping the dialog and the choice', async () => {
    const { user, dialog, picker, onClose } = await renderDialog();
    await user.click(picker);
    await user.type(picker, 'pricing');
    await waitFor(() => expect(optionTexts()).toEqual(['No related content', 'Pricing page']));
    await user.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker).toHaveValue('No related content');
    expect(dialog).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when no item matches', async () => {
    const { user, picker } = await renderDialog();
    await user.click(picker);
    await user.type(picker, 'nothing like this');
    expect(await screen.findByText('No content items match.')).toBeInTheDocument();
    expect(optionTexts()).toEqual(['No related content']);
  });
});
