import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * A whole-number input that lets a person type freely (even clear it) while the schedule always holds a valid
 * number: every keystroke reports `normalize(text)`, and leaving the field shows the value that was kept.
 */
export function NumberField({
  label,
  value,
  normalize,
  onChange,
  min,
  max,
  hint,
}: {
  label: string;
  value: number;
  normalize: (input: string) => number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  hint?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(normalize(event.target.value));
        }}
        onBlur={() => setDraft(String(normalize(draft)))}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
