import { normaliseImportedUrl, parseImportedUrls } from './url-import';

describe('parsing imported URLs', () => {
  it('splits on newlines and commas, trims, drops empties, comments and entries without a dot', () => {
    const text = ' https://site-a.test/a \n# a comment\n\nlocalhost\nsite-b.test/b, http://site-c.test/c ,,';
    expect(parseImportedUrls(text)).toEqual(['https://site-a.test/a', 'https://site-b.test/b', 'http://site-c.test/c']);
  });

  it('adds https:// when the prefix is missing and drops what does not parse', () => {
    expect(parseImportedUrls('www.site-a.test\nhttps://exa mple.com/\nhttp://[bad.host')).toEqual(['https://www.site-a.test/']);
  });

  it('returns nothing for input without a valid address', () => {
    expect(parseImportedUrls('# only a comment\nnothing here')).toEqual([]);
  });
});

describe('one imported entry, as the dialog and the server both judge it', () => {
  it('normalises what it keeps, so that two spellings of one page compare equal', () => {
    expect(normaliseImportedUrl('  Site-a.TEST/About ')).toEqual({ url: 'https://site-a.test/About' });
    expect(normaliseImportedUrl('HTTP://site-a.test')).toEqual({ url: 'http://site-a.test/' });
  });

  it('says why it drops an entry', () => {
    expect(normaliseImportedUrl('   ')).toEqual({ rejected: 'The entry is empty.' });
    expect(normaliseImportedUrl('# site-a.test')).toEqual({ rejected: 'The entry is a comment (it starts with #).' });
    expect(normaliseImportedUrl('intranet')).toEqual({ rejected: 'The entry is not a web address: it has no dot.' });
    expect(normaliseImportedUrl('http://[bad.host')).toEqual({ rejected: 'The entry is not a valid web address.' });
    expect(normaliseImportedUrl('http://localhost/a.html')).toEqual({ rejected: 'The entry is not a web address: its host has no dot.' });
    expect(normaliseImportedUrl(`site-a.test/${'a'.repeat(2040)}`)).toEqual({ rejected: 'The address is longer than 2048 characters.' });
  });
});
