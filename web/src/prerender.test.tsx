import { describe, expect, it } from 'vitest';
import { renderLandingPage, renderLoadingScreen } from './prerender';

describe('renderLandingPage', () => {
  it("renders the landing page's content as HTML, without JavaScript, with the app's link targets", async () => {
    const html = await renderLandingPage();
    expect(html).toContain('<h1 class="text-4xl font-bold tracking-tight sm:text-5xl">Keep your website content fresh, accurate and findable</h1>');
    expect(html).toContain('<main>');
    expect(html).toContain('href="/api/login"');
    expect(html).toContain('href="/subscribe"');
    expect(html).not.toContain('<script');
  });
});

describe('renderLoadingScreen', () => {
  it("is the auth gate's loading screen, announced to screen readers", () => {
    const html = renderLoadingScreen();
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading Freshwatch...');
    expect(html).not.toContain('<script');
  });
});
