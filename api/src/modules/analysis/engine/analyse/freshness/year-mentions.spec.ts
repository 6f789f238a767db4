import { staleCopyrightLine, staleYearPhrases } from './year-mentions';

const NOW = new Date('2026-03-15T12:00:00Z');
const phrases = (text: string) => staleYearPhrases([{ where: 'the text', text }], NOW).map((m) => m.phrase);

describe('stale years (now: 2026)', () => {
  it.each([
    ['These are the best tools of 2023 for small teams.', 'the best tools of 2023'],
    ['Our top 10 plugins for 2021 are below.', 'top 10 plugins for 2021'],
    ['The 2022 edition of the survey is out.', '2022 edition'],
    ['As of 2021, the plan costs 5 dollars.', 'As of 2021'],
    ['In 2021, the average page has 40 links.', 'In 2021, the average page has'],
    ['Updated for 2020: everything you need.', 'Updated for 2020'],
    ['The latest trends in 2019 are clear.', 'The latest trends in 2019'],
  ])('finds %j', (text, phrase) => {
    expect(phrases(text)).toEqual([phrase]);
  });

  it.each([
    'In 2019 we launched the first version.', // history
    'The company was founded in 2001.', // history
    'The best tools of 2025 are here.', // only one year ago
    'The best tools of 2026 are here.', // this year
    'Call 2021 3344 for support.', // not a year phrase
  ])('ignores %j', (text) => {
    expect(phrases(text)).toEqual([]);
  });

  it('finds a copyright line two or more years old, once, and only if no newer one exists', () => {
    const copyright = (fullText: string) => staleCopyrightLine(fullText, NOW);
    expect(copyright('Menu © 2022 Example Ltd. All rights reserved. © 2022')).toEqual({ year: 2022, phrase: '© 2022' });
    expect(copyright('Copyright 2021 Example')).toEqual({ year: 2021, phrase: 'Copyright 2021' });
    expect(copyright('(c) 2015-2023 Example')).toEqual({ year: 2023, phrase: '(c) 2015-2023' });
    expect(copyright('© 2019 Example, © 2024 Example')).toEqual({ year: 2024, phrase: '© 2024' });
    expect(copyright('© 2015–2026 Example')).toBeNull();
    expect(copyright('© 2019 Example, © 2025 Example')).toBeNull();
    expect(copyright('No copyright line here')).toBeNull();
  });

  it('names where a phrase was found and counts the same phrase once', () => {
    const mentions = staleYearPhrases(
      [
        { where: 'the title', text: 'The best tools of 2022' },
        { where: 'the text', text: 'Here are the best tools of 2022, tested.' },
      ],
      NOW,
    );
    expect(mentions).toEqual([{ year: 2022, phrase: 'The best tools of 2022', where: 'the title' }]);
  });
});
