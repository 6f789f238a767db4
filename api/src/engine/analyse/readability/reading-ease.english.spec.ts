import { sentences, words } from '../../text/words';
import { formulaEase, readingEaseScore } from './reading-ease';

/**
 * English reading ease against a careful reference: texts written for this test, their sentences, words and
 * syllables counted by hand, each word as it is read aloud (numbers as words: '2024' is twen·ty twen·ty-four;
 * abbreviations as letters: 'HTML' is H·T·M·L, 'a.m.' is a·m; 'Dr.' is doc·tor). Words are counted as the engine
 * tokenises them (a hyphenated word or a price is one word). The engine must be within 3 points of each.
 */
const REFERENCE: { text: string; sentences: number; words: number; syllables: number }[] = [
  {
    // Our1 team1 re·viewed2 12=twelve1 pop·u·lar3 note-tak·ing3 apps1 in1 2024=twen·ty twen·ty-four5 (9 words, 18)
    // We1 test·ed2 each1 one1 on1 a1 lap·top2 a1 phone1 and1 a1 tab·let2 (12 words, 15)
    // Sync·ing2 was1 the1 big·gest2 prob·lem2 three1 apps1 lost1 notes1 when1 the1 con·nec·tion3 dropped1 (13 words, 18)
    // The1 win·ner2 Note·bly2 costs1 4.99=four point nine nine4 a1 month1 and1 works1 off·line2 (10 words, 16)
    // It1 is·n't2 per·fect2 though1 its1 search1 is1 slow1 on1 large1 li·brar·ies3 (11 words, 15)
    text: "Our team reviewed 12 popular note-taking apps in 2024. We tested each one on a laptop, a phone and a tablet. Syncing was the biggest problem: three apps lost notes when the connection dropped. The winner, Notebly, costs $4.99 a month and works offline. It isn't perfect, though; its search is slow on large libraries.",
    sentences: 5,
    words: 55,
    syllables: 82,
  },
  {
    // Pho·to·syn·the·sis5 is1 the1 pro·cess2 by1 which1 plants1 al·gae2 and1 some1 bac·te·ri·a4 con·vert2 light1
    //   en·er·gy3 in·to2 chem·i·cal3 en·er·gy3 (17 words, 34)
    // Chlo·ro·phyll3 ab·sorbs2 most·ly2 blue1 and1 red1 light1 and1 re·flects2 green1 which1 is1 why1 leaves1 look1
    //   green1 (16 words, 21)
    // The1 re·ac·tion3 takes1 in1 car·bon2 di·ox·ide3 and1 wa·ter2 and1 gives1 off1 ox·y·gen3 as1 a1 by-prod·uct3
    //   (15 words, 25)
    // Sci·en·tists3 es·ti·mate3 that1 it1 pro·duc·es3 a·bout2 half1 of1 the1 ox·y·gen3 in1 the1 at·mos·phere3 (13 words, 24)
    text: 'Photosynthesis is the process by which plants, algae and some bacteria convert light energy into chemical energy. Chlorophyll absorbs mostly blue and red light and reflects green, which is why leaves look green. The reaction takes in carbon dioxide and water and gives off oxygen as a by-product. Scientists estimate that it produces about half of the oxygen in the atmosphere.',
    sentences: 4,
    words: 61,
    syllables: 104,
  },
  {
    // Can1 you1 real·ly2 learn1 a1 lan·guage2 in1 three1 months1 (9 words, 11)
    // Prob·a·bly3 not1 to1 a1 na·tive2 lev·el2 (6 words, 10)
    // But1 you1 can1 reach1 a1 use·ful2 lev·el2 if1 you1 prac·tise2 ev·er·y3 day1 speak1 from1 the1 first1 week1 and1
    //   don't1 wor·ry2 a·bout2 mis·takes2 (22 words, 31)
    // Most1 learn·ers2 quit1 be·cause2 they1 feel1 stuck1 not1 be·cause2 the1 lan·guage2 is1 too1 hard1 (14 words, 18)
    // Set1 small1 goals1 e.g.=e·g2 or·der·ing3 a1 meal1 or1 ask·ing2 for1 di·rec·tions3 and1 cel·e·brate3 each1 one1
    //   (15 words, 23)
    text: "Can you really learn a language in three months? Probably not to a native level. But you can reach a useful level if you practise every day, speak from the first week and don't worry about mistakes. Most learners quit because they feel stuck, not because the language is too hard. Set small goals, e.g. ordering a meal or asking for directions, and celebrate each one.",
    sentences: 5,
    words: 66,
    syllables: 93,
  },
  {
    // Dr.=doc·tor2 Smith's1 clin·ic2 o·pened2 at1 8=eight1 a.m.=a·m2 on1 Mon·day2 (9 words, 14)
    // Pa·tients2 queued1 out·side2 the1 build·ing2 be·fore2 sun·rise2 hop·ing2 to1 see1 a1 phy·si·cian3 (12 words, 20)
    // The1 nurs·es2 hand·ed2 out1 num·bered2 tick·ets2 and1 hot1 tea1 (9 words, 13)
    // By1 noon1 more1 than1 200=two hun·dred3 peo·ple2 had1 been1 seen1 the1 rest1 were1 asked1 to1 re·turn2 on1
    //   Tues·day2 (17 words, 22)
    text: "Dr. Smith's clinic opened at 8 a.m. on Monday. Patients queued outside the building before sunrise, hoping to see a physician. The nurses handed out numbered tickets and hot tea. By noon, more than 200 people had been seen; the rest were asked to return on Tuesday.",
    sentences: 4,
    words: 47,
    syllables: 69,
  },
  {
    // Good1 SEO=S·E·O3 starts1 with1 clean1 HTML=H·T·M·L4 (6 words, 11)
    // Give1 ev·er·y3 page1 a1 short1 URL=U·R·L3 and1 a1 clear1 ti·tle2 (10 words, 15)
    // Keep1 your1 CSS=C·S·S3 small1 so1 the1 page1 loads1 fast1 (9 words, 11)
    // Then1 ask1 Goo·gle2 to1 crawl1 it1 a·gain2 (7 words, 9)
    text: 'Good SEO starts with clean HTML. Give every page a short URL and a clear title. Keep your CSS small so the page loads fast. Then ask Google to crawl it again.',
    sentences: 4,
    words: 32,
    syllables: 46,
  },
];

describe('English reading ease against hand-counted texts', () => {
  it.each(REFERENCE.map((r, i) => [i + 1, r] as const))('text %s: the same sentences and words, and within 3 points of the reference', (_, reference) => {
    const split = sentences(reference.text).map(words);
    expect(split.length).toBe(reference.sentences);
    expect(split.flat().length).toBe(reference.words);
    const expected = formulaEase('en', reference.words / reference.sentences, reference.syllables / reference.words);
    expect(Math.abs(readingEaseScore(split, 'en') - expected)).toBeLessThanOrEqual(3);
  });
});
