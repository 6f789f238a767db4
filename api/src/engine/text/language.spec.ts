import { detectLanguage, pageLanguage, readingLanguage } from './language';
import { words } from './words';

describe('readingLanguage', () => {
  it("takes the primary subtag of the page's lang, three-letter codes included", () => {
    expect(readingLanguage('de-DE', [])).toBe('de');
    expect(readingLanguage(' EN_gb ', [])).toBe('en');
    expect(readingLanguage('eng', [])).toBe('en');
    expect(readingLanguage('fra', [])).toBe('fr');
    expect(readingLanguage('ja', words('The cat sat on the mat.'))).toBe('ja');
  });

  it('detects English, German, Spanish and French by their commonest words when the page does not say', () => {
    expect(readingLanguage(null, words('The team keeps the docs fresh, and it checks each page once a week.'))).toBe('en');
    expect(detectLanguage(words('Das Team hält die Dokumentation aktuell und prüft jede Seite einmal in der Woche.'))).toBe('de');
    expect(detectLanguage(words('El equipo mantiene la documentación al día y revisa cada página una vez por semana.'))).toBe('es');
    expect(detectLanguage(words("L'équipe garde la documentation à jour et relit chaque page une fois par semaine dans le mois."))).toBe('fr');
    expect(detectLanguage(words('Kissa istuu matolla ja katsoo ulos ikkunasta.'))).toBeNull();
    expect(detectLanguage([])).toBeNull();
  });
});

describe('pageLanguage', () => {
  // Texts written for this test, each over 30 words.
  const GERMAN =
    'Eine gute Dokumentation veraltet schnell, wenn niemand sie pflegt. Deshalb prüfen wir jede Seite einmal im Monat und notieren, was sich geändert hat. Die Redaktion entscheidet dann, welche Abschnitte neu geschrieben werden müssen, und wer sie schreibt.';
  const ENGLISH =
    'Good documentation goes stale quickly when nobody looks after it. That is why we check every page once a month and write down what has changed. The editors then decide which sections must be rewritten, and who writes them.';

  it('keeps the declared language when the text agrees or is too short to tell', () => {
    expect(pageLanguage('en-GB', ENGLISH)).toEqual({ code: 'en', source: 'html-lang', declared: 'en-GB' });
    expect(pageLanguage('deu', GERMAN)).toEqual({ code: 'de', source: 'html-lang', declared: 'deu' });
    expect(pageLanguage('de', 'Impressum und Kontakt')).toEqual({ code: 'de', source: 'html-lang', declared: 'de' });
  });

  it('reads the text in the language it is written in when the declared one contradicts it', () => {
    expect(pageLanguage('en', GERMAN)).toEqual({ code: 'de', source: 'detected', declared: 'en' });
  });

  it('detects the language when none is declared, and tells none when the text is too short', () => {
    expect(pageLanguage(null, GERMAN)).toEqual({ code: 'de', source: 'detected', declared: null });
    expect(pageLanguage('', ENGLISH)).toEqual({ code: 'en', source: 'detected', declared: '' });
    expect(pageLanguage(null, 'Contact us')).toEqual({ code: null, source: 'none', declared: null });
  });
});
