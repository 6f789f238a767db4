import { afterEach, describe, expect, it } from 'vitest';
import { startOnIntent } from './start-on-intent';

const PAGE = '<header><a href="/api/login">Sign In</a></header><main><a href="/api/login">Start Free Trial</a><button type="button">Watch Demo</button></main>';

/**
 * A page as prerendered, and an app that, once started and released, replaces it with the same markup (as
 * createRoot does) whose Watch Demo button records its clicks.
 */
function prerenderedPage() {
  const root = document.createElement('div');
  root.innerHTML = PAGE;
  document.body.append(root);
  const clicks: string[] = [];
  let release!: () => void;
  let starts = 0;
  const startApp = () => {
    starts++;
    return new Promise<void>((resolve) => {
      release = () => {
        root.innerHTML = PAGE;
        root.querySelector('button')!.addEventListener('click', () => clicks.push('Watch Demo'));
        resolve();
      };
    });
  };
  startOnIntent(root, startApp);
  // The app's render is a task of its own, after whatever the visitor did.
  const rendered = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    root,
    clicks,
    rendered,
    starts: () => starts,
    control: (name: string) => [...root.querySelectorAll<HTMLElement>('a, button')].find((e) => e.textContent === name)!,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('startOnIntent', () => {
  it('starts the app only on a sign of use, and once', () => {
    const page = prerenderedPage();
    expect(page.starts()).toBe(0);
    page.root.querySelector('a')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(page.starts()).toBe(1);
  });

  it('clicks the button clicked before the app was ready again once it is, with focus on it', async () => {
    const page = prerenderedPage();
    const before = page.control('Watch Demo');
    before.focus();
    before.click();
    expect(page.clicks).toEqual([]);
    await page.rendered();
    expect(page.clicks).toEqual(['Watch Demo']);
    expect(document.activeElement).toBe(page.control('Watch Demo'));
    expect(document.activeElement).not.toBe(before);
  });

  it('gives focus back to the control that had it when the app replaced the page', async () => {
    const page = prerenderedPage();
    page.control('Start Free Trial').focus();
    await page.rendered();
    expect(document.activeElement?.textContent).toBe('Start Free Trial');
    expect(page.clicks).toEqual([]);
  });

  it('leaves focus alone when the visitor had moved it off the page', async () => {
    const page = prerenderedPage();
    page.control('Sign In').focus();
    page.control('Sign In').blur();
    await page.rendered();
    expect(document.activeElement).toBe(document.body);
  });
});
