import { SETTING_DEFAULTS, SETTING_KEYS, type Setting, type SettingKey, type UsageThisMonth } from '@freshwatch/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { choose } from '@/test/select';
import { setupUser } from '@/test/user';
import type { UserEvent } from '@testing-library/user-event';
import { browserPage, settingsQueryOptions } from './settings-queries';
import { SettingsPage } from './settings-page';
import { SAVE_DELAY_MS } from './use-settings-form';

const usage: UsageThisMonth = { month: '2025-01', analysesRun: 1234, aiCalls: 56, tokens: 98765, estimatedCostUsd: 1.5 };
const defaults = (overrides: Partial<Record<string, string>> = {}): Setting[] =>
  SETTING_KEYS.map((key) => ({ key, value: overrides[key] ?? SETTING_DEFAULTS[key] }));

/** Saves answer with the pair as the server would keep it (the AI key masked). */
const saveHandler = ({ body }: { body: unknown }) => {
  const { key, value } = body as Setting;
  return { status: 201, body: { key, value: key === 'openai_api_key' && value ? `••••${value.slice(-4)}` : value } };
};

function mockApi(handlers: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({ 'GET /api/usage': { body: usage }, 'GET /api/notification-channels': { body: [] }, 'POST /api/settings': saveHandler, ...handlers });
}

async function renderPage(settings: Setting[] = defaults()) {
  await renderWithProviders(<SettingsPage />, { user: aUser(), queryData: [[settingsQueryOptions().queryKey, settings]] });
  return setupUser();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SettingsPage', () => {
  it('shows the three cards with the saved values, and real usage', async () => {
    mockApi();
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Configure your Freshwatch plugin settings')).toBeInTheDocument();
    for (const title of ['API Configuration', 'Monitoring Settings', 'Performance Settings', 'API Status', 'Usage This Month']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('OpenAI API Key')).toHaveAttribute('placeholder', 'sk-...');
    expect(screen.getByLabelText('OpenAI API Key')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Remove saved key' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('gpt-4o');
    expect(screen.getByLabelText('Request timeout (seconds)')).toHaveValue(30);
    expect(screen.getByLabelText('API base URL')).toHaveValue('');
    expect(screen.getByLabelText('Freshness threshold (days)')).toHaveValue(180);
    expect(screen.getByRole('combobox', { name: 'Schedule type' })).toHaveTextContent('Weekly');
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Auto update metadata' })).not.toBeChecked();
    expect(screen.getByLabelText('Batch size (items)')).toHaveValue(5);
    expect(screen.getByLabelText('Cache duration (hours)')).toHaveValue(24);
    expect(screen.getByRole('switch', { name: 'Enable caching' })).toBeChecked();

    const status = within(screen.getByRole('heading', { name: 'API Status' }).closest('.rounded-lg') as HTMLElement);
    expect(status.getByText('Unknown')).toBeInTheDocument();
    expect(status.getByText('Not tracked')).toBeInTheDocument();
    expect(status.getByText('Never')).toBeInTheDocument();

    expect(await screen.findByText('January 2025')).toBeInTheDocument();
    const card = within(screen.getByRole('heading', { name: 'Usage This Month' }).closest('.rounded-lg') as HTMLElement);
    expect(card.getByText('Analyses run').nextSibling).toHaveTextContent('1,234');
    expect(card.getByText('AI calls').nextSibling).toHaveTextContent('56');
    expect(card.getByText('Tokens').nextSibling).toHaveTextContent('98,765');
    expect(card.getByText('Estimated cost').nextSibling).toHaveTextContent('$1.50');
  });

  it('sends a number field once typing pauses, as one request', async () => {
    const { callsTo } = mockApi();
    const user = await renderPage();
    const timeout = screen.getByLabelText('Request timeout (seconds)');
    await user.clear(timeout);
    await user.type(timeout, '60');
    expect(callsTo('POST', '/api/settings')).toHaveLength(0);
    await waitFor(() => expect(callsTo('POST', '/api/settings')).toHaveLength(1));
    expect(callsTo('POST', '/api/settings')[0].body).toEqual({ key: 'request_timeout', value: '60' });
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
  });

  it('shows an invalid value under its field and does not send it', async () => {
    const { callsTo } = mockApi();
    const user = await renderPage();
    const batch = screen.getByLabelText('Batch size (items)');
    await user.clear(batch);
    await user.type(batch, '500');
    expect(screen.getByRole('alert')).toHaveTextContent('Batch size must be a whole number of items from 1 to 50');
    expect(batch).toHaveAttribute('aria-invalid', 'true');
    await pause(SAVE_DELAY_MS + 200);
    expect(callsTo('POST', '/api/settings')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Please correct the highlighted settings first.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/settings')).toHaveLength(0);

    await user.type(screen.getByLabelText('API base URL'), 'not a url');
    expect(screen.getByText('AI base URL must be empty or an http or https address')).toBeInTheDocument();

    // Correcting the value clears the error and sends it.
    await user.clear(batch);
    await user.type(batch, '10');
    expect(screen.queryByText(/Batch size must be/)).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/api/settings').map((c) => c.body)).toEqual([{ key: 'batch_size', value: '10' }]));
  });

  it('sends switches and the model choice at once', async () => {
    const { callsTo } = mockApi();
    const user = await renderPage();
    await user.click(screen.getByRole('switch', { name: 'Email notifications' }));
    await choose(user, 'Model', 'gpt-4');
    await waitFor(() => expect(callsTo('POST', '/api/settings')).toHaveLength(2));
    expect(callsTo('POST', '/api/settings').map((c) => c.body)).toEqual([
      { key: 'email_notifications', value: 'false' },
      { key: 'api_model', value: 'gpt-4' },
    ]);
    expect(screen.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  });

  it('accepts a custom model name', async () => {
    const { callsTo } = mockApi();
    const user = await renderPage();
    await choose(user, 'Model', 'Custom model');
    const name = screen.getByLabelText('Custom model name');
    expect(name).toHaveValue('gpt-4o');
    expect(callsTo('POST', '/api/settings')).toHaveLength(0);
    await user.clear(name);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Model must be one of/);
    await user.type(name, 'llama3.1:8b');
    await waitFor(() => expect(callsTo('POST', '/api/settings').map((c) => c.body)).toEqual([{ key: 'api_model', value: 'llama3.1:8b' }]));
  });

  it('opens with a saved custom model shown as custom', async () => {
    mockApi();
    await renderPage(defaults({ api_model: 'mistral-small' }));
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('Custom model');
    expect(screen.getByLabelText('Custom model name')).toHaveValue('mistral-small');
  });

  it('shows a saved AI key masked, replaces it, and removes it', async () => {
    const { callsTo } = mockApi();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = await renderPage(defaults({ openai_api_key: '••••abcd' }));
    const key = screen.getByLabelText('OpenAI API Key');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveAttribute('placeholder', '••••abcd');
    await user.type(key, 'sk-new-secret-9876');
    await waitFor(() => expect(callsTo('POST', '/api/settings')).toHaveLength(1));
    expect(callsTo('POST', '/api/settings')[0].body).toEqual({ key: 'openai_api_key', value: 'sk-new-secret-9876' });
    // Once saved, the field empties and the placeholder shows the new key's mask.
    await waitFor(() => expect(key).toHaveValue(''));
    expect(key).toHaveAttribute('placeholder', '••••9876');

    await user.click(screen.getByRole('button', { name: 'Remove saved key' }));
    await waitFor(() => expect(callsTo('POST', '/api/settings')).toHaveLength(2));
    expect(callsTo('POST', '/api/settings')[1].body).toEqual({ key: 'openai_api_key', value: '' });
    await waitFor(() => expect(key).toHaveAttribute('placeholder', 'sk-...'));
  });

  it('Save Settings sends what is still waiting at once and confirms', async () => {
    const { callsTo } = mockApi();
    const user = await renderPage();
    const threshold = screen.getByLabelText('Freshness threshold (days)');
    await user.clear(threshold);
    await user.type(threshold, '90');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings updated successfully.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/settings').map((c) => c.body)).toEqual([{ key: 'freshness_threshold', value: '90' }]);
    await pause(SAVE_DELAY_MS + 100);
    expect(callsTo('POST', '/api/settings')).toHaveLength(1);
  });

  it('sends one save at a time, in the order of the changes', async () => {
    let active = 0;
    let most = 0;
    const { callsTo } = mockApi({
      'POST /api/settings': async (call) => {
        active += 1;
        most = Math.max(most, active);
        await pause(30);
        active -= 1;
        return saveHandler(call);
      },
    });
    const user = await renderPage();
    await user.type(screen.getByLabelText('API base URL'), 'http://localhost:11434/v1');
    await user.click(screen.getByRole('switch', { name: 'Enable caching' }));
    await user.click(screen.getByRole('switch', { name: 'Auto update metadata' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    // Each save is confirmed as it answers, so the toast alone does not say that all three were sent and answered.
    await waitFor(() =>
      expect(callsTo('POST', '/api/settings').map((c) => (c.body as Setting).key)).toEqual(['enable_caching', 'auto_update_metadata', 'openai_base_url']),
    );
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(await screen.findByText('Settings updated successfully.')).toBeInTheDocument();
    expect(most).toBe(1);
  });

  // The brief's 'Settings updated successfully.' follows every saved change, not only Save Settings: one case per
  // kind of control, each changing that one field alone and never pressing Save Settings.
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // Pasted, not typed: on a busy machine a pause between keystrokes longer than SAVE_DELAY_MS would save a part.
  // Emptying these fields is invalid (nothing sent), so the pasted value is the one change.
  const replaceText = async (user: UserEvent, label: string, text: string) => {
    await user.clear(screen.getByLabelText(label));
    await user.paste(text);
  };
  const singleChanges: { control: string; start?: Partial<Record<SettingKey, string>>; act: (user: UserEvent) => Promise<void>; sent: Setting }[] = [
    {
      control: 'a number field',
      act: (user) => replaceText(user, 'Freshness threshold (days)', '90'),
      sent: { key: 'freshness_threshold', value: '90' },
    },
    {
      control: 'a text field',
      act: (user) => replaceText(user, 'API base URL', 'http://localhost:11434/v1'),
      sent: { key: 'openai_base_url', value: 'http://localhost:11434/v1' },
    },
    {
      control: 'the AI key',
      act: (user) => replaceText(user, 'OpenAI API Key', 'sk-new-secret-9876'),
      sent: { key: 'openai_api_key', value: 'sk-new-secret-9876' },
    },
    {
      control: 'removing the saved AI key',
      start: { openai_api_key: '••••abcd' },
      act: (user) => user.click(screen.getByRole('button', { name: 'Remove saved key' })),
      sent: { key: 'openai_api_key', value: '' },
    },
    {
      control: 'a switch',
      act: (user) => user.click(screen.getByRole('switch', { name: 'Enable caching' })),
      sent: { key: 'enable_caching', value: 'false' },
    },
    {
      control: 'the model choice',
      act: (user) => choose(user, 'Model', 'gpt-4'),
      sent: { key: 'api_model', value: 'gpt-4' },
    },
    {
      control: 'the analysis schedule',
      act: (user) => choose(user, 'Schedule type', 'Manual only'),
      sent: { key: 'analysis_schedule', value: JSON.stringify({ type: 'manual' }) },
    },
    {
      control: 'the time zone field',
      start: { timezone: 'UTC' },
      act: (user) => replaceText(user, 'Time zone', 'Europe/Berlin'),
      sent: { key: 'timezone', value: 'Europe/Berlin' },
    },
    {
      control: "the browser's time zone button",
      start: { timezone: browserZone === 'Pacific/Auckland' ? 'Europe/Berlin' : 'Pacific/Auckland' },
      act: (user) => user.click(screen.getByRole('button', { name: /Use this browser's zone/ })),
      sent: { key: 'timezone', value: browserZone },
    },
  ];

  it.each(singleChanges)('confirms $control saved on its own with the Success toast', async ({ start, act, sent }) => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { callsTo } = mockApi();
    const user = await renderPage(defaults(start));
    await act(user);
    await waitFor(() => expect(callsTo('POST', '/api/settings').map((c) => c.body)).toEqual([sent]));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    const toastText = await screen.findByText('Settings updated successfully.');
    expect(within(toastText.closest('li') as HTMLElement).getByText('Success')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update settings.')).not.toBeInTheDocument();
  });

  it('says a single field saved on its own failed, and does not confirm it', async () => {
    const { callsTo } = mockApi({ 'POST /api/settings': { status: 500, body: { message: 'The settings store is unavailable' } } });
    const user = await renderPage();
    await user.click(screen.getByRole('switch', { name: 'Auto update metadata' }));
    expect(await screen.findByText('Failed to update settings.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/settings')).toHaveLength(1);
    expect(screen.queryByText('Settings updated successfully.')).not.toBeInTheDocument();
  });

  it('reports a refused save with the server message under the field', async () => {
    mockApi({ 'POST /api/settings': { status: 400, body: { message: 'cache_duration must be a whole number of hours from 0 to 720' } } });
    const user = await renderPage();
    const cache = screen.getByLabelText('Cache duration (hours)');
    await user.clear(cache);
    await user.type(cache, '12');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to update settings.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Cache duration must be a whole number of hours from 0 to 720');
  });

  it('resets to defaults after confirmation and reloads the page', async () => {
    const { callsTo } = mockApi({ 'POST /api/settings/reset': { body: defaults() } });
    const reload = vi.spyOn(browserPage, 'reload').mockImplementation(() => {});
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = await renderPage(defaults({ batch_size: '20' }));
    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(callsTo('POST', '/api/settings/reset')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(callsTo('POST', '/api/settings/reset')).toHaveLength(1);
  });

  it('tests the AI connection: connected, then failed', async () => {
    let reply = { connected: true, message: 'Connected to api.openai.com with the model gpt-4o.', model: 'gpt-4o' };
    const { callsTo } = mockApi({ 'POST /api/test-openai': () => ({ body: reply }) });
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('OpenAI connection successful')).toBeInTheDocument();
    const status = within(screen.getByRole('heading', { name: 'API Status' }).closest('.rounded-lg') as HTMLElement);
    expect(status.getByText('Connected')).toHaveAttribute('data-connection', 'connected');
    expect(status.getByText('Just now')).toBeInTheDocument();
    expect(callsTo('POST', '/api/test-openai')).toHaveLength(1);

    reply = { connected: false, message: 'The connection to api.openai.com failed: the key was refused.', model: 'gpt-4o' };
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('OpenAI connection failed')).toBeInTheDocument();
    expect(status.getByText('Failed')).toHaveAttribute('data-connection', 'failed');
    expect(status.getByText(reply.message)).toBeInTheDocument();
  });

  it('saves a key typed a moment ago before testing, and reports a test that could not run', async () => {
    const { calls } = mockApi({ 'POST /api/test-openai': { status: 500, body: { message: 'boom' } } });
    const user = await renderPage();
    await user.type(screen.getByLabelText('OpenAI API Key'), 'sk-fresh-key-0000');
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Failed to test OpenAI connection.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/settings', '/api/test-openai']);
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });
});
