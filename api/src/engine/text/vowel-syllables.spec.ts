import { frenchSyllables, germanSyllables, spanishSyllables } from './vowel-syllables';

describe('syllables in German, Spanish and French', () => {
  it.each([
    ['Haus', 1],
    ['Hause', 2],
    ['Mädchen', 2],
    ['Bäume', 2],
    ['Dokumentation', 5],
    ['Zeitung', 2],
    ['lieben', 2],
  ])('German %s → %i', (word, n) => expect(germanSyllables(word)).toBe(n));

  it.each([
    ['casa', 2],
    ['perro', 2],
    ['leer', 2], // two strong vowels
    ['poema', 3],
    ['día', 2], // accented weak vowel
    ['país', 2],
    ['bien', 1], // diphthong
    ['causa', 2],
    ['documentación', 5],
  ])('Spanish %s → %i', (word, n) => expect(spanishSyllables(word)).toBe(n));

  it.each([
    ['chat', 1],
    ['maison', 2],
    ['table', 1], // mute final e
    ['tables', 1],
    ['parlent', 1], // verb ending -ent
    ['rapidement', 4], // -ment is heard
    ['documentation', 5],
    ['été', 2],
  ])('French %s → %i', (word, n) => expect(frenchSyllables(word)).toBe(n));
});
