import { AI_API_KEY_SETTING, SETTING_DEFINITIONS, SETTING_KEYS, type Setting, type SettingKey, settingValueError } from '@freshwatch/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { messageOf } from '@/lib/api';
import { contentItemsQueryOptions } from '@/features/content/content-queries';
import { settingsApi, settingsQueryOptions } from './settings-queries';

/** Settings that move every item's next check: the content list is reloaded after them. */
const RESCHEDULING_SETTINGS: readonly SettingKey[] = ['analysis_schedule', 'timezone'];

/** Typing pauses this long before a text or number field is sent, so a word is one request, not one per key. */
export const SAVE_DELAY_MS = 500;

type SettingValues = Record<SettingKey, string>;
type SettingErrors = Partial<Record<SettingKey, string>>;

/** The validator names the key ('request_timeout must be ...'); a person reads the field's label instead. */
function friendlyError(key: SettingKey, message: string): string {
  return message.startsWith(key) ? SETTING_DEFINITIONS[key].label + message.slice(key.length) : message;
}

/** The fields' starting text. The AI key field starts empty: the saved key is only ever shown masked. */
function formValues(settings: Setting[]): SettingValues {
  const byKey = new Map(settings.map((s) => [s.key, s.value]));
  const values = Object.fromEntries(SETTING_KEYS.map((key) => [key, byKey.get(key) ?? SETTING_DEFINITIONS[key].defaultValue])) as SettingValues;
  return { ...values, [AI_API_KEY_SETTING]: '' };
}

export const failedToast = () => toast({ title: 'Error', description: 'Failed to update settings.', variant: 'destructive' });
/** The brief's confirmation, shown for every saved change, a single field as much as Save Settings. */
export const savedToast = () => toast({ title: 'Success', description: 'Settings updated successfully.' });

/**
 * The Settings form (POST /api/settings on every change of a field). Each change is checked with the
 * contracts' validator first: an invalid value shows its error under the field and is not sent. Valid values
 * wait SAVE_DELAY_MS (or not at all, for switches and selects) and are sent one request at a time. Each
 * answered save says so in a toast ('Settings updated successfully.' or 'Failed to update settings.'). `saveAll`
 * sends whatever is still waiting quietly and resolves once every save has answered; its caller says the outcome
 * once.
 */
export function useSettingsForm(initial: Setting[]) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => formValues(initial));
  const [errors, setErrors] = useState<SettingErrors>({});
  const [busyCount, setBusyCount] = useState(0);
  const waiting = useRef(new Map<SettingKey, string>());
  const timers = useRef(new Map<SettingKey, ReturnType<typeof setTimeout>>());
  const inFlight = useRef(new Set<Promise<boolean>>());
  const queueTail = useRef<Promise<unknown>>(Promise.resolve());
  const refreshBusy = () => setBusyCount(waiting.current.size + inFlight.current.size);

  const setError = (key: SettingKey, message: string | null) =>
    setErrors((previous) => {
      const next = { ...previous };
      if (message) next[key] = message;
      else delete next[key];
      return next;
    });

  const send = async (key: SettingKey, value: string, quiet: boolean): Promise<boolean> => {
    try {
      const saved = await settingsApi.save(key, value);
      queryClient.setQueryData(settingsQueryOptions().queryKey, (list) => list?.map((s) => (s.key === key ? saved : s)));
      if (RESCHEDULING_SETTINGS.includes(key)) void queryClient.invalidateQueries({ queryKey: contentItemsQueryOptions().queryKey });
      // A saved AI key is shown masked from now on; the field empties unless the person typed on meanwhile.
      if (key === AI_API_KEY_SETTING) setValues((v) => (v[key] === value ? { ...v, [key]: '' } : v));
      if (!quiet) savedToast();
      return true;
    } catch (error) {
      setError(key, friendlyError(key, messageOf(error, 'Failed to update settings.')));
      if (!quiet) failedToast();
      return false;
    }
  };

  const flush = (key: SettingKey, quiet = false): Promise<boolean> => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    const value = waiting.current.get(key);
    if (value === undefined) return Promise.resolve(true);
    waiting.current.delete(key);
    // One save at a time, in the order of the changes: the last value of a field is the one kept, and the
    // workspace's settings are never written concurrently (the API answers that with 409).
    const saving = queueTail.current
      .then(() => send(key, value, quiet))
      .finally(() => {
        inFlight.current.delete(saving);
        refreshBusy();
      });
    queueTail.current = saving;
    inFlight.current.add(saving);
    refreshBusy();
    return saving;
  };

  // Leaving the page does not lose a change that was still waiting for its pause.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });
  useEffect(() => {
    const pending = waiting.current;
    return () => {
      for (const key of [...pending.keys()]) void flushRef.current(key);
    };
  }, []);

  const queue = (key: SettingKey, value: string, delay: number) => {
    waiting.current.set(key, value);
    refreshBusy();
    if (delay <= 0) void flush(key);
    else
      timers.current.set(
        key,
        setTimeout(() => void flush(key), delay),
      );
  };

  const change = (key: SettingKey, value: string, { delay = SAVE_DELAY_MS }: { delay?: number } = {}) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    waiting.current.delete(key);
    // An empty AI key field means 'keep the saved key'; removing it is its own action.
    const problem = key === AI_API_KEY_SETTING && value.trim() === '' ? 'skip' : settingValueError(key, value);
    if (problem === 'skip') setError(key, null);
    else if (problem) setError(key, friendlyError(key, problem));
    else {
      setError(key, null);
      queue(key, value, delay);
      return;
    }
    refreshBusy();
  };

  const removeAiKey = () => {
    setValues((v) => ({ ...v, [AI_API_KEY_SETTING]: '' }));
    setError(AI_API_KEY_SETTING, null);
    queue(AI_API_KEY_SETTING, '', 0);
  };

  /** Sends everything still waiting and waits for saves already under way; true when all of them succeeded. */
  const saveAll = async (): Promise<boolean> => {
    const earlier = [...inFlight.current];
    const now = [...waiting.current.keys()].map((key) => flush(key, true));
    const results = await Promise.all([...earlier, ...now]);
    return results.every(Boolean);
  };

  /** Forgets changes not yet sent, e.g. before Reset to Defaults replaces every value. */
  const discardWaiting = () => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    waiting.current.clear();
    refreshBusy();
  };

  return { values, errors, busy: busyCount > 0, hasErrors: Object.keys(errors).length > 0, change, removeAiKey, saveAll, discardWaiting };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
