import { AI_API_KEY_SETTING } from '@freshwatch/contracts';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Loader2, RotateCcw, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { NotificationsCard } from '@/features/notifications/notifications-card';
import { ApiStatusCard } from './api-status-card';
import { ApiConfigurationCard, MonitoringCard, PerformanceCard } from './settings-cards';
import { browserPage, settingsApi, settingsQueryOptions } from './settings-queries';
import { UsageCard } from './usage-card';
import { failedToast, savedToast, type SettingsForm, useSettingsForm } from './use-settings-form';
import { useCan } from '@/features/team/use-can';

/** /settings: the workspace's configuration, saved field by field, with the AI connection test and usage. */
export function SettingsPage() {
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const form = useSettingsForm(settings);
  const savedKeyMask = settings.find((s) => s.key === AI_API_KEY_SETTING)?.value ?? '';
  // Viewers and auditors read the settings: every field is disabled and nothing offers to save.
  const canWrite = useCan('settings:write');

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div>
        <h1 className="text-2xl font-bold">Settings</h1>
        <p className="text-muted-foreground">Configure your Freshwatch plugin settings</p>
        {!canWrite && <p role="note">Your role in this workspace can read these settings; an owner or editor changes them.</p>}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <fieldset disabled={!canWrite} className="grid min-w-0 gap-6 lg:col-span-2">
          <ApiConfigurationCard form={form} savedKeyMask={savedKeyMask} />
          <MonitoringCard form={form} />
          <PerformanceCard form={form} />
          <NotificationsCard />
        </fieldset>
        <div className="grid gap-6">
          {canWrite && <SaveCard form={form} />}
          {canWrite && <ApiStatusCard beforeTest={form.saveAll} />}
          <UsageCard />
        </div>
      </div>
    </main>
  );
}

function SaveCard({ form }: { form: SettingsForm }) {
  const save = useMutation({
    mutationFn: form.saveAll,
    onSuccess: (allSaved) => (allSaved ? savedToast() : failedToast()),
  });

  const reset = useMutation({
    mutationFn: () => {
      form.discardWaiting();
      return settingsApi.reset();
    },
    // Reset to Defaults reloads the page, so every field starts again from the server's values.
    onSuccess: () => browserPage.reload(),
    onError: failedToast,
  });

  const onSave = () => {
    if (form.hasErrors) {
      toast({ title: 'Validation Error', description: 'Please correct the highlighted settings first.', variant: 'destructive' });
      return;
    }
    save.mutate();
  };

  const onReset = () => {
    if (window.confirm('Reset every setting to its default? The saved AI API key is removed too.')) reset.mutate();
  };

  const status = form.hasErrors ? 'Some settings are invalid and were not saved.' : form.busy ? 'Saving changes...' : 'All changes saved.';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Save Settings</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
        <Button onClick={onSave} disabled={save.isPending || reset.isPending}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
        <Button variant="outline" onClick={onReset} disabled={save.isPending || reset.isPending}>
          {reset.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
          {reset.isPending ? 'Resetting...' : 'Reset to Defaults'}
        </Button>
      </CardContent>
    </Card>
  );
}
