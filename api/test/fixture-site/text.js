'use strict';
/**
 * Deterministic English text for the fixture pages: a seeded generator (mulberry32), no network, no Math.random.
 * Two registers: plain (short active sentences, transition words, varied openings) for pages that should read
 * well, and dense (long passive sentences in Latinate words that all start with 'The') for /hard-to-read.
 */

function rng(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

const OPENERS = [
  'For example,',
  'In addition,',
  'However,',
  'As a result,',
  'First,',
  'Then,',
  'Finally,',
  'Because of this,',
  'Also,',
  'In short,',
  'Meanwhile,',
  'Similarly,',
  'Still,',
  'Next,',
  'Therefore,',
  'For instance,',
  'Above all,',
];

// [text, plural]
const SUBJECTS = [
  ['your team', false],
  ['a good editor', false],
  ['the style guide', false],
  ['each page owner', false],
  ['our checklist', false],
  ['a short review', false],
  ['the content calendar', false],
  ['every article', false],
  ['search engines', true],
  ['readers', true],
  ['the help center', false],
  ['a simple dashboard', false],
  ['fresh pages', true],
  ['old screenshots', true],
  ['clear headings', true],
  ['a named owner', false],
  ['small teams', true],
  ['the release notes', true],
  ['a weekly report', false],
  ['most visitors', true],
];

// [singular, plural]
const VERBS = [
  ['needs a clear owner', 'need a clear owner'],
  ['shows which pages are out of date', 'show which pages are out of date'],
  ['saves hours each month', 'save hours each month'],
  ['keeps the facts current', 'keep the facts current'],
  ['makes the next update easier', 'make the next update easier'],
  ['builds trust with new readers', 'build trust with new readers'],
  ['points to the latest version', 'point to the latest version'],
  ['helps people find answers fast', 'help people find answers fast'],
  ['catches broken links early', 'catch broken links early'],
  ['keeps the tone the same on every page', 'keep the tone the same on every page'],
  ['tells you what to fix first', 'tell you what to fix first'],
  ['turns a long list into a plan', 'turn a long list into a plan'],
  ['spots pages that lost their traffic', 'spot pages that lost their traffic'],
  ['checks the dates on each guide', 'check the dates on each guide'],
  ['adds a short note to each change', 'add a short note to each change'],
  ['removes steps that no longer work', 'remove steps that no longer work'],
  ['links each task to one page', 'link each task to one page'],
  ['cuts the time spent on reviews', 'cut the time spent on reviews'],
];

const TAILS = [
  'every quarter',
  'before each release',
  'in a few minutes',
  'without extra tools',
  'for the whole site',
  'at a glance',
  'each week',
  'on busy days',
  'with little effort',
  'from the first day',
];

/** One plain sentence of 8 to 17 words; `avoid` is the first word to avoid (no three alike in a row). */
function plainSentence(random, avoid) {
  for (;;) {
    const opener = random() < 0.38 ? `${pick(random, OPENERS)} ` : '';
    const [subject, plural] = pick(random, SUBJECTS);
    const verb = pick(random, VERBS)[plural ? 1 : 0];
    const tail = random() < 0.4 ? ` ${pick(random, TAILS)}` : '';
    let sentence = `${opener}${opener ? subject : subject[0].toUpperCase() + subject.slice(1)} ${verb}${tail}.`;
    const first = sentence.split(' ')[0].toLowerCase();
    if (first !== avoid) return sentence;
  }
}

/** Paragraphs of plain text: `paragraphs` paragraphs of 4-6 sentences each. */
function plainParagraphs(seed, paragraphs) {
  const random = rng(seed);
  const out = [];
  let previous = [];
  for (let p = 0; p < paragraphs; p++) {
    const sentences = [];
    const count = 4 + Math.floor(random() * 3);
    for (let s = 0; s < count; s++) {
      const avoid = previous.length >= 2 && previous[0] === previous[1] ? previous[0] : undefined;
      const sentence = plainSentence(random, avoid);
      previous = [sentence.split(' ')[0].toLowerCase(), previous[0]];
      sentences.push(sentence);
    }
    out.push(sentences.join(' '));
  }
  return out;
}

const DENSE_SUBJECTS = [
  'The implementation of the organisational documentation methodology',
  'The comprehensive reconsideration of the editorial governance framework',
  'The standardisation of the interdepartmental terminology',
  'The administrative categorisation of the institutional knowledge repository',
  'The evaluation of the contemporaneous informational infrastructure',
  'The systematic reorganisation of the corporate communication architecture',
];
const DENSE_PASSIVES = [
  'was substantially reconsidered by the interdepartmental governance committee',
  'was comprehensively evaluated by the responsible organisational representatives',
  'was eventually authorised by the administrative supervisory authority',
  'was extensively documented by the specialised consultancy organisation',
  'was repeatedly postponed by the institutional decision-making apparatus',
];
const DENSE_CLAUSES = [
  'with the considerable administrative complexity that was anticipated by the participating stakeholders',
  'in the context of the corresponding operational requirements that were insufficiently specified by the originating departments',
  'on the basis of the accompanying implementation considerations that were continuously reinterpreted by the various organisational units',
  'within the framework of the applicable regulatory obligations that had been differently understood by the individual functional divisions',
  'in accordance with the associated procedural documentation that was periodically reformulated by the coordinating administrators',
];

/** One dense sentence of roughly 35-55 words in the passive voice, always starting with 'The'. */
function denseSentence(random) {
  const clauses = [pick(random, DENSE_CLAUSES)];
  if (random() < 0.6) clauses.push(pick(random, DENSE_CLAUSES));
  return `${pick(random, DENSE_SUBJECTS)} ${pick(random, DENSE_PASSIVES)}, ${clauses.join(', and ')}.`;
}

function denseParagraphs(seed, paragraphs) {
  const random = rng(seed);
  const out = [];
  for (let p = 0; p < paragraphs; p++) {
    const sentences = [];
    for (let s = 0; s < 5; s++) sentences.push(denseSentence(random));
    out.push(sentences.join(' '));
  }
  return out;
}

module.exports = { rng, plainParagraphs, denseParagraphs };
