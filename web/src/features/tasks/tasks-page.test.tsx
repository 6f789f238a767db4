import type { Task, WorkspaceMember } from '@freshwatch/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, mockFetch } from '@/test/fetch-mock';
import { contentListReply, pagedReply } from '@/test/paged-server';
import { membersQueryOptions } from '@/features/team/team-queries';
import { anItem, aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { choose } from '@/test/select';
import { setupUser } from '@/test/user';
import { TasksPage } from './tasks-page';

function aTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 'task-x',
    title: 'A task',
    description: null,
    priority: 'medium',
    status: 'pending',
    contentId: null,
    assigneeId: null,
    createdBy: null,
    completedBy: null,
    createdAt: '2025-01-05T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

const pricing = anItem({ id: 'c1', title: 'Pricing page' });
const tasks: Task[] = [
  aTask({ id: 't1', title: 'Refresh pricing', description: 'Prices changed in March', priority: 'high', contentId: 'c1' }),
  aTask({ id: 't2', title: 'Fix broken links', description: 'Footer links 404', priority: 'low', status: 'in_progress', createdAt: '' }),
  aTask({ id: 't3', title: 'Write FAQ', priority: 'medium', status: 'completed', completedAt: '2025-02-07T12:00:00.000Z' }),
];

const members: WorkspaceMember[] = [
  { userId: 'user-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'owner', joinedAt: '2025-01-05T10:00:00.000Z' },
  { userId: 'user-2', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', role: 'editor', joinedAt: '2025-01-06T10:00:00.000Z' },
];

type Handlers = Parameters<typeof mockFetch>[0];

/** GET /api/tasks answers pages of `list` as the API does; the related items, by their ids, as the content list does. */
async function renderPage(list: Task[] = tasks, user = aUser(), handlers: Handlers = {}) {
  const server = mockFetch({
    'GET /api/tasks': pagedReply(list, {
      searchIn: (task) => [task.title],
      fields: { status: (task) => task.status, priority: (task) => task.priority, assignee: (task) => (task.assigneeId === 'user-1' ? 'me' : task.assigneeId) },
      sorts: {
        title: (task) => task.title,
        priority: (task) => ['low', 'medium', 'high'].indexOf(task.priority),
        status: (task) => task.status,
        created: (task) => task.createdAt,
      },
    }),
    // The Edit dialog's picker shows its chosen item.
    'GET /api/content-items/c1': { body: pricing },
    // The page names its tasks' related items from this list (?ids=), and the task dialog's picker searches it.
    'GET /api/content-items': contentListReply([pricing]),
    ...handlers,
  });
  const result = await renderWithProviders(<TasksPage />, {
    user,
    queryData: [[membersQueryOptions().queryKey, members]],
  });
  await screen.findByText(`Showing ${Math.min(list.length, 50)} of ${list.length} tasks`);
  return { ...result, ...server, user: setupUser() };
}

const taskPages = (calls: Call[]) => calls.filter((call) => call.pathname === '/api/tasks');

const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.querySelector('div')?.textContent);

describe('TasksPage', () => {
  afterEach(() => vi.useRealTimers());

  it('lists every task with its status, priority, dates and related item', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Refresh pricing', 'Fix broken links', 'Write FAQ']);

    const refresh = screen.getByRole('row', { name: /Refresh pricing/ });
    expect(within(refresh).getByText('Prices changed in March')).toBeInTheDocument();
    expect(await within(refresh).findByText('Pricing page')).toBeInTheDocument();
    expect(within(refresh).getByText('High')).toHaveAttribute('data-variant', 'destructive');
    expect(within(refresh).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(refresh).getByRole('combobox', { name: 'Status of Refresh pricing' })).toHaveTextContent('Pending');

    const links = screen.getByRole('row', { name: /Fix broken links/ });
    expect(within(links).getByText('Unknown')).toBeInTheDocument();
    expect(within(links).getByRole('combobox')).toHaveTextContent('In Progress');

    const faq = screen.getByRole('row', { name: /Write FAQ/ });
    expect(within(faq).getByText('Completed Feb 7, 2025')).toBeInTheDocument();
  });

  it('asks the server for the title searched and the status and priority chosen', async () => {
    const { user, calls } = await renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search tasks' });
    await user.type(search, 'BROKEN');
    await waitFor(() => expect(rowTitles()).toEqual(['Fix broken links']));
    expect(screen.getByText('Showing 1 of 1 tasks')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'faq');
    await waitFor(() => expect(rowTitles()).toEqual(['Write FAQ']));
    await user.clear(search);

    await choose(user, 'Status filter', 'Pending');
    await waitFor(() => expect(rowTitles()).toEqual(['Refresh pricing']));
    await choose(user, 'Priority filter', 'Low');
    expect(await screen.findByText('No tasks found. Create your first task to get started.')).toBeInTheDocument();
    await choose(user, 'Status filter', 'All Status');
    await waitFor(() => expect(rowTitles()).toEqual(['Fix broken links']));
    expect(Object.fromEntries(taskPages(calls).at(-1)!.query)).toEqual({ limit: '50', priority: 'low' });
    // One request per word typed, not per key (a filter chosen while a cleared search settles may repeat one).
    expect(new Set(taskPages(calls).flatMap((call) => call.query.get('q') ?? []))).toEqual(new Set(['BROKEN', 'faq']));
  });

  it('sorts by the Task, Status, Priority and Created headers on the server, and pages with Previous and Next', async () => {
    const many = Array.from({ length: 60 }, (_, i) => aTask({ id: `m${i}`, title: `Task ${String(i).padStart(2, '0')}` }));
    const { user, calls } = await renderPage(many);
    expect(screen.getByText('Showing 50 of 60 tasks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 10 of 60 tasks');
    expect(rowTitles()[0]).toBe('Task 50');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Showing 50 of 60 tasks');
    expect(rowTitles()[0]).toBe('Task 00');

    await user.click(screen.getByRole('button', { name: 'Task' }));
    await user.click(screen.getByRole('button', { name: 'Task' }));
    await waitFor(() => expect(rowTitles()[0]).toBe('Task 59'));
    for (const header of ['Status', 'Priority', 'Created']) await user.click(screen.getByRole('button', { name: header }));
    await waitFor(() => expect(taskPages(calls).at(-1)!.query.get('sort')).toBe('created'));
    expect(taskPages(calls).flatMap((call) => (call.query.has('sort') ? [`${call.query.get('sort')} ${call.query.get('order')}`] : []))).toEqual([
      'title asc',
      'title desc',
      'status asc',
      'priority asc',
      'created asc',
    ]);
  });

  it('shows the empty state without tasks', async () => {
    await renderPage([]);
    expect(screen.getByText('No tasks found. Create your first task to get started.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  });

  it("names a page's related items with one request for all of them, not one per item", async () => {
    const faq = anItem({ id: 'c2', title: 'FAQ page' });
    const related = [
      aTask({ id: 't1', title: 'Refresh pricing', contentId: 'c1' }),
      aTask({ id: 't2', title: 'Update FAQ', contentId: 'c2' }),
      aTask({ id: 't3', title: 'Recheck pricing', contentId: 'c1' }),
      aTask({ id: 't4', title: 'About a deleted page', contentId: 'c-gone' }),
    ];
    const { calls } = await renderPage(related, aUser(), { 'GET /api/content-items': contentListReply([pricing, faq]) });
    expect(await within(screen.getByRole('row', { name: /Update FAQ/ })).findByText('FAQ page')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Recheck pricing/ })).getByText('Pricing page')).toBeInTheDocument();
    const contentRequests = calls.filter((call) => call.pathname.startsWith('/api/content-items'));
    expect(contentRequests.map((call) => `${call.pathname}?${call.query}`)).toEqual([`/api/content-items?ids=${encodeURIComponent('c-gone,c1,c2')}`]);
  });

  it('refuses a task without a title, then creates one with priority medium and no related content', async () => {
    const { user, callsTo, requestsTo } = await renderPage(tasks, aUser(), {
      'POST /api/tasks': ({ body }) => ({ status: 201, body: aTask({ id: 't9', ...(body as Partial<Task>) }) }),
    });
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Task' });
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Medium');
    expect(within(dialog).getByRole('combobox', { name: 'Related content' })).toHaveValue('No related content');

    await user.type(within(dialog).getByLabelText('Title *'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Please enter a task title.')).toBeInTheDocument();
    expect(screen.getByText('Validation Error')).toBeInTheDocument();
    expect(callsTo('POST', '/api/tasks')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Title *'), 'Update hero image');
    await user.type(within(dialog).getByLabelText('Description'), ' New brand colours ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Task created successfully.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/tasks').map((c) => c.body)).toEqual([
      { title: 'Update hero image', description: 'New brand colours', priority: 'medium', contentId: null, assigneeId: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(requestsTo('GET', '/api/tasks')).toHaveLength(2));
  });

  it('creates a task with a chosen priority and related content item', async () => {
    const { user, callsTo } = await renderPage(tasks, aUser(), { 'POST /api/tasks': { status: 201, body: aTask() } });
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    await user.type(screen.getByLabelText('Title *'), 'Check prices');
    await choose(user, 'Priority', 'High');
    await choose(user, 'Related content', 'Pricing page');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await screen.findByText('Task created successfully.');
    expect(callsTo('POST', '/api/tasks')[0].body).toEqual({ title: 'Check prices', description: null, priority: 'high', contentId: 'c1', assigneeId: null });
  });

  it('keeps the dialog open and says so when creating fails', async () => {
    const { user } = await renderPage(tasks, aUser(), { 'POST /api/tasks': { status: 500, body: { message: 'boom' } } });
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    await user.type(screen.getByLabelText('Title *'), 'Anything');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Failed to create task.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create New Task' })).toBeInTheDocument();
  });

  it('edits a task in the same dialog, prefilled', async () => {
    const { user, callsTo } = await renderPage(tasks, aUser(), { 'PATCH /api/tasks/t1': { body: tasks[0] } });
    await user.click(within(screen.getByRole('row', { name: /Refresh pricing/ })).getByRole('button', { name: 'Edit Refresh pricing' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Task' });
    expect(within(dialog).getByLabelText('Title *')).toHaveValue('Refresh pricing');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Prices changed in March');
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toHaveTextContent('High');
    expect(within(dialog).getByRole('combobox', { name: 'Related content' })).toHaveValue('Pricing page');

    await user.clear(within(dialog).getByLabelText('Description'));
    await choose(user, 'Related content', 'No related content');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Task updated successfully.')).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/tasks/t1')[0].body).toEqual({
      title: 'Refresh pricing',
      description: null,
      priority: 'high',
      contentId: null,
      assigneeId: null,
    });
  });

  it('sends completedAt as now when a task is completed and null otherwise', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T08:30:00.000Z'));
    const { user, callsTo, requestsTo } = await renderPage(tasks, aUser(), {
      'PATCH /api/tasks/t1': { body: tasks[0] },
      'PATCH /api/tasks/t3': { body: tasks[2] },
    });
    await choose(user, 'Status of Refresh pricing', 'Completed');
    expect(await screen.findByText('Task updated successfully.')).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/tasks/t1')[0].body).toEqual({ status: 'completed', completedAt: '2025-03-01T08:30:00.000Z' });

    await choose(user, 'Status of Write FAQ', 'In Progress');
    await waitFor(() => expect(callsTo('PATCH', '/api/tasks/t3')).toHaveLength(1));
    expect(callsTo('PATCH', '/api/tasks/t3')[0].body).toEqual({ status: 'in_progress', completedAt: null });
    await waitFor(() => expect(requestsTo('GET', '/api/tasks').length).toBeGreaterThanOrEqual(2));
  });

  it('reports a failed status change', async () => {
    const { user } = await renderPage(tasks, aUser(), { 'PATCH /api/tasks/t2': { status: 500, body: {} } });
    await choose(user, 'Status of Fix broken links', 'Pending');
    expect(await screen.findByText('Failed to update task.')).toBeInTheDocument();
  });

  it('deletes a task only after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, callsTo, requestsTo } = await renderPage(tasks, aUser(), { 'DELETE /api/tasks/t2': { status: 204 } });
    const remove = within(screen.getByRole('row', { name: /Fix broken links/ })).getByRole('button', { name: 'Delete Fix broken links' });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this task?');
    expect(callsTo('DELETE', '/api/tasks/t2')).toHaveLength(0);
    await user.click(remove);
    expect(await screen.findByText('Task deleted successfully.')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/tasks/t2')).toHaveLength(1);
    await waitFor(() => expect(requestsTo('GET', '/api/tasks')).toHaveLength(2));
  });

  it("filters 'Assigned to me' and names who is assigned, created and completed each task", async () => {
    const team = [
      aTask({ id: 'a1', title: 'Mine', assigneeId: 'user-1', createdBy: 'user-2' }),
      aTask({
        id: 'a2',
        title: 'Theirs',
        assigneeId: 'user-2',
        createdBy: 'api-key:k1',
        status: 'completed',
        completedAt: '2025-02-07T12:00:00.000Z',
        completedBy: 'user-2',
      }),
    ];
    const { user } = await renderPage(team);
    expect(screen.getByText('Assigned to Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Created by an API key')).toBeInTheDocument();
    expect(screen.getByText(/Completed .* by Grace Hopper/)).toBeInTheDocument();
    await choose(user, 'Assignee filter', 'Assigned to me');
    expect(rowTitles()).toEqual(['Mine']);
  });

  it('says Freshwatch opened a task a scheduled check opened, and names a member who has left as one', async () => {
    await renderPage([aTask({ id: 's1', title: 'Review changes', createdBy: 'system:scheduler' }), aTask({ id: 's2', title: 'Old', createdBy: 'user-gone' })]);
    expect(screen.getByText('Created by Freshwatch')).toBeInTheDocument();
    expect(screen.getByText('Created by a former member')).toBeInTheDocument();
  });

  it('shows a viewer the tasks without Add, Edit, Delete or the status selector', async () => {
    await renderPage(tasks, aUser({ workspaceRole: 'viewer' }));
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Fix broken links')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete|actions/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status of Refresh pricing' })).not.toBeInTheDocument();
  });
});
