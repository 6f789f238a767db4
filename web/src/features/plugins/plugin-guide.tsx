import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The plugin's four installation steps, in the words of the WordPress admin. */
const INSTALL_STEPS = [
  { title: 'Download the plugin', text: 'Use the Download Plugin button above to save the ZIP file.' },
  { title: 'Upload it to WordPress', text: 'In the WordPress admin, go to Plugins → Add New → Upload Plugin and choose the ZIP file.' },
  { title: 'Activate the plugin', text: 'Activate Freshwatch. On activation it creates its own database tables and admin pages.' },
  { title: 'Configure the connection', text: 'Open the Freshwatch menu in the WordPress admin and enter your API key and the service domain.' },
];

const CONFIGURATION = [
  { title: 'Connect', text: 'Enter your API key and the Freshwatch domain, both from the Overview tab.' },
  { title: 'Choose what to monitor', text: 'Select the posts and pages Freshwatch should keep an eye on.' },
  { title: 'Set schedules', text: 'Set one monitoring schedule for the whole site, or a schedule per item.' },
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

const SYSTEM_REQUIREMENTS = [
  'WordPress 5.0 or newer',
  'PHP 7.4 or newer',
  'MySQL 5.6 or newer',
  'WordPress REST API enabled',
  'HTTPS',
  'cURL',
  'Internet access',
  'An active Freshwatch subscription',
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
