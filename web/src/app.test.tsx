import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { contentListReply } from '@/test/paged-server';
import { anItem, aUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { aDashboardSummary, NO_STATS } from '@/test/dashboard-summary';
import { TOUR_STORAGE_KEY } from '@/features/dashboard/use-tour';

const signedOut = { 'GET /api/auth/session': { body: { user: null } } };
const signedIn = (user = aUser()) => ({
  'GET /api/auth/session': { body: { user } },
  'GET /api/analytics/dashboard': { body: aDashboardSummary([], NO_STATS) },
  'GET /api/analytics/content-stats': { body: { total: 0, fresh: 0, needsUpdate: 0, outdated: 0, analysed: 0, averageHealthScore: null } },
  'GET /api/content-items': contentListReply([]),
});

describe('the app routes', () => {
  it('shows the loading text while it finds out who is signed in', async () => {
    mockFetch({ 'GET /api/auth/session': () => new Promise(() => {}) });
    renderApp('/');
    expect(screen.getByText('Loading Freshwatch...')).toBeInTheDocument();
  });

  it('shows the landing page at / when signed out', async () => {
    mockFetch(signedOut);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/api/login');
  });

  it('shows the home dashboard at / when signed in', async () => {
    mockFetch(signedIn());
    renderApp('/');
    // The first visit opens the guided tour over the dashboard.
    expect(await screen.findByRole('dialog', { name: 'Welcome to Freshwatch' })).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Skip tour' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
  });

  it('answers an unknown path with Page Not Found and a way home', async () => {
    mockFetch(signedOut);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('answers an unknown path with Page Not Found when signed in too', async () => {
    mockFetch(signedIn());
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it.each(['/content', '/dashboard', '/tasks', '/users', '/plugins'])('hides %s from signed-out visitors', async (path) => {
    const { fetchMock } = mockFetch(signedOut);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens /subscribe signed in and signed out', async () => {
    const billing = { 'GET /api/billing/config': { body: { enabled: true, publishableKey: 'pk_test_x' } } };
    mockFetch({ ...signedOut, ...billing });
    const first = renderApp('/subscribe');
    expect(await screen.findByRole('button', { name: 'Subscribe to Pro' })).toBeInTheDocument();
    first.unmount();
    mockFetch({ ...signedIn(), ...billing });
    renderApp('/subscribe');
    expect(await screen.findByRole('button', { name: 'Subscribe to Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
  });

  it('shows the content table at /content when signed in', async () => {
    mockFetch({ ...signedIn(), 'GET /api/content-items': contentListReply([anItem({ title: 'Home page' })]) });
    renderApp('/content');
    expect(await screen.findByRole('heading', { name: 'Content Table' })).toBeInTheDocument();
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Content Table' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a signed-in user away from /signin', async () => {
    mockFetch(signedIn());
    const { router } = renderApp('/signin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('signs in, then shows the home dashboard', async () => {
    let signedInNow = false;
    const { callsTo } = mockFetch({
      'GET /api/auth/session': () => ({ body: { user: signedInNow ? aUser() : null } }),
      'POST /api/auth/signin': ({ body }) => {
        const { password } = body as { password: string };
        if (password !== 'correct horse') return { status: 401, body: { message: 'Invalid email or password.' } };
        signedInNow = true;
        return { body: aUser() };
      },
      'GET /api/analytics/dashboard': signedIn()['GET /api/analytics/dashboard'],
      'GET /api/content-items': { body: [] },
    });
    window.localStorage.setItem('freshwatch-tour-completed', 'true');
    const { router } = renderApp('/signin');
    const user = setupUser();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo('POST', '/api/auth/signin').at(-1)?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  });

  it('signs up with optional names and shows the field the server rejects', async () => {
    const { callsTo } = mockFetch({
      ...signedOut,
      'POST /api/auth/signup': { status: 409, body: { statusCode: 409, message: 'An account with this email already exists.' } },
    });
    renderApp('/signin');
    const user = setupUser();
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(callsTo('POST', '/api/auth/signup')[0].body).toEqual({
      email: 'ada@example.com',
      password: 'long enough pass',
      firstName: 'Ada',
      // The browser's zone goes along: it becomes the new workspace's time zone.
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});

describe('/content?item=<id> (the WordPress plugin links here)', () => {
  it("opens that item's view dialog, and closing it forgets the request", async () => {
    window.localStorage.setItem(TOUR_STORAGE_KEY, 'true');
    const item = anItem({ id: '5f0c0000-0000-4000-8000-000000000001', title: 'Hello from WordPress' });
    mockFetch({ ...signedIn(), 'GET /api/content-items': contentListReply([item, anItem({ id: 'other', title: 'Another page' })]) });
    const { router } = renderApp(`/content?item=${item.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Hello from WordPress' });
    await setupUser().keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(router.state.location.search).toEqual({});
  });

  it('opens an item that is on no page shown, asking for it alone', async () => {
    window.localStorage.setItem(TOUR_STORAGE_KEY, 'true');
    const far = anItem({ id: '5f0c0000-0000-4000-8000-000000000099', title: 'Far down the list' });
    const firstPage = Array.from({ length: 50 }, (_, i) => anItem({ id: `p${i}`, title: `Page ${i}` }));
    const { callsTo } = mockFetch({
      ...signedIn(),
      'GET /api/content-items': contentListReply([...firstPage, far]),
      [`GET /api/content-items/${far.id}`]: { body: far },
      [`GET /api/content-items/${far.id}/health-history`]: { body: [] },
    });
    renderApp(`/content?item=${far.id}`);
    expect(await screen.findByRole('dialog', { name: 'Far down the list' })).toBeInTheDocument();
    expect(callsTo('GET', `/api/content-items/${far.id}`)).toHaveLength(1);
  });
});
