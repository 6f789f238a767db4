import { describe, expect, it } from 'vitest';
import { FRESHNESS_THRESHOLD_NOTE, HEALTH_SCORE_RULE, STATUS_RULE_TEXTS } from './analysis-rules';

describe('analysis rule texts', () => {
  it('words the status rules with the numbers the engine applies', () => {
    expect(STATUS_RULE_TEXTS).toEqual({
      outdated: 'Health score below 40, or the page is older than twice the freshness threshold.',
      needs_update:
        'Health score below 70, the page is older than the freshness threshold, a source changed since the page was last updated, or its text presents a past year as current and it is older than half the freshness threshold.',
      fresh:
        'Health score 70 or more, the page is not older than the freshness threshold, no source changed since it was last updated, and no past year reads as current on a page older than half the freshness threshold.',
    });
    expect(FRESHNESS_THRESHOLD_NOTE).toBe("The freshness threshold is set in Settings (180 days by default); a page's age counts from its last modification.");
  });

  it('words the health score formula and its error cap', () => {
    expect(HEALTH_SCORE_RULE).toBe(
      'Health score = 40% freshness + 30% SEO + 30% readability. One error-level issue caps it at 69; each further error lowers the cap by 10, down to 40.',
    );
  });
});
