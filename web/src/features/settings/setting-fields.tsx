import type { SettingKey } from '@freshwatch/contracts';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { SettingsForm } from './use-settings-form';

interface TextProps {
  form: SettingsForm;
  settingKey: SettingKey;
  label: string;
  hint?: string;
  type?: 'text' | 'number' | 'password' | 'url';
  placeholder?: string;
  autoComplete?: string;
  /** The id of a <datalist> of suggestions. */
  list?: string;
}

/** A text or number setting: sent after a pause in typing, or shown with its error and not sent. */
export function SettingTextField({ form, settingKey, label, hint, type = 'text', placeholder, autoComplete, list }: TextProps) {
  const id = useId();
  const error = form.errors[settingKey];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        step={type === 'number' ? 1 : undefined}
        placeholder={placeholder}
        autoComplete={autoComplete}
        list={list}
        spellCheck={false}
        value={form.values[settingKey]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => form.change(settingKey, e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** An on/off setting, stored as 'true' or 'false' and sent at once. */
export function SettingSwitch({ form, settingKey, label, description }: { form: SettingsForm; settingKey: SettingKey; label: string; description: string }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={id}>{label}</Label>
          <p id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </p>
        </div>
        <Switch
          id={id}
          aria-describedby={`${id}-description`}
          checked={form.values[settingKey] === 'true'}
          onCheckedChange={(on) => form.change(settingKey, String(on), { delay: 0 })}
        />
      </div>
      <FieldError message={form.errors[settingKey]} />
    </div>
  );
}
