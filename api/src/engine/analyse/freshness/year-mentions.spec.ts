import { staleCopyrightLine, staleYearPhrases } from './year-mentions';

const NOW = new Date('2026-03-15T12:00:00Z');
const phrases = (text: string) => staleYearPhrases([{ where: 'the text', text }], NOW).map((m) => m.phrase);

describe('stale years (now: 2026)', () => {
  // Presented as current: each must be found, quoted exactly and no further.
  it.each([
    ['These are the best tools of 2023 for small teams.', 'the best tools of 2023'],
    ['The best of 2019', 'The best of 2019'],
    ['Our top 10 plugins for 2021 are below.', 'top 10 plugins for 2021'],
    ['The 2022 edition of the survey is out.', 'The 2022 edition'],
    ['Welcome to our 2019 buying guide for laptops.', 'our 2019 buying guide'],
    ['As of 2021, the plan costs 5 dollars.', 'As of 2021'],
    ['Prices shown are as of 2020 and include tax.', 'as of 2020'],
    ['In 2021, the average page has 40 links.', 'In 2021, the average page has'],
    ['In 2019 most readers use a phone.', 'In 2019 most readers use'],
    ['Updated for 2020: everything you need.', 'Updated for 2020'],
    ['The latest trends in 2019 are clear.', 'The latest trends in 2019'],
    ['It is 2020 and every site needs HTTPS.', 'It is 2020'],
    ["Now that it's 2021, remote work is normal.", "it's 2021"],
    ['We are now in 2022, so plan ahead.', 'We are now in 2022'],
    ['SEO tips for 2020 that still work', 'tips for 2020'],
    ['Currently (2021) the team is small.', 'Currently (2021)'],
    ['This year, 2022, brings three new features.', 'This year, 2022'],
    ['Our complete guide to email marketing in 2022.', 'complete guide to email marketing in 2022'],
    ['Salary statistics for 2021 show a rise.', 'statistics for 2021'],
    ['Read the 2020 roundup of editors.', 'the 2020 roundup'],
    ['Today, in 2021, most sites are served over HTTPS.', 'in 2021, most sites are'],
    ['(updated 2021)', 'updated 2021'],
    ['As of 2019, it costs 10 euros a month.', 'As of 2019'],
    ['As of 2019, the plan has three tiers.', 'As of 2019'],
    ['Our 2020 update of the guide is here.', 'Our 2020 update'],
  ])('finds %j', (text, phrase) => {
    expect(phrases(text)).toEqual([phrase]);
  });

  // Dating a past event, or not a year at all: never stale.
  it.each([
    'In 2019 we launched the first version.',
    'The company was founded in 2001.',
    'The novel was published in 1963.',
    'Published in 1963, the novel is still read today.',
    'Firefox was started by Mozilla in 2013 and offers a private mode.',
    'The project, started by Mozilla in 2013 and offers a private mode, grew fast.',
    'The code was donated to the Apache Software Foundation in 2008.',
    'The latest version was released in 2014.',
    'The best tools of 2019 were cheaper than today.',
    'She wrote the complete guide in 2015 and it sold well.',
    'In 2016, the team moved to Berlin.',
    'Back in 2012, prices were lower.',
    'The standard, introduced in 2009, is now everywhere.',
    'The law has applied since 2018.',
    'He was born in 1970 and lives in Lyon.',
    'Our 2019 survey found that most teams review yearly.',
    'The best tools of 2025 are here.', // only one year ago
    'The best tools of 2026 are here.', // this year
    'Call 2021 3344 for support.', // not a year phrase
    'Between 2015 and 2019 the site grew tenfold.',
    'The 2018 merger created the largest publisher.',
    // past and past-perfect clauses after the year's own clause
    'As of 2016, the country had admitted 1.2 million refugees.',
    'As of 2017, the company had sold 40 million copies.',
    'As of 2018, more than half of the readers were on phones.',
    'Today, in 2019, the project reached its first million users.',
    // a product or edition name: a month in front of the year
    'Install the November 2019 Update before you upgrade.',
    'The Windows 10 May 2020 Update adds a new start menu.',
  ])('ignores %j', (text) => {
    expect(phrases(text)).toEqual([]);
  });

  it('matches within one block: a heading ending in a year does not run into the next paragraph', () => {
    const found = staleYearPhrases(
      [
        { where: 'the H2 heading', text: 'History since 2019' },
        { where: 'the text', text: 'Our team has grown every year.' },
        { where: 'the text', text: 'The best tools of 2021 are listed below. In 2019 most readers use phones.' },
      ],
      NOW,
    );
    expect(found).toEqual([
      { year: 2021, phrase: 'The best tools of 2021', where: 'the text' },
      { year: 2019, phrase: 'In 2019 most readers use', where: 'the text' },
    ]);
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
