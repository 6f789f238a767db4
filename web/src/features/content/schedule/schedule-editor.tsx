import {
  type CheckSchedule,
  type CustomSchedule,
  dayOfMonthOrDefault,
  defaultSchedule,
  intervalOrDefault,
  minutesOrDefault,
  type MonthlySchedule,
  SCHEDULE_DEFAULTS,
  SCHEDULE_LABELS,
  SCHEDULE_LIMITS,
  SCHEDULE_TYPES,
  type ScheduleType,
  WEEK_POSITIONS,
  WEEKDAYS,
  WORKSPACE_DEFAULT_SCHEDULE_LABEL,
  type Weekday,
  type WeeklySchedule,
} from '@freshwatch/contracts';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { NumberField } from './number-field';

const TYPE_OPTIONS = SCHEDULE_TYPES.map((type) => ({ value: type, label: SCHEDULE_LABELS[type] }));
/** An item's editor offers 'no schedule of its own' first: the item then follows the workspace's analysis schedule. */
const WORKSPACE_DEFAULT = 'workspace_default';
const ITEM_TYPE_OPTIONS = [{ value: WORKSPACE_DEFAULT, label: WORKSPACE_DEFAULT_SCHEDULE_LABEL }, ...TYPE_OPTIONS];
const WEEKDAY_OPTIONS = optionsOf(WEEKDAYS);
const POSITION_OPTIONS = optionsOf(WEEK_POSITIONS);
const MONTHLY_TYPE_OPTIONS = [
  { value: 'day_of_month', label: 'Day of the month' },
  { value: 'weekday_of_month', label: 'Weekday of the month' },
] as const;
const INTERVAL_OPTIONS = [
  { value: 'weeks', label: 'Weeks' },
  { value: 'months', label: 'Months' },
] as const;

type Props = { value: CheckSchedule; onChange: (schedule: CheckSchedule) => void };
type EditorProps =
  | (Props & { allowWorkspaceDefault?: false })
  /** An item's schedule: null means none of its own (the workspace's analysis schedule applies). */
  | { value: CheckSchedule | null; onChange: (schedule: CheckSchedule | null) => void; allowWorkspaceDefault: true };

/** Edits any of the six schedule kinds, starting each kind from the contracts' defaults. */
export function ScheduleEditor(props: EditorProps) {
  const { value } = props;
  const type = value?.type ?? WORKSPACE_DEFAULT;
  const choose = (next: string) => {
    if (next === type) return;
    if (next === WORKSPACE_DEFAULT) {
      if (props.allowWorkspaceDefault) props.onChange(null);
      return;
    }
    props.onChange(defaultSchedule(next as ScheduleType));
  };
  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Check schedule</legend>
      <SelectField label="Schedule type" value={type} options={props.allowWorkspaceDefault ? ITEM_TYPE_OPTIONS : TYPE_OPTIONS} onChange={choose} />
      {value === null ? (
        <p className="text-sm text-muted-foreground">Checked on the workspace's analysis schedule (Settings), in the workspace's time zone.</p>
      ) : (
        // Keyed by kind so number fields start from the new kind's value instead of the old draft text.
        <ScheduleFields key={value.type} value={value} onChange={props.onChange} />
      )}
    </fieldset>
  );
}

function ScheduleFields({ value, onChange }: Props) {
  switch (value.type) {
    case 'manual':
      return <p className="text-sm text-muted-foreground">Freshwatch checks this item only when you ask it to.</p>;
    case 'visitor_triggered':
      return (
        <>
          <TextField
            label="Page pattern (optional)"
            value={value.pagePattern ?? ''}
            placeholder="/blog/*"
            onChange={(pagePattern) =>
              // An empty pattern is left out: the schedule then applies to the item's own page.
              onChange({ type: value.type, minTimeBetweenChecks: value.minTimeBetweenChecks, ...(pagePattern.trim() && { pagePattern }) })
            }
          />
          <NumberField
            label="Minimum time between checks (minutes)"
            value={value.minTimeBetweenChecks}
            min={SCHEDULE_LIMITS.minTimeBetweenChecks}
            normalize={minutesOrDefault}
            hint={`At least ${SCHEDULE_LIMITS.minTimeBetweenChecks} minute; ${SCHEDULE_DEFAULTS.minTimeBetweenChecks} when left empty.`}
            onChange={(minTimeBetweenChecks) => onChange({ ...value, minTimeBetweenChecks })}
          />
        </>
      );
    case 'daily':
      return <TimeField value={value.time} onChange={(time) => onChange({ ...value, time })} />;
    case 'weekly':
      return <WeeklyFields value={value} onChange={onChange} />;
    case 'monthly':
      return <MonthlyFields value={value} onChange={onChange} />;
    case 'custom':
      return <CustomFields value={value} onChange={onChange} />;
  }
}

function WeeklyFields({ value, onChange }: { value: WeeklySchedule; onChange: (s: CheckSchedule) => void }) {
  const toggle = (day: Weekday, checked: boolean) => {
    const days = checked ? [...value.daysOfWeek, day] : value.daysOfWeek.filter((d) => d !== day);
    onChange({ ...value, daysOfWeek: WEEKDAYS.filter((d) => days.includes(d)) });
  };
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Days of the week</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {WEEKDAY_OPTIONS.map(({ value: day, label }) => {
            const checked = value.daysOfWeek.includes(day);
            return (
              <DayCheckbox
                key={day}
                label={label}
                checked={checked}
                // A weekly schedule needs at least one day, so the last chosen day cannot be unticked.
                disabled={checked && value.daysOfWeek.length === 1}
                onChange={(next) => toggle(day, next)}
              />
            );
          })}
        </div>
      </fieldset>
      <TimeField value={value.time} onChange={(time) => onChange({ ...value, time })} />
    </>
  );
}

function MonthlyFields({ value, onChange }: { value: MonthlySchedule; onChange: (s: CheckSchedule) => void }) {
  const { time } = value;
  return (
    <>
      <SelectField
        label="Repeat on"
        value={value.scheduleType}
        options={MONTHLY_TYPE_OPTIONS}
        onChange={(scheduleType) =>
          scheduleType !== value.scheduleType &&
          onChange(
            scheduleType === 'day_of_month'
              ? { type: 'monthly', scheduleType, dayOfMonth: SCHEDULE_DEFAULTS.dayOfMonth, time }
              : { type: 'monthly', scheduleType, weekPosition: SCHEDULE_DEFAULTS.weekPosition, weekDay: SCHEDULE_DEFAULTS.weekDay, time },
          )
        }
      />
      {value.scheduleType === 'day_of_month' ? (
        <DayOfMonthField key="day" value={value.dayOfMonth} onChange={(dayOfMonth) => onChange({ ...value, dayOfMonth })} />
      ) : (
        <div className="grid grid-cols-2 gap-4">
          <SelectField label="Week" value={value.weekPosition} options={POSITION_OPTIONS} onChange={(weekPosition) => onChange({ ...value, weekPosition })} />
          <SelectField label="Weekday" value={value.weekDay} options={WEEKDAY_OPTIONS} onChange={(weekDay) => onChange({ ...value, weekDay })} />
        </div>
      )}
      <TimeField value={time} onChange={(next) => onChange({ ...value, time: next })} />
    </>
  );
}

const { min: FIRST_DAY, max: LAST_DAY } = SCHEDULE_LIMITS.dayOfMonth;

/** Monthly and custom-by-months schedules share the day-of-month rule: 1-31, anything else falls back to 1. */
function DayOfMonthField({ value, onChange }: { value: number; onChange: (day: number) => void }) {
  return (
    <NumberField
      label="Day of month"
      value={value}
      min={FIRST_DAY}
      max={LAST_DAY}
      normalize={dayOfMonthOrDefault}
      hint={`From ${FIRST_DAY} to ${LAST_DAY}.`}
      onChange={onChange}
    />
  );
}

function CustomFields({ value, onChange }: { value: CustomSchedule; onChange: (s: CheckSchedule) => void }) {
  const { intervalValue, time } = value;
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <NumberField
          label="Every"
          value={intervalValue}
          min={SCHEDULE_LIMITS.intervalValue}
          normalize={intervalOrDefault}
          onChange={(next) => onChange({ ...value, intervalValue: next })}
        />
        <SelectField
          label="Interval"
          value={value.interval}
          options={INTERVAL_OPTIONS}
          onChange={(interval) =>
            interval !== value.interval &&
            onChange(
              interval === 'weeks'
                ? { type: 'custom', interval, intervalValue, weekDay: SCHEDULE_DEFAULTS.weekDay, time }
                : { type: 'custom', interval, intervalValue, dayOfMonth: SCHEDULE_DEFAULTS.dayOfMonth, time },
            )
          }
        />
      </div>
      {value.interval === 'weeks' ? (
        <SelectField label="Weekday" value={value.weekDay} options={WEEKDAY_OPTIONS} onChange={(weekDay) => onChange({ ...value, weekDay })} />
      ) : (
        <DayOfMonthField key="day" value={value.dayOfMonth} onChange={(dayOfMonth) => onChange({ ...value, dayOfMonth })} />
      )}
      <TimeField value={time} onChange={(next) => onChange({ ...value, time: next })} />
    </>
  );
}

function TimeField({ value, onChange }: { value: string; onChange: (time: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Time</Label>
      {/* A cleared time falls back to the default rather than leaving the schedule without one. */}
      <Input id={id} type="time" value={value} onChange={(e) => onChange(e.target.value || SCHEDULE_DEFAULTS.time)} />
    </div>
  );
}

function TextField({ label, value, placeholder, onChange }: { label: string; value: string; placeholder?: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function DayCheckbox({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(next) => onChange(next === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
