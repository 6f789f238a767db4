import { parseImportedUrls } from './url-import';

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
