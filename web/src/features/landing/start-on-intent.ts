/**
 * The prerendered landing page (web/scripts/prerender.mjs) is plain HTML that works without the app: its links are
 * ordinary links and its styles are inline. The app's JavaScript (React, the router, the page's code) is only
 * needed for the Watch Demo dialog, so it is loaded on the first sign that the visitor is about to use the page,
 * not at load, where parsing and running it cost a phone most of a second of blocked input.
 *
 * The app then replaces the page with the same markup (createRoot), so what the visitor did in the meantime is
 * carried over by position: the control that had focus gets it back, and a button clicked before the app was ready
 * (Watch Demo) is focused and clicked again. Focus goes to the button first so that the dialog, when it closes,
 * returns focus to it.
 */

/** Pointing, touching or pressing a key: signs the visitor is about to use a control. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

const CONTROLS = 'a[href], button';

export function startOnIntent(root: HTMLElement, startApp: () => Promise<void>): void {
  const controls = () => Array.from(root.querySelectorAll<HTMLElement>(CONTROLS));
  let focused = -1;
  let clicked = -1;
  let starting: Promise<void> | undefined;

  const onFocusIn = (event: FocusEvent) => {
    focused = controls().indexOf(event.target as HTMLElement);
  };
  const onFocusOut = (event: FocusEvent) => {
    // Focus leaving for nothing is the visitor's doing (a click on the background) when the control is still in the
    // page afterwards; when the app's render removed it (browsers may report that as a focusout too), it is not.
    const control = event.target as Element;
    if (!event.relatedTarget) {
      queueMicrotask(() => {
        if (control.isConnected) focused = -1;
      });
    }
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    if (button && root.contains(button)) clicked = controls().indexOf(button);
  };

  const start = () => {
    if (starting) return;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
    starting = startApp().then(() => {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('focusout', onFocusOut, true);
      document.removeEventListener('click', onClick, true);
      const replaced = controls();
      const target = replaced[clicked >= 0 ? clicked : focused];
      if (target && (document.activeElement === null || document.activeElement === document.body)) target.focus();
      if (clicked >= 0) replaced[clicked]?.click();
    });
  };

  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
  document.addEventListener('click', onClick, true);
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  // Focus already inside the page (a visitor who tabbed in before this script ran) is intent too.
  if (root.contains(document.activeElement) && document.activeElement !== root) {
    onFocusIn({ target: document.activeElement } as FocusEvent);
    start();
  }
}
