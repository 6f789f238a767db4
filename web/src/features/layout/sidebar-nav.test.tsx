import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SidebarNav } from './sidebar-nav';

describe('SidebarNav', () => {
  it('has the WordPress anchors, the product links, Plugins and Team', async () => {
    await renderWithProviders(<SidebarNav user={aUser()} />);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '#dashboard'],
      ['Posts', '#posts'],
      ['Pages', '#pages'],
      ['Dashboard', '/dashboard'],
      ['Content Table', '/content'],
      ['Tasks', '/tasks'],
      ['Reports', '/reports'],
      ['Settings', '/settings'],
      ['Advanced Data', '/advanced-data'],
      ['Plugins', '/plugins'],
      ['Team', '/team'],
    ]);
  });

  it('shows Users to admins only', async () => {
    await renderWithProviders(<SidebarNav user={aUser({ role: 'admin' })} />);
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
  });

  it('marks the current route', async () => {
    const { router } = await renderWithProviders(<SidebarNav user={aUser()} />);
    await router.navigate({ to: '/tasks' });
    expect(await screen.findByRole('link', { name: 'Tasks', current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reports' })).not.toHaveAttribute('aria-current');
  });
});
