import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AsOfPicker, asOfParam } from './as-of-picker';

const now = new Date(2026, 10, 23, 12, 0);

function Harness({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <AsOfPicker
      now={now}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('AsOfPicker', () => {
  it('picks a past day, and goes back to now', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('As of');
    expect(input).toHaveAttribute('max', '2026-11-23');
    expect(screen.queryByRole('button', { name: 'Back to today' })).toBeNull();
    fireEvent.change(input, { target: { value: '2026-11-02' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-02');
    fireEvent.click(screen.getByRole('button', { name: 'Back to today' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('treats today or a cleared field as now', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-11-23' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('builds the query parameter', () => {
    expect(asOfParam(null)).toBe('');
    expect(asOfParam('2026-11-02')).toBe('asOf=2026-11-02');
  });
});
