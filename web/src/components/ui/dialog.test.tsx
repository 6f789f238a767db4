import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setupUser } from '@/test/user';
import { Dialog, DialogContent, DialogTitle } from './dialog';

/** As the pages open their dialogs: from state, with no DialogTrigger, and the dialog unmounted on close. */
function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View
      </button>
      {open && (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Details</DialogTitle>
            <button type="button">Inside</button>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

/** As the app shell keeps its navigation dialog: always in the tree, opened and closed through `open`. */
function KeptInTree() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Elsewhere</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open navigation
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Navigation</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it.each([
    ['Escape', async (user: ReturnType<typeof setupUser>) => user.keyboard('{Escape}')],
    ['the Close button', async (user: ReturnType<typeof setupUser>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ])('gives the focus back to the button that opened it when closed with %s', async (_how, close) => {
    const user = setupUser();
    render(<OpenedFromState />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    await screen.findByRole('dialog', { name: 'Details' });
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'View' })).toHaveFocus());
  });

  it('gives the focus back to the control that opened it a second time, not the first', async () => {
    const user = setupUser();
    render(<KeptInTree />);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('dialog', { name: 'Navigation' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus());
  });
});
