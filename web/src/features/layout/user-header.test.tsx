import type { PlanType, WorkspaceRole } from '@freshwatch/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { UserHeader } from './user-header';

// The server answers the user in their current workspace, with that workspace's plan: the badge shows it as is.
async function renderHeader(workspaceRole: WorkspaceRole, planType: PlanType) {
  mockFetch({
    'GET /api/workspaces': { body: [] },
    'GET /api/notifications': { body: { notifications: [], unread: 0 } },
  });
  const user = aUser({ workspaceRole, planType });
  await renderWithProviders(<UserHeader user={user} />, { user });
}

describe('UserHeader plan badge', () => {
  it.each<WorkspaceRole>(['owner', 'editor', 'viewer', 'auditor'])("shows the workspace's Enterprise plan to its %s", async (role) => {
    await renderHeader(role, 'enterprise');
    expect(screen.getByText('Enterprise')).toBeInTheDocument();
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
  });

  it('shows Free in a Free workspace', async () => {
    await renderHeader('owner', 'free');
    expect(screen.getByText('Free')).toBeInTheDocument();
  });
});
