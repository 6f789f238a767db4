import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '@/test/user';
import { DataTableFooter } from './data-table-footer';

describe('DataTableFooter', () => {
  it('counts the rows shown, without a pager when the list has no pages', () => {
    render(<DataTableFooter shown={2} total={5} noun="tasks" />);
    expect(screen.getByText('Showing 2 of 5 tasks')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the ways to the neighbouring pages that exist', async () => {
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    const user = setupUser();
    const { rerender } = render(<DataTableFooter shown={10} total={25} pagination={{ page: 2, pageCount: 3, onPrevious, onNext }} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Showing 10 of 25 results');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledTimes(1);

    rerender(<DataTableFooter shown={5} total={25} pagination={{ page: 3, pageCount: 3, onPrevious, onNext }} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('closes both ways on a single page', () => {
    render(<DataTableFooter shown={3} total={3} pagination={{ page: 1, pageCount: 1 }} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
