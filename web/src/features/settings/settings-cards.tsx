import { AI_API_KEY_SETTING, AI_MODELS, type CheckSchedule, DEFAULT_ANALYSIS_SCHEDULE } from '@freshwatch/contracts';
import { memo, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { ScheduleEditor } from '@/features/content/schedule/schedule-editor';
import { FieldError, SettingSwitch, SettingTextField } from './setting-fields';
import type { SettingsForm } from './use-settings-form';

const CUSTOM_MODEL = 'custom';
const MODEL_OPTIONS = [...AI_MODELS.map((model) => ({ value: model, label: model })), { value: CUSTOM_MODEL, label: 'Custom model' }];
const isPresetModel = (model: string) => (AI_MODELS as readonly string[]).includes(model);

export function ApiConfigurationCard({ form, savedKeyMask }: { form: SettingsForm; savedKeyMask: string }) {
  // Custom is chosen explicitly, or implied by a saved model outside the three presets.
  const [custom, setCustom] = useState(() => !isPresetModel(form.values.api_model));
  const keyHint = savedKeyMask
    ? 'A key is saved (shown masked). Type a new key to replace it.'
    : 'No key saved here. Stored encrypted; only its last 4 characters are ever shown again.';
  return (
    <Card>
      <CardHeader>
        <CardTitle>API Configuration</CardTitle>
        <CardDescription>The AI model that analyses your content and suggests improvements.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <SettingTextField
            form={form}
            settingKey={AI_API_KEY_SETTING}
            label="OpenAI API Key"
            type="password"
            autoComplete="off"
            placeholder={savedKeyMask || 'sk-...'}
            hint={keyHint}
          />
          {savedKeyMask && (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => window.confirm('Remove the saved AI API key?') && form.removeAiKey()}
            >
              Remove saved key
            </Button>
          )}
        </div>
        <SelectField
          label="Model"
          value={custom ? CUSTOM_MODEL : form.values.api_model}
          options={MODEL_OPTIONS}
          onChange={(model) => {
            if (model === CUSTOM_MODEL) return setCustom(true);
            setCustom(false);
            form.change('api_model', model, { delay: 0 });
          }}
        />
        {custom && (
          <SettingTextField
            form={form}
            settingKey="api_model"
            label="Custom model name"
            placeholder="llama3.1:8b"
            hint="Any model your provider serves, e.g. one of an Ollama or LM Studio server."
          />
        )}
        <SettingTextField
          form={form}
          settingKey="request_timeout"
          type="number"
          label="Request timeout (seconds)"
          hint="The longest Freshwatch waits for a page or an AI answer."
        />
        <SettingTextField
          form={form}
          settingKey="openai_base_url"
          type="url"
          label="API base URL"
          placeholder="https://api.openai.com/v1"
          hint="For OpenAI-compatible servers. Leave empty to use OpenAI."
        />
      </CardContent>
    </Card>
  );
}

function parseSchedule(text: string): CheckSchedule {
  try {
    return JSON.parse(text) as CheckSchedule;
  } catch {
    return DEFAULT_ANALYSIS_SCHEDULE;
  }
}

export function MonitoringCard({ form }: { form: SettingsForm }) {
  const scheduleId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Monitoring Settings</CardTitle>
        <CardDescription>When content counts as stale and when it is checked.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <SettingTextField
          form={form}
          settingKey="freshness_threshold"
          type="number"
          label="Freshness threshold (days)"
          hint="Content not updated for longer than this needs an update."
        />
        <div className="grid gap-2" role="group" aria-labelledby={scheduleId}>
          <Label id={scheduleId}>Analysis schedule</Label>
          <ScheduleEditor
            value={parseSchedule(form.values.analysis_schedule)}
            onChange={(schedule) => form.change('analysis_schedule', JSON.stringify(schedule))}
          />
          <FieldError message={form.errors.analysis_schedule} />
        </div>
        <TimeZoneField form={form} />
        <SettingSwitch form={form} settingKey="email_notifications" label="Email notifications" description="Email me when content needs attention." />
        <SettingSwitch
          form={form}
          settingKey="auto_update_metadata"
          label="Auto update metadata"
          description="Keep titles and descriptions in step with the live pages."
        />
      </CardContent>
    </Card>
  );
}

export function PerformanceCard({ form }: { form: SettingsForm }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Performance Settings</CardTitle>
        <CardDescription>How much work Freshwatch does at once and how long it keeps results.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <SettingTextField form={form} settingKey="batch_size" type="number" label="Batch size (items)" hint="How many items are analysed at the same time." />
        <SettingTextField form={form} settingKey="cache_duration" type="number" label="Cache duration (hours)" hint="How long fetched pages are reused." />
        <SettingSwitch
          form={form}
          settingKey="enable_caching"
          label="Enable caching"
          description="Reuse recently fetched pages instead of fetching them again."
        />
      </CardContent>
    </Card>
  );
}

/** The zones this browser knows, offered as suggestions; any IANA name the server knows is accepted. */
const KNOWN_ZONES: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** Rendered once: the list is long, and every keystroke in the form re-renders the card. */
const ZoneSuggestions = memo(function ZoneSuggestions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {KNOWN_ZONES.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
});

/** The workspace's time zone: schedule times are wall-clock times in it. */
function TimeZoneField({ form }: { form: SettingsForm }) {
  const listId = useId();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="grid gap-2">
      <SettingTextField
        form={form}
        settingKey="timezone"
        label="Time zone"
        list={listId}
        placeholder="Europe/Berlin"
        hint="An IANA name such as Europe/Berlin or America/New_York. Schedule times are in this zone, across daylight-saving changes."
      />
      <ZoneSuggestions id={listId} />
      {browserZone && form.values.timezone !== browserZone && (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => form.change('timezone', browserZone, { delay: 0 })}>
          Use this browser's zone ({browserZone})
        </Button>
      )}
    </div>
  );
}
