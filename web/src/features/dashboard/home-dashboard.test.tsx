import type { ContentItem, ContentStats, Task } from '@freshwatch/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { describe, expect, it } from 'vitest';
import { anItem, aUser } from '@/test/fixtures';
import { aDashboardSummary, NO_STATS } from '@/test/dashboard-summary';
import { renderApp, renderWithProviders } from '@/test/render';
import { type Call, mockFetch } from '@/test/fetch-mock';
import { dashboardQueryOptions } from './dashboard-queries';
import { HomePage } from './home-dashboard';
import { TOUR_STORAGE_KEY } from './use-tour';

const stats: ContentStats = { total: 7, fresh: 4, needsUpdate: 2, outdated: 1, notChecked: 0, checkFailed: 0, analysed: 7, averageHealthScore: 72 };
const items = Array.from({ length: 7 }, (_, i) => anItem({ title: `Post ${i + 1}`, healthScore: 50 + i }));

const aTask = (n: number, overrides: Partial<Task> = {}): Task => ({
  id: `task-${n}`,
  title: `Task ${n}`,
  description: `Details of task ${n}`,
  priority: 'medium',
  status: 'pending',
  contentId: null,
  assigneeId: null,
  createdBy: null,
  completedBy: null,
  createdAt: '2025-01-05T10:00:00.000Z',
  completedAt: null,
  ...overrides,
});

/** GET /api/tasks as the server pages it: the statuses asked for, in the list's order (newest first), up to `limit`. */
const taskServer = (tasks: Task[]) => ({
  'GET /api/tasks': ({ query }: Call) => {
    const statuses = query.get('status')?.split(',');
    const matching = tasks.filter((task) => !statuses || statuses.includes(task.status));
    return { body: { items: matching.slice(0, Number(query.get('limit') ?? 50)), total: matching.length, nextCursor: null } };
  },
});

async function renderHome({ user = aUser(), tourDone = true, list = items, contentStats = stats, tasks = [] as Task[] | null } = {}) {
  if (tourDone) window.localStorage.setItem(TOUR_STORAGE_KEY, 'true');
  if (tasks) mockFetch(taskServer(tasks));
  await renderWithProviders(<HomePage />, { user, queryData: [[dashboardQueryOptions().queryKey, aDashboardSummary(list, contentStats)]] });
  return setupUser();
}

describe('HomePage', () => {
  it('greets the user and shows who is signed in', async () => {
    await renderHome({ user: aUser({ planType: 'pro' }) });
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Ada Lovelace');
    expect(within(header).getByText('Pro')).toBeInTheDocument();
    expect(within(header).getByText('AL')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
  });

  it('falls back to the email name without a first name', async () => {
    await renderHome({ user: aUser({ firstName: null, lastName: null, email: 'grace@example.com' }) });
    expect(screen.getByRole('heading', { name: 'Welcome back, grace' })).toBeInTheDocument();
  });

  it('shows the four numbers, each with help', async () => {
    const user = await renderHome();
    const section = within(screen.getByRole('region', { name: 'Content statistics' }));
    expect(section.getByText('Total Content').closest('.rounded-lg')).toHaveTextContent('7');
    expect(section.getByText('Fresh Content').closest('.rounded-lg')).toHaveTextContent('4');
    expect(section.getByText('Needs Update').closest('.rounded-lg')).toHaveTextContent('2');
    expect(section.getByText('Health Score').closest('.rounded-lg')).toHaveTextContent('72%');
    await user.hover(section.getByRole('button', { name: 'About Health Score' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('average health score');
  });

  it('shows no health percentage before anything is analysed, rather than a 0% average of unscored items', async () => {
    await renderHome({ contentStats: { ...stats, analysed: 0, averageHealthScore: null } });
    const section = within(screen.getByRole('region', { name: 'Content statistics' }));
    expect(section.getByText('Health Score').closest('.rounded-lg')).toHaveTextContent('No data yet');
  });

  it('lists the first five items and the empty tasks state, with links to the content and tasks screens', async () => {
    await renderHome();
    expect(screen.getByText('Post 1')).toBeInTheDocument();
    expect(screen.getByText('Post 5')).toBeInTheDocument();
    expect(screen.queryByText('Post 6')).not.toBeInTheDocument();
    expect(screen.getByText('54%')).toBeInTheDocument();
    expect(await screen.findByText('All caught up!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/tasks');
    const links = screen.getAllByRole('link', { name: 'Add Content' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/content', '/content']);
    expect(screen.getByRole('link', { name: 'View Reports' })).toHaveAttribute('href', '/reports');
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(screen.getAllByRole('link', { name: 'Settings' }).map((l) => l.getAttribute('href'))).toContain('/settings');
  });

  it('lists the first five pending tasks with their priority', async () => {
    const tasks = [
      aTask(1, { status: 'completed', completedAt: '2025-01-06T10:00:00.000Z' }),
      aTask(2, { priority: 'high' }),
      aTask(3, { status: 'in_progress' }),
      aTask(4, { description: null }),
      ...[5, 6, 7, 8, 9].map((n) => aTask(n)),
    ];
    await renderHome({ tasks });
    const list = within(await screen.findByRole('list', { name: 'Pending tasks' }));
    expect(list.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Task 2', 'Task 4', 'Task 5', 'Task 6', 'Task 7']);
    expect(list.getByText('Details of task 2')).toBeInTheDocument();
    expect(list.getByText('High')).toBeInTheDocument();
    expect(list.getAllByText('Medium')).toHaveLength(4);
    expect(screen.queryByText('All caught up!')).not.toBeInTheDocument();
  });

  it('cuts a long task title or page title and URL to the card, naming them in full on hover', async () => {
    const long = 'Review the pricing guide '.repeat(12).trim();
    const url = `https://site-a.test/pricing?campaign=${'spring-plans-'.repeat(20)}`;
    await renderHome({ tasks: [aTask(1, { title: long })], list: [anItem({ title: long, url })] });
    const task = within(await screen.findByRole('list', { name: 'Pending tasks' })).getByText(long);
    expect(task).toHaveClass('truncate');
    expect(task).toHaveAttribute('title', long);
    expect(task.closest('li')).toHaveClass('min-w-0');
    const recent = within(screen.getByText('Recent Content').closest('.rounded-lg') as HTMLElement);
    expect(recent.getByText(long)).toHaveAttribute('title', long);
    expect(recent.getByText(url)).toHaveAttribute('title', url);
    expect(recent.getByText(url).closest('li')).toHaveClass('min-w-0');
  });

  it('loads the tasks itself and says when they cannot be loaded', async () => {
    mockFetch({ 'GET /api/tasks': { status: 500, body: { message: 'Database unavailable' } } });
    await renderHome({ tasks: null });
    expect(await screen.findByText('Tasks could not be loaded: Database unavailable')).toBeInTheDocument();
    // The rest of the dashboard is unaffected.
    expect(screen.getByText('Post 1')).toBeInTheDocument();
  });

  it('loads its figures and short lists from the dashboard summary and one page of pending tasks, never the whole lists', async () => {
    window.localStorage.setItem(TOUR_STORAGE_KEY, 'true');
    const content: ContentItem[] = [anItem({ title: 'Newest page', healthScore: 64, status: 'needs_update' }), ...items];
    const { requestsTo, calls } = mockFetch({
      'GET /api/auth/session': { body: { user: aUser() } },
      'GET /api/analytics/dashboard': { body: aDashboardSummary(content, { ...stats, total: 8 }) },
      ...taskServer([aTask(1, { status: 'completed' }), aTask(2, { title: 'Fix the title' })]),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    const recent = screen.getByText('Newest page').closest('li');
    expect(recent).toHaveTextContent(/needs update/i);
    expect(recent).toHaveTextContent('64%');
    expect(screen.getByText('Total Content').closest('.rounded-lg')).toHaveTextContent('8');
    const pending = within(await screen.findByRole('list', { name: 'Pending tasks' }));
    expect(pending.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Fix the title']);
    expect(requestsTo('GET', '/api/tasks').map((call) => call.path)).toContain('/api/tasks?status=pending&limit=5');
    expect(requestsTo('GET', '/api/tasks').every((call) => call.query.get('limit') === '5')).toBe(true);
    expect(calls.map((call) => call.pathname)).not.toContain('/api/content-items');
  });

  it('says so when there is no content yet', async () => {
    await renderHome({ list: [], contentStats: NO_STATS });
    expect(screen.getByText('No content yet')).toBeInTheDocument();
  });

  it('runs the five-step tour on the first visit and remembers completion', async () => {
    const user = await renderHome({ tourDone: false });
    expect(screen.queryByRole('button', { name: 'Help Tour' })).not.toBeInTheDocument();
    const titles = ['Welcome to Freshwatch', 'Your dashboard', 'Add your first content', 'Find your way with the sidebar', 'Help is always here'];
    expect(screen.getByRole('dialog', { name: titles[0] })).toHaveTextContent('Step 1 of 5');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    for (const title of titles.slice(1)) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: titles[3] })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(TOUR_STORAGE_KEY)).toBe('true');

    // Once seen, Help Tour restarts it from the first step.
    await user.click(screen.getByRole('button', { name: 'Help Tour' }));
    expect(screen.getByRole('dialog', { name: titles[0] })).toHaveTextContent('Step 1 of 5');
  });

  it('records a skipped tour too', async () => {
    const user = await renderHome({ tourDone: false });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(TOUR_STORAGE_KEY)).toBe('true');
    expect(screen.getByRole('button', { name: 'Help Tour' })).toBeInTheDocument();
  });

  it('shows no tour to a returning user', async () => {
    await renderHome();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
