import { words } from '../../text/words';
import { fleschLabel, formulaEase, readingEase, readingEaseScore } from './reading-ease';

const easeOf = (sentences: string[], lang: string | null = 'en') => readingEase({ sentenceWords: sentences.map(words), lang });

describe('fleschLabel', () => {
  it.each([
    [100, 'very easy'],
    [90, 'very easy'],
    [85, 'easy'],
    [70, 'fairly easy'],
    [65, 'plain English'],
    [50, 'fairly difficult'],
    [30, 'difficult'],
    [29.9, 'very difficult'],
    [-20, 'very difficult'],
  ])('%s reads as %s', (score, label) => {
    expect(fleschLabel(score)).toBe(label);
  });
});

describe('readingEase', () => {
  const PLAIN = ['The team keeps the docs fresh.', 'We check each page once a week.'];
  const HARD = ['Institutionalised documentation governance necessitates comprehensive organisational accountability considerations.'];

  it('gives plain text all 40 points and no finding', () => {
    const ease = easeOf(PLAIN);
    expect(ease.score).toBeGreaterThanOrEqual(60);
    expect(ease).toMatchObject({ points: 40, findings: [] });
  });

  it('gives very hard text no points and a warning that says "below 0"', () => {
    const ease = easeOf(HARD);
    expect(ease.score).toBeLessThan(0);
    expect(ease.points).toBe(0);
    expect(ease.findings).toEqual([
      {
        type: 'readability.flesch',
        severity: 'warning',
        message: 'The Flesch reading ease is below 0 (very difficult); aim for 60 or more.',
        recommendation: 'Use shorter sentences and shorter, everyday words to make the text easier to read.',
      },
    ]);
  });

  it('scales the points linearly between 30 and 60, with a note from 50 and a warning below', () => {
    const harder = (start: string) => `${start} review the documentation often, and every editor considers the readers.`;
    const plain = (start: string) => `${start} keep the docs fresh with a short check each week.`;
    const sentences = ['Teams', 'Editors', 'Readers'].flatMap((s) => [plain(s), harder(s)]);
    const ease = easeOf(sentences);
    const score = ease.score ?? Number.NaN;
    expect(score).toBeGreaterThanOrEqual(50);
    expect(score).toBeLessThan(60);
    expect(ease.points).toBeCloseTo((40 * (score - 30)) / 30, 10);
    expect(ease.findings).toEqual([
      {
        type: 'readability.flesch',
        severity: 'info',
        message: `The Flesch reading ease is ${Math.round(score)} (fairly difficult); 60 or more reads more easily.`,
        recommendation: 'Shorten a few long sentences and replace long words with everyday ones.',
      },
    ]);
    const difficult = easeOf([plain('Teams'), harder('Teams'), harder('Editors'), harder('Readers')]);
    expect(difficult.score).toBeGreaterThanOrEqual(30);
    expect(difficult.score).toBeLessThan(50);
    expect(difficult.findings[0]).toMatchObject({
      severity: 'warning',
      message: expect.stringContaining('(difficult); aim for 60 or more.'),
    });
  });
});

describe('reading ease by language', () => {
  // Words per sentence and syllables per word the formulas are computed from, by hand:
  // 'Der Hund läuft schnell nach Hause.' 6 words, 7 syllables (Hau·se).
  it('uses the formula of the language: Flesch, Amstad, Fernández Huerta, Kandel-Moles', () => {
    expect(readingEaseScore([words('The cat sat on the mat.')], 'en')).toBe(116.1); // 206.835 − 1.015×6 − 84.6×1
    expect(readingEaseScore([words('Der Hund läuft schnell nach Hause.')], 'de')).toBe(105.8); // 180 − 6 − 58.5×7/6
    expect(readingEaseScore([words('El perro come en la casa.')], 'es')).toBe(110.7); // 206.84 − 60×9/6 − 1.02×6
    expect(readingEaseScore([words('Le chat dort sur le lit.')], 'fr')).toBe(127.3); // 207 − 1.015×6 − 73.6×1
  });

  it("names the formula and the language it read the text in: the page's lang, or detected", () => {
    expect(easeOf(['Der Hund läuft schnell nach Hause.'], 'de-DE')).toMatchObject({ formula: 'amstad', language: 'de' });
    expect(easeOf(['El perro come en la casa de la familia y no sale.'], null)).toMatchObject({ formula: 'fernandez_huerta', language: 'es' });
    expect(easeOf(['Le chat dort sur le lit et la maison est calme.'], null)).toMatchObject({ formula: 'kandel_moles', language: 'fr' });
    expect(easeOf(['The cat sat on the mat and it was warm.'], null)).toMatchObject({ formula: 'flesch', language: 'en' });
    expect(easeOf(['Xyz qrs tuv.'], null)).toMatchObject({ formula: 'flesch', language: 'en' }); // nothing to tell by: English
  });

  it('names the formula in its findings', () => {
    const hard = easeOf(['Die Institutionalisierungsbestrebungen der Dokumentationsverantwortlichen erfordern Rechenschaftspflichtigkeitsüberlegungen.'], 'de');
    expect(hard.findings[0].message).toMatch(/^The Flesch reading ease \(Amstad, for German\) is below 0/);
  });

  it('does not score a language without a formula, rather than use English rules', () => {
    expect(easeOf(['Kissa istuu matolla ja katsoo ulos ikkunasta.'], 'fi')).toEqual({
      score: null,
      formula: null,
      language: 'fi',
      label: 'not scored',
      points: 0,
      findings: [
        {
          type: 'readability.not_scored',
          severity: 'info',
          message: 'Reading ease is not scored for this page\'s language ("fi"): there are formulas for English, German, Spanish and French only.',
          recommendation: 'Have someone who reads the language check that the text is easy to follow.',
        },
      ],
    });
  });
});

describe('each formula against its published form', () => {
  // Reference values worked out by hand from the published formulas, on a text with 2 sentences, 24 words and
  // 36 syllables (1.5 syllables per word, 12 words per sentence):
  // Flesch (1948):                    206.835 − 1.015 × 12 − 84.6 × 1.5 = 67.755
  // Amstad (1978):                    180 − 12 − 58.5 × 1.5             = 80.25
  // Fernández Huerta (1959, Law's correction of the misprint): 206.84 − 0.60 × 150 − 1.02 × 12 = 104.6
  //                                   (syllables per 100 words, and words per sentence; the misprinted form's
  //                                   'sentences per 100 words' gave 108.34 and made longer sentences score easier)
  // Kandel & Moles (1958):            207 − 1.015 × 12 − 73.6 × 1.5     = 84.42
  it.each([
    ['en', 67.755],
    ['de', 80.25],
    ['es', 104.6],
    ['fr', 84.42],
  ] as const)('%s gives %s for 12 words per sentence and 1.5 syllables per word', (language, expected) => {
    expect(formulaEase(language, 12, 1.5)).toBeCloseTo(expected, 10);
  });

  const LONG_SENTENCES: Record<'en' | 'de' | 'es' | 'fr', string[]> = {
    en: ['The team keeps the docs fresh and we check each page once a week and we fix what is wrong and we add what is new.'],
    de: ['Das Team hält die Texte frisch und wir prüfen jede Seite einmal in der Woche und wir bessern aus was falsch ist.'],
    es: ['El equipo mantiene los textos al día y revisamos cada página una vez por semana y corregimos lo que está mal.'],
    fr: ['Notre équipe garde les textes à jour et nous relisons chaque page une fois par semaine et nous corrigeons les erreurs.'],
  };
  const cutIntoSentences = (sentence: string): string[][] => {
    const all = words(sentence);
    return [all.slice(0, 8), all.slice(8, 16), all.slice(16)];
  };
  const SHORT_WORDS: Record<'en' | 'de' | 'es' | 'fr', [string, string]> = {
    en: ['We read the text and fix it now.', 'Organisations regularly investigate documentation inconsistencies thoroughly.'],
    de: ['Wir lesen den Text und gehen dann.', 'Organisationen untersuchen regelmäßig Dokumentationsunstimmigkeiten gründlich.'],
    es: ['Yo leo el texto y lo veo bien.', 'Las organizaciones investigaron minuciosamente incoherencias documentales.'],
    fr: ['Je lis le texte et je le vois.', 'Les organisations examinent régulièrement les incohérences documentaires.'],
  };

  it.each(['en', 'de', 'es', 'fr'] as const)('%s: the same words in shorter sentences, and shorter words, score easier', (language) => {
    const long = [words(LONG_SENTENCES[language][0])];
    expect(readingEaseScore(cutIntoSentences(LONG_SENTENCES[language][0]), language)).toBeGreaterThan(readingEaseScore(long, language));
    const [short, longWords] = SHORT_WORDS[language];
    expect(readingEaseScore([words(short)], language)).toBeGreaterThan(readingEaseScore([words(longWords)], language));
  });
});
