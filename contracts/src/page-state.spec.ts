import { contentStanding, isMeasured } from './page-state';

describe("an item's state", () => {
  const at = '2026-01-01T00:00:00.000Z';

  it('is not checked before its first check, whatever status it was registered with', () => {
    expect(contentStanding({ status: 'outdated', lastCheck: null })).toBe('not_checked');
    expect(isMeasured({ lastCheck: null })).toBe(false);
  });

  it('is a failed check when its last check failed, even after earlier analyses', () => {
    const lastCheck = { outcome: 'failed' as const, at, error: 'The page answered 500 Internal Server Error' };
    expect(contentStanding({ status: 'fresh', lastCheck })).toBe('check_failed');
    expect(isMeasured({ lastCheck })).toBe(false);
  });

  it('is its status once its last check analysed it', () => {
    const lastCheck = { outcome: 'analysed' as const, at, error: null };
    expect(contentStanding({ status: 'needs_update', lastCheck })).toBe('needs_update');
    expect(isMeasured({ lastCheck })).toBe(true);
  });
});
