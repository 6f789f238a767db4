/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// axe checks the colours a browser test happens to see; a hovered button or a state no test reaches slips past it
// (CI once caught a button mid-hover at 4.48:1). This checks every text-on-background pair of the design tokens the
// components use, in every state, against WCAG AA's 4.5:1 for normal text.

// Read from disk: the test config turns CSS processing off, so a '?raw' import gives an empty string.
const css = readFileSync(join(import.meta.dirname, 'index.css'), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*([^;]+);`).exec(css);
  if (!match) throw new Error(`index.css defines no --${name}`);
  return match[1].trim();
}

/** Relative luminance (WCAG 2) of an `oklch(L C h)` colour, clipped to sRGB as the browser shows it. */
function luminance(colour: string): number {
  const match = /^oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)$/.exec(colour);
  if (!match) throw new Error(`not an oklch() colour: ${colour}`);
  const [L, C, hue] = match.slice(1).map(Number);
  const a = C * Math.cos((hue * Math.PI) / 180);
  const b = C * Math.sin((hue * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (v: number) => Math.min(1, Math.max(0, v));
  const red = clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s);
  const green = clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s);
  const blue = clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(token(foreground)), luminance(token(background))].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

describe('design tokens', () => {
  it('computes contrast the way WCAG does', () => {
    expect(luminance('oklch(1 0 0)')).toBeCloseTo(1, 3);
    expect(luminance('oklch(0 0 0)')).toBeCloseTo(0, 3);
    // Tailwind's green-700 is #008236; #fafafa on it is 4.73:1 (WebAIM's checker agrees).
    expect((luminance('oklch(0.985 0 0)') + 0.05) / (luminance('oklch(0.527 0.154 150.069)') + 0.05)).toBeCloseTo(4.73, 1);
  });

  it.each([
    ['foreground', 'background'],
    ['card-foreground', 'card'],
    ['popover-foreground', 'popover'],
    ['primary-foreground', 'primary'],
    ['primary-foreground', 'primary-hover'],
    ['primary', 'background'],
    ['secondary-foreground', 'secondary'],
    ['muted-foreground', 'muted'],
    ['muted-foreground', 'background'],
    ['accent-foreground', 'accent'],
    ['destructive-foreground', 'destructive'],
    ['destructive-foreground', 'destructive-hover'],
    ['destructive', 'background'],
  ])('%s on %s meets WCAG AA (4.5:1)', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a solid button on hover, so hovering never lowers its contrast', () => {
    expect(luminance(token('primary-hover'))).toBeLessThan(luminance(token('primary')));
    expect(luminance(token('destructive-hover'))).toBeLessThan(luminance(token('destructive')));
  });
});
