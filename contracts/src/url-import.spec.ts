import { normaliseImportedUrl, parseImportedUrls } from './url-import';

describe('parsing imported URLs (brief, section 5)', () => {
  it('splits on newlines and commas, trims, drops empties, comments and entries without a dot', () => {
    const text = ' https://example.com/a \n# a comment\n\nlocalhost\nexample.org/b, http://example.net/c ,,';
    expect(parseImportedUrls(text)).toEqual(['https://example.com/a', 'https://example.org/b', 'http://example.net/c']);
  });

  it('adds https:// when the prefix is missing and drops what does not parse', () => {
    expect(parseImportedUrls('www.example.com\nhttps://exa mple.com/\nhttp://[bad.host')).toEqual(['https://www.example.com/']);
  });

  it('returns nothing for input without a valid address', () => {
    expect(parseImportedUrls('# only a comment\nnothing here')).toEqual([]);
  });
});

describe('one imported entry, as the dialog and the server both judge it', () => {
  it('normalises what it keeps, so that two spellings of one page compare equal', () => {
    expect(normaliseImportedUrl('  Example.COM/About ')).toEqual({ url: 'https://example.com/About' });
    expect(normaliseImportedUrl('HTTP://example.com')).toEqual({ url: 'http://example.com/' });
  });

  it('says why it drops an entry', () => {
    expect(normaliseImportedUrl('   ')).toEqual({ rejected: 'The entry is empty.' });
    expect(normaliseImportedUrl('# example.com')).toEqual({ rejected: 'The entry is a comment (it starts with #).' });
    expect(normaliseImportedUrl('intranet')).toEqual({ rejected: 'The entry is not a web address: it has no dot.' });
    expect(normaliseImportedUrl('http://[bad.host')).toEqual({ rejected: 'The entry is not a valid web address.' });
    expect(normaliseImportedUrl('http://localhost/a.html')).toEqual({ rejected: 'The entry is not a web address: its host has no dot.' });
    expect(normaliseImportedUrl(`example.com/${'a'.repeat(2040)}`)).toEqual({ rejected: 'The address is longer than 2048 characters.' });
  });
});
