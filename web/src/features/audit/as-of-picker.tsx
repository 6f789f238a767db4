import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Today as the date input writes it (the viewer's calendar day). */
function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The 'As of' picker of the Reports screen: a past day, or null for now. The API reads a bare date as the end of
 * that day (UTC), so `asOf=<value>` shows the report as it stood when the day was over. Small on purpose: the
 * screen passes the value to its queries (`?asOf=`) and shows whose figures they are.
 */
export function AsOfPicker({ value, onChange, now = new Date() }: { value: string | null; onChange: (value: string | null) => void; now?: Date }) {
  const id = useId();
  const max = today(now);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-2">
        <Label htmlFor={id}>As of</Label>
        <Input
          id={id}
          type="date"
          max={max}
          value={value ?? ''}
          className="w-44"
          // An empty or future day means now: there is nothing to replay after today.
          onChange={(event) => onChange(event.target.value && event.target.value < max ? event.target.value : null)}
        />
      </div>
      {value !== null && (
        <Button variant="outline" onClick={() => onChange(null)}>
          Back to today
        </Button>
      )}
    </div>
  );
}

/** The query string part for a picked day, or nothing for now. */
export function asOfParam(value: string | null): string {
  return value === null ? '' : `asOf=${encodeURIComponent(value)}`;
}
