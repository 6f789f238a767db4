import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('leads every sign-up action to /api/login and the paid plans to /subscribe', async () => {
    await renderWithProviders(<LandingPage />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Start Pro Trial' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Freshwatch');
  });

  it('shows the six features and the three plans with their prices and features', async () => {
    await renderWithProviders(<LandingPage />);
    const features = within(screen.getByRole('region', { name: 'Everything you need to keep content fresh' }));
    for (const title of ['Automated Monitoring', 'AI Suggestions', 'Smart Alerts', 'Performance Analytics', 'WordPress Integration', 'Team Collaboration']) {
      expect(features.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const pricing = screen.getByRole('region', { name: 'Simple, transparent pricing' });
    const plans = within(pricing)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.parentElement === pricing.firstElementChild);
    expect(plans.map((plan) => within(plan).getByRole('heading').textContent)).toEqual(['Free', 'Pro', 'Enterprise']);
    expect(plans[0]).toHaveTextContent('$0');
    expect(plans[0]).toHaveTextContent('Up to 10 pages');
    // Free includes the plugin (within its pages): the pricing says what the server allows.
    expect(plans[0]).toHaveTextContent('WordPress plugin');
    expect(plans[1]).toHaveTextContent('$29/month');
    expect(plans[1]).toHaveTextContent('Up to 100 pages');
    expect(plans[1]).toHaveTextContent('WordPress plugin');
    expect(plans[2]).toHaveTextContent('$99/month');
    expect(plans[2]).toHaveTextContent('White-label options');
  });

  it('opens and closes the demo explanation', async () => {
    await renderWithProviders(<LandingPage />);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Watch Demo' }));
    const dialog = screen.getByRole('dialog', { name: 'Freshwatch in a minute' });
    expect(dialog).toHaveTextContent('scores their health');
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
