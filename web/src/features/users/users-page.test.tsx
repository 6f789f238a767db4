import type { User } from '@freshwatch/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { choose } from '@/test/select';
import { setupUser } from '@/test/user';
import { UsersPage } from './users-page';

const admin = aUser({
  id: 'admin-1',
  role: 'admin',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  planType: 'enterprise',
  subscriptionStatus: 'active',
});
const grace = aUser({
  id: 'user-grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@navy.example',
  planType: 'pro',
  subscriptionStatus: 'past_due',
  stripeCustomerId: 'cus_123',
  stripeSubscriptionId: 'sub_456',
  createdAt: '2025-01-05T10:00:00.000Z',
  updatedAt: '2025-03-09T10:00:00.000Z',
});
const nameless = aUser({
  id: 'user-anon',
  firstName: null,
  lastName: null,
  email: '',
  planType: 'free',
  subscriptionStatus: 'canceled',
  createdAt: '',
  updatedAt: '',
});
const linus = aUser({ id: 'user-linus', firstName: 'Linus', lastName: null, email: 'linus@example.com', planType: 'pro', subscriptionStatus: 'trialing' });
const users: User[] = [admin, grace, nameless, linus];

async function renderPage(handlers: Parameters<typeof mockFetch>[0] = { 'GET /api/admin/users': { body: users } }, me: User = admin) {
  const fetch = mockFetch(handlers);
  await renderWithProviders(<UsersPage />, { user: me });
  return { ...fetch, user: setupUser() };
}

const counter = (title: string) =>
  within(screen.getByRole('region', { name: 'User counts' }))
    .getByText(title)
    .closest('.rounded-lg');
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.querySelector('.font-medium')?.firstChild?.textContent);

describe('UsersPage', () => {
  it('shows the counters and every user with plan, status and dates', async () => {
    await renderPage();
    expect(await screen.findByLabelText('4 users in total')).toHaveTextContent('4');
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(counter('Total Users')).toHaveTextContent('4');
    expect(counter('Pro Users')).toHaveTextContent('2');
    expect(counter('Enterprise Users')).toHaveTextContent('1');
    expect(counter('Active Subscriptions')).toHaveTextContent('1');
    expect(rowNames()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Unnamed User', 'Linus']);

    const graceRow = within(screen.getByRole('row', { name: /Grace Hopper/ }));
    expect(graceRow.getByText('GH')).toBeInTheDocument();
    expect(graceRow.getByText('grace@navy.example')).toBeInTheDocument();
    expect(graceRow.getByText('user-grace')).toBeInTheDocument();
    expect(graceRow.getByText('Pro')).toBeInTheDocument();
    expect(graceRow.getByText('past due')).toHaveAttribute('data-colour', 'yellow');
    expect(graceRow.getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(graceRow.getByText('Mar 9, 2025')).toBeInTheDocument();

    const anonRow = within(screen.getByRole('row', { name: /Unnamed User/ }));
    expect(anonRow.getByText('No email')).toBeInTheDocument();
    expect(anonRow.getByText('canceled')).toHaveAttribute('data-colour', 'red');
    expect(anonRow.getAllByText('N/A')).toHaveLength(2);

    expect(within(screen.getByRole('row', { name: /Ada Lovelace/ })).getByText('active')).toHaveAttribute('data-colour', 'green');
    expect(within(screen.getByRole('row', { name: /Linus/ })).getByText('trialing')).toHaveAttribute('data-colour', 'grey');
  });

  it('searches email, names and id on the client', async () => {
    const { user, calls } = await renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search users' });
    expect(search).toHaveAttribute('placeholder', 'Search users by name, email, or ID...');
    await user.type(search, 'NAVY');
    expect(rowNames()).toEqual(['Grace Hopper']);
    await user.clear(search);
    await user.type(search, 'hopper');
    expect(rowNames()).toEqual(['Grace Hopper']);
    await user.clear(search);
    await user.type(search, 'user-anon');
    expect(rowNames()).toEqual(['Unnamed User']);
    await user.clear(search);
    await user.type(search, 'linus');
    expect(rowNames()).toEqual(['Linus']);
    await user.type(search, 'zzz');
    expect(screen.getByText('No users found matching your search.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says in the table that the users are loading until they arrive', async () => {
    let arrive: (reply: { body: User[] }) => void = () => {};
    await renderPage({ 'GET /api/admin/users': () => new Promise((resolve) => (arrive = resolve)) });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading users...');
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'User counts' })).not.toBeInTheDocument();
    arrive({ body: users });
    expect(await screen.findByRole('row', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
  });

  it('says so when there are no users', async () => {
    await renderPage({ 'GET /api/admin/users': { body: [] } });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('does not let the administrator edit their own row', async () => {
    await renderPage();
    expect(await screen.findByRole('button', { name: 'Edit Ada Lovelace' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Grace Hopper' })).toBeEnabled();
  });

  it('edits another user, sends every field and reloads the list', async () => {
    const { user, callsTo } = await renderPage({
      'GET /api/admin/users': { body: users },
      'PUT /api/admin/users/user-grace': ({ body }) => ({ body: { ...grace, ...(body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit User' }));
    expect(dialog.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(dialog.getByLabelText('Email')).toHaveValue('grace@navy.example');
    expect(dialog.getByLabelText('First Name')).toHaveValue('Grace');
    expect(dialog.getByLabelText('Last Name')).toHaveValue('Hopper');
    expect(dialog.getByRole('combobox', { name: 'Plan' })).toHaveTextContent('Pro');
    expect(dialog.getByRole('combobox', { name: 'Subscription Status' })).toHaveTextContent('Past due');
    expect(dialog.getByLabelText('Payment Customer ID')).toHaveValue('cus_123');
    expect(dialog.getByLabelText('Payment Customer ID')).toHaveAttribute('readonly');
    expect(dialog.getByLabelText('Payment Subscription ID')).toHaveValue('sub_456');

    await user.clear(dialog.getByLabelText('Last Name'));
    await user.type(dialog.getByLabelText('Last Name'), 'Murray Hopper');
    await choose(user, 'Plan', 'Enterprise');
    await choose(user, 'Subscription Status', 'Active');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User information has been updated successfully.')).toBeInTheDocument();
    expect(screen.getByText('User Updated')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/admin/users/user-grace').map((c) => c.body)).toEqual([
      { email: 'grace@navy.example', firstName: 'Grace', lastName: 'Murray Hopper', planType: 'enterprise', subscriptionStatus: 'active' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo('GET', '/api/admin/users')).toHaveLength(2));
  });

  it('hides the payment ids of a user who has none', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Linus' }));
    expect(screen.queryByLabelText('Payment Customer ID')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveTextContent('Pro');
    expect(screen.getByRole('combobox', { name: 'Subscription Status' })).toHaveTextContent('Trialing');
  });

  it('keeps the dialog open and shows the server message when saving fails', async () => {
    const { user } = await renderPage({
      'GET /api/admin/users': { body: users },
      'PUT /api/admin/users/user-linus': { status: 409, body: { message: 'This email address is already in use.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Linus' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'grace@navy.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('This email address is already in use.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
  });

  it('tells a member that only administrators can manage users', async () => {
    await renderPage({ 'GET /api/admin/users': { status: 403, body: { message: 'Only administrators can do this.' } } }, aUser({ role: 'member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can manage users.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what went wrong when the list cannot be loaded', async () => {
    await renderPage({ 'GET /api/admin/users': { status: 500, body: { message: 'Database unavailable' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Users could not be loaded: Database unavailable');
  });
});
