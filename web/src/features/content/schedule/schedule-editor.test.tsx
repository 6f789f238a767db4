import { type CheckSchedule, defaultSchedule } from '@freshwatch/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { choose } from '@/test/select';
import { ScheduleEditor } from './schedule-editor';

function setup(initial: CheckSchedule = defaultSchedule('manual')) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <ScheduleEditor
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { user: setupUser(), onChange, last: () => onChange.mock.lastCall?.[0] as CheckSchedule };
}

describe('ScheduleEditor', () => {
  it('starts each kind from its defaults', async () => {
    const { user, last } = setup();
    await choose(user, 'Schedule type', 'When visitors view the page');
    expect(last()).toEqual({ type: 'visitor_triggered', minTimeBetweenChecks: 60 });
    expect(screen.getByLabelText('Minimum time between checks (minutes)')).toHaveValue(60);

    await choose(user, 'Schedule type', 'Daily');
    expect(last()).toEqual({ type: 'daily', time: '09:00' });
    expect(screen.getByLabelText('Time')).toHaveValue('09:00');

    await choose(user, 'Schedule type', 'Weekly');
    expect(last()).toEqual({ type: 'weekly', daysOfWeek: ['monday'], time: '09:00' });
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();

    await choose(user, 'Schedule type', 'Monthly');
    expect(last()).toEqual({ type: 'monthly', scheduleType: 'day_of_month', dayOfMonth: 1, time: '09:00' });
    expect(screen.getByLabelText('Day of month')).toHaveValue(1);

    await choose(user, 'Schedule type', 'Custom interval');
    expect(last()).toEqual({ type: 'custom', interval: 'weeks', intervalValue: 2, weekDay: 'monday', time: '09:00' });
    expect(screen.getByLabelText('Every')).toHaveValue(2);

    await choose(user, 'Schedule type', 'Manual only');
    expect(last()).toEqual({ type: 'manual' });
  });

  it('falls back to 60 minutes for an invalid minimum time and keeps an optional page pattern', async () => {
    const { user, last } = setup(defaultSchedule('visitor_triggered'));
    const minutes = screen.getByLabelText('Minimum time between checks (minutes)');
    await user.clear(minutes);
    await user.type(minutes, '0');
    expect(last()).toEqual({ type: 'visitor_triggered', minTimeBetweenChecks: 60 });
    await user.clear(minutes);
    await user.type(minutes, '15');
    expect(last()).toEqual({ type: 'visitor_triggered', minTimeBetweenChecks: 15 });
    await user.clear(minutes);
    await user.tab();
    expect(minutes).toHaveValue(60);

    await user.type(screen.getByLabelText('Page pattern (optional)'), '/blog/*');
    expect(last()).toEqual({ type: 'visitor_triggered', minTimeBetweenChecks: 60, pagePattern: '/blog/*' });
  });

  it('keeps at least one weekly day and orders the days', async () => {
    const { user, last } = setup(defaultSchedule('weekly'));
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    expect(last()).toEqual({ type: 'weekly', daysOfWeek: ['monday', 'tuesday', 'friday'], time: '09:00' });
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(last()).toMatchObject({ daysOfWeek: ['tuesday', 'friday'] });
  });

  it('edits a monthly schedule by day of month (1-31) or by weekday of month', async () => {
    const { user, last } = setup(defaultSchedule('monthly'));
    const day = screen.getByLabelText('Day of month');
    await user.clear(day);
    await user.type(day, '40');
    expect(last()).toMatchObject({ dayOfMonth: 1 });
    await user.clear(day);
    await user.type(day, '31');
    expect(last()).toMatchObject({ dayOfMonth: 31 });

    await choose(user, 'Repeat on', 'Weekday of the month');
    expect(last()).toEqual({ type: 'monthly', scheduleType: 'weekday_of_month', weekPosition: 'first', weekDay: 'monday', time: '09:00' });
    await choose(user, 'Week', 'Last');
    await choose(user, 'Weekday', 'Friday');
    expect(last()).toEqual({ type: 'monthly', scheduleType: 'weekday_of_month', weekPosition: 'last', weekDay: 'friday', time: '09:00' });
  });

  it('edits a custom interval, falling back to 1 for an invalid value', async () => {
    const { user, last } = setup(defaultSchedule('custom'));
    const every = screen.getByLabelText('Every');
    await user.clear(every);
    await user.type(every, '0');
    expect(last()).toMatchObject({ intervalValue: 1 });
    await user.clear(every);
    await user.type(every, '3');

    await choose(user, 'Interval', 'Months');
    expect(last()).toEqual({ type: 'custom', interval: 'months', intervalValue: 3, dayOfMonth: 1, time: '09:00' });
    expect(screen.getByLabelText('Day of month')).toHaveValue(1);

    await choose(user, 'Interval', 'Weeks');
    await choose(user, 'Weekday', 'Wednesday');
    expect(last()).toEqual({ type: 'custom', interval: 'weeks', intervalValue: 3, weekDay: 'wednesday', time: '09:00' });
  });

  it('changes the time of day', async () => {
    const { user, last } = setup(defaultSchedule('daily'));
    const time = screen.getByLabelText('Time');
    await user.clear(time);
    expect(last()).toEqual({ type: 'daily', time: '09:00' });
    // A time input is edited in segments by the browser; a change event with the full value is what it sends.
    fireEvent.change(time, { target: { value: '14:30' } });
    expect(last()).toEqual({ type: 'daily', time: '14:30' });
  });

  it("offers an item's editor the workspace default, sent as null", async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState<CheckSchedule | null>(null);
      return (
        <ScheduleEditor
          allowWorkspaceDefault
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Harness />);
    const user = setupUser();
    expect(screen.getByText("Checked on the workspace's analysis schedule (Settings), in the workspace's time zone.")).toBeInTheDocument();
    await choose(user, 'Schedule type', 'Daily');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'daily', time: '09:00' });
    await choose(user, 'Schedule type', 'Workspace default');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
