import { render, screen } from '@testing-library/react';
import { Eye, Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '@/test/user';
import { RowActions } from './row-actions';

describe('RowActions', () => {
  it('offers a row menu (for windows under 1280 px) with every action, each doing what its button does', async () => {
    const onView = vi.fn();
    const onDelete = vi.fn();
    const user = setupUser();
    render(
      <RowActions
        menuLabel="Actions for Pricing page"
        actions={[
          { label: 'View', icon: Eye, onClick: onView },
          { label: 'Delete', icon: Trash2, disabled: true, onClick: onDelete },
        ]}
      />,
    );
    // The icon buttons are there too: CSS shows one or the other by the window's width.
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Actions for Pricing page' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(menuButton);
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Delete']);
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(onView).toHaveBeenCalledOnce();
    expect(menu).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('has no menu without a menu label: the icon buttons show at every width', () => {
    render(<RowActions actions={[{ label: 'Edit Ada', icon: Eye, onClick: () => {} }]} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Edit Ada']);
  });
});
