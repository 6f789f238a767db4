import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';

// findBy* and waitFor give up after 1 s by default: on a busy CI machine (the API suite beside it) a screen's first
// render can take longer. A wrong screen still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the pointer-capture and scrolling APIs Radix Select calls; without them its listbox never opens.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
// The router restores scroll positions on navigation.
window.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
});
