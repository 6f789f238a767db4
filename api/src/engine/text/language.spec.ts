import { detectLanguage, readingLanguage } from './language';
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
