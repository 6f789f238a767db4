import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PLUGIN_REQUIRES } from './plugin-queries';

/** The plugin's four installation steps, in the words of the WordPress admin. */
const INSTALL_STEPS = [
  { title: 'Download the plugin', text: 'Use the Download Plugin button above to save the ZIP file.' },
  { title: 'Upload it to WordPress', text: 'In the WordPress admin, go to Plugins → Add New → Upload Plugin and choose the ZIP file.' },
  { title: 'Activate the plugin', text: 'Activate Freshwatch. On activation it creates its own database tables and admin pages.' },
  {
    title: 'Configure the connection',
    text: 'Go to Settings → Freshwatch (the notice shown after activation and the Settings link on the plugin’s row lead there), enter your API key and the service domain, save, and use Test connection.',
  },
];

const CONFIGURATION = [
  {
    title: 'Connect',
    text: 'In Settings → Freshwatch, enter your API key and the Freshwatch domain, both from the Overview tab. On a multisite network, a network admin can connect every site with one key under Network Admin → Settings → Freshwatch.',
  },
  { title: 'Choose what to monitor', text: 'In the Posts and Pages lists, select posts and pages and choose Monitor with Freshwatch in the bulk actions.' },
  { title: 'Set schedules', text: 'Set one monitoring schedule for the whole site in Settings → Freshwatch, or a schedule per item on its edit screen.' },
  { title: 'Add sources', text: 'Add external source URLs to a monitored item, so changes there flag it for review.' },
];

const CORE_FEATURES = [
  'Content freshness monitoring for posts and pages',
  'A health score for every monitored item',
  'SEO and readability analysis',
  'AI suggestions to improve content',
  'Scheduled checks',
];

const ADVANCED_FEATURES = [
  'Per-item monitoring schedules',
  'External source URL comparison',
  'Bulk analysis of the whole site',
  'Tasks for your team',
  'A secure connection with revocable API keys',
];

/**
 * Only what the plugin really needs: the versions its requirements check enforces, a key, and a way to the
 * service. The database, the HTTP transport and the editor are whatever WordPress itself runs on.
 */
const SYSTEM_REQUIREMENTS = [
  `WordPress ${PLUGIN_REQUIRES.wordpress} or newer`,
  `PHP ${PLUGIN_REQUIRES.php} or newer`,
  'A Freshwatch API key, made on the Overview tab',
  'The WordPress site can reach this service’s address over HTTPS (plain HTTP only to localhost, or where wp-config.php allows it)',
];

function Steps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span aria-hidden className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
            {index + 1}
          </span>
          <div>
            <p className="font-medium">{step.title}</p>
            <p className="text-sm text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function CheckList({ items, label }: { items: string[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-sm">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}

export function InstallationGuide() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Installation</CardTitle>
        <CardDescription>Four steps from download to a connected site.</CardDescription>
      </CardHeader>
      <CardContent>
        <Steps steps={INSTALL_STEPS} />
      </CardContent>
    </Card>
  );
}

export function ConfigurationGuide() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Configuration</CardTitle>
        <CardDescription>What to set up in the plugin once it is active.</CardDescription>
      </CardHeader>
      <CardContent>
        <Steps steps={CONFIGURATION} />
      </CardContent>
    </Card>
  );
}

export function FeatureLists() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Core Features</CardTitle>
        </CardHeader>
        <CardContent>
          <CheckList items={CORE_FEATURES} label="Core features" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Advanced Features</CardTitle>
        </CardHeader>
        <CardContent>
          <CheckList items={ADVANCED_FEATURES} label="Advanced features" />
        </CardContent>
      </Card>
    </div>
  );
}

export function SystemRequirements() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>System Requirements</CardTitle>
      </CardHeader>
      <CardContent>
        <CheckList items={SYSTEM_REQUIREMENTS} label="System requirements" />
      </CardContent>
    </Card>
  );
}
