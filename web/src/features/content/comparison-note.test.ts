import { describe, expect, it } from 'vitest';
import { comparisonNote } from './use-content-actions';

const source = (outcome: 'first_seen' | 'unchanged' | 'changed' | 'unreachable') => ({ sourceUrlId: outcome, url: `https://${outcome}.example`, outcome });

describe('the note after a comparison', () => {
  it('says which sources were checked for the first time instead of calling them unchanged', () => {
    expect(comparisonNote({ sources: [source('first_seen'), source('unchanged')] })).toBe(
      'Sources: 0 changed, 1 unchanged, 0 unreachable, 1 checked for the first time.',
    );
  });

  it('counts each outcome and mentions a contradiction found by the AI', () => {
    expect(comparisonNote({ sources: [source('changed'), source('unreachable')], aiVerdict: { contradicts: true, explanation: '' } })).toBe(
      'Sources: 1 changed, 0 unchanged, 1 unreachable. The page may now contradict its sources.',
    );
  });
});
