import { ruleBasedSuggestions, type WritingRequest } from './writing-rules';

const now = new Date('2026-03-01T00:00:00Z');
const suggest = (field: WritingRequest['field'], text: string, extra = {}) => ruleBasedSuggestions({ field, text, ...extra }, now);
const find = (list: ReturnType<typeof suggest>, type: string) => list.filter((s) => s.type === type);

describe('rule-based writing suggestions', () => {
  it('shortens a long title to what search results show, keeping the lead phrase', () => {
    const [short] = find(suggest('title', 'The Ultimate Guide to Content Freshness: Why Old Pages Lose Rankings and How to Fix Them Fast'), 'rephrasing');
    expect(short.suggestion).toBe('Guide to Content Freshness');
    expect(short.explanation).toContain('60 characters');
  });

  it('replaces a past year in a title with the current one, and adds a year to a list title without one', () => {
    expect(suggest('title', 'Best CRM Tools of 2023')).toContainEqual(expect.objectContaining({ type: 'improvement', suggestion: 'Best CRM Tools of 2026' }));
    expect(suggest('title', 'Best CRM Tools for Small Teams')).toContainEqual(
      expect.objectContaining({ type: 'expansion', suggestion: 'Best CRM Tools for Small Teams (2026)' }),
    );
  });

  it('puts a lower-case title in title case and expands a very short one with its context', () => {
    const list = suggest('title', 'pricing plans', { context: 'Freshwatch subscriptions' });
    expect(list).toContainEqual(expect.objectContaining({ type: 'improvement', suggestion: 'Pricing Plans' }));
    expect(list).toContainEqual(expect.objectContaining({ type: 'expansion', suggestion: 'pricing plans: Freshwatch subscriptions' }));
  });

  it('rewrites a passive sentence with its agent in the active voice', () => {
    const [active] = suggest('content', 'The report was updated by our analysts last week. It covers 2025.').filter((s) => s.explanation?.includes('passive'));
    expect(active.suggestion).toBe('Our analysts updated the report last week. It covers 2025.');
  });

  it('offers no improvement that only changes the capitals', () => {
    const suggestions = suggest('description', '', { selectedText: 'our prices' });
    expect(find(suggestions, 'improvement')).toEqual([]);
  });

  it('cuts wordy phrases and splits an overlong sentence', () => {
    const text =
      'In order to keep pages fresh, editors review them every quarter, and they compare each claim with the sources that the page cites so that nothing outdated stays online for long without anyone noticing it.';
    const list = suggest('content', text);
    expect(list).toContainEqual(expect.objectContaining({ type: 'improvement', suggestion: expect.stringMatching(/^To keep pages fresh, editors/) }));
    const [split] = find(list, 'rephrasing');
    expect(split.suggestion).toMatch(/every quarter\. They compare each claim/);
  });

  it('keeps history in body text but updates a year presented as current', () => {
    const list = suggest('content', 'Founded in 2019, we list the best tools of 2024.');
    expect(list).toContainEqual(expect.objectContaining({ suggestion: 'Founded in 2019, we list the best tools of 2026.' }));
    expect(suggest('content', 'Prices (2024) are below. © 2023 Example')[0].suggestion).toBe('Prices (2026) are below. © 2026 Example');
    expect(suggest('content', 'The 2019 merger changed the market.').some((s) => s.suggestion.includes('2026'))).toBe(false);
  });

  it('expands a short description, trims a long one and completes an unfinished one', () => {
    expect(find(suggest('description', 'Our prices', { context: 'Pricing' }), 'expansion')[0].suggestion).toBe(
      'Our prices. Find out what matters about pricing, what has changed recently and what to do next.',
    );
    const long =
      'Freshwatch watches your pages. It scores freshness, SEO and readability. It flags sources that changed. It opens tasks for editors. It reports every week to the whole team.';
    expect(find(suggest('description', long), 'rephrasing')[0].suggestion.length).toBeLessThanOrEqual(160);
    expect(suggest('description', 'Freshwatch watches your pages and scores how fresh they are for every team')).toContainEqual(
      expect.objectContaining({ type: 'completion', suggestion: 'Freshwatch watches your pages and scores how fresh they are for every team.' }),
    );
  });

  it('turns a vague AI prompt into one that names what to verify', () => {
    const [prompt] = suggest('ai_prompt', 'Be thorough', { context: 'Pricing' });
    expect(prompt).toMatchObject({
      type: 'expansion',
      suggestion: expect.stringMatching(/^Be thorough\. Check that the prices, dates, statistics and product names on this page about pricing/),
    });
    expect(suggest('ai_prompt', 'Check the prices against the annual report and flag any that changed.')).toEqual([]);
  });

  it('works on the selection when there is one, and gives nothing for nothing', () => {
    const list = suggest('content', 'Intro. Prices are listed for 2024 below.', { selectedText: 'Prices are listed for 2024 below.' });
    expect(list[0].suggestion).toBe('Prices are listed for 2026 below.');
    expect(suggest('content', '   ')).toEqual([]);
  });
});
