/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigurationGuide, InstallationGuide, SystemRequirements } from './plugin-guide';

// The versions the plugin itself enforces: a guide that promised other ones would send people to a plugin that
// refuses to start, or turn away sites it runs on.
const requirements = readFileSync(join(import.meta.dirname, '../../../../plugin/freshwatch/src/Requirements.php'), 'utf8');
function minimum(constant: string): string {
  const match = new RegExp(`const ${constant}\\s*=\\s*'([^']+)'`).exec(requirements);
  if (!match) throw new Error(`Requirements.php defines no ${constant}`);
  return match[1];
}

describe('the plugin guide', () => {
  it('sends people to Settings → Freshwatch to connect, where the plugin really puts it', () => {
    render(<InstallationGuide />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[1]).toHaveTextContent('Plugins → Add New → Upload Plugin');
    expect(steps[3]).toHaveTextContent('Configure the connection');
    expect(steps[3]).toHaveTextContent(/Go to Settings → Freshwatch .*enter your API key and the service domain, save, and use Test connection\./);
    expect(screen.queryByText(/Freshwatch menu/)).not.toBeInTheDocument();
  });

  it('names the network settings for a multisite and the real screens for choosing and scheduling', () => {
    render(<ConfigurationGuide />);
    expect(screen.getByText(/In Settings → Freshwatch, enter your API key/)).toBeInTheDocument();
    expect(screen.getByText(/connect every site with one key under Network Admin → Settings → Freshwatch/)).toBeInTheDocument();
    expect(screen.getByText(/choose Monitor with Freshwatch in the bulk actions/)).toBeInTheDocument();
  });

  it('lists only what is really required, with the minimum versions the plugin checks', () => {
    render(<SystemRequirements />);
    const items = within(screen.getByRole('list', { name: 'System requirements' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      `WordPress ${minimum('MIN_WP')} or newer`,
      `PHP ${minimum('MIN_PHP')} or newer`,
      'A Freshwatch API key, made on the Overview tab',
      'The WordPress site can reach this service’s address over HTTPS (plain HTTP only to localhost, or where wp-config.php allows it)',
    ]);
    expect(screen.queryByText(/MySQL|cURL|REST API|subscription/)).not.toBeInTheDocument();
  });
});
