import { planAllowance, TEAM_PLAN_MESSAGE, type PlanType, type PlanUsage, type WorkspaceInvitation, type WorkspaceMember } from '@freshwatch/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { choose } from '@/test/select';
import { setupUser } from '@/test/user';
import { planUsageQueryOptions } from '@/features/billing/billing-queries';
import { invitationsQueryOptions, membersQueryOptions } from './team-queries';
import { TeamPage } from './team-page';

const members: WorkspaceMember[] = [
  { userId: 'user-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'owner', joinedAt: '2025-01-05T10:00:00.000Z' },
  { userId: 'user-2', email: 'grace@example.com', firstName: 'Grace', lastName: null, role: 'viewer', joinedAt: '2025-01-06T10:00:00.000Z' },
];

const usageOn = (planType: PlanType): PlanUsage => {
  const { pageLimit, ...allowance } = planAllowance(planType, false);
  return { planType, used: 3, limit: pageLimit, ...allowance };
};

const pending: WorkspaceInvitation = {
  id: 'inv-1',
  email: 'max@example.com',
  role: 'editor',
  invitedBy: 'user-1',
  expiresAt: '2025-01-12T10:00:00.000Z',
  createdAt: '2025-01-05T10:00:00.000Z',
};

async function renderPage(
  role: 'owner' | 'viewer',
  { planType = 'enterprise', invitations = [] }: { planType?: PlanType; invitations?: WorkspaceInvitation[] } = {},
) {
  await renderWithProviders(<TeamPage />, {
    user: aUser({ workspaceRole: role, planType }),
    queryData: [
      [planUsageQueryOptions().queryKey, usageOn(planType)],
      [membersQueryOptions().queryKey, members],
      [invitationsQueryOptions().queryKey, invitations],
    ],
  });
  return setupUser();
}

describe('TeamPage', () => {
  it('lets an owner invite with a role and shows the link to copy when the server sends no mail', async () => {
    const { callsTo } = mockFetch({
      'POST /api/workspace/invitations': {
        status: 201,
        body: {
          id: 'i1',
          email: 'max@example.com',
          role: 'auditor',
          invitedBy: 'user-1',
          expiresAt: '2025-01-12T10:00:00.000Z',
          createdAt: '2025-01-05T10:00:00.000Z',
          link: 'http://localhost/invite/tok',
          emailed: false,
        },
      },
      'GET /api/workspace/invitations': { body: [] },
    });
    const user = await renderPage('owner');
    expect(screen.getByText('(you)').closest('td')).toHaveTextContent('Ada Lovelace (you)');
    expect(screen.getByRole('combobox', { name: 'Role of Grace' })).toHaveTextContent('Viewer');
    await user.click(screen.getByRole('button', { name: 'Invite Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Member' });
    await user.type(within(dialog).getByLabelText('Email *'), 'max@example.com');
    await choose(user, 'Role', 'Auditor: Reads everything, with histories and audit exports');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Email is not set up on this server: copy the link and send it yourself.')).toBeInTheDocument();
    expect(screen.getByLabelText('Invitation link')).toHaveValue('http://localhost/invite/tok');
    expect(callsTo('POST', '/api/workspace/invitations').map((c) => c.body)).toEqual([{ email: 'max@example.com', role: 'auditor' }]);
  });

  it('lets an owner revoke a pending invitation after confirming, and reloads the list', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { callsTo } = mockFetch({
      'DELETE /api/workspace/invitations/inv-1': { status: 204 },
      'GET /api/workspace/invitations': { body: [] },
    });
    const user = await renderPage('owner', { invitations: [pending] });
    const revoke = screen.getByRole('button', { name: 'Revoke the invitation of max@example.com' });
    await user.click(revoke);
    expect(callsTo('DELETE', '/api/workspace/invitations/inv-1')).toHaveLength(0);
    await user.click(revoke);
    expect(confirm).toHaveBeenLastCalledWith('Revoke the invitation of max@example.com? Its link will stop working.');
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/workspace/invitations/inv-1')).toHaveLength(1);
  });

  it('shows a viewer the members without invite, role or remove controls', async () => {
    await renderPage('viewer');
    expect(screen.getByRole('cell', { name: 'Grace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending Invitations')).not.toBeInTheDocument();
  });

  it('tells an owner whose plan has no team so, with a link to upgrade, instead of an Invite that would fail', async () => {
    await renderPage('owner', { planType: 'pro' });
    expect(screen.queryByRole('button', { name: 'Invite Member' })).not.toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(TEAM_PLAN_MESSAGE);
    expect(within(note).getByRole('link', { name: 'Upgrade to Enterprise' })).toHaveAttribute('href', '/subscribe');
  });
});
