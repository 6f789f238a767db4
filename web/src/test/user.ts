import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * user-event for these tests. Radix modals set `pointer-events: none` on the body and restore `auto` on the
 * dialog one effect later; a test clicks faster than that tick, which no person can, so the CSS check would
 * only make tests flaky. Disabled controls are still refused, since jsdom never clicks a disabled button.
 */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}
