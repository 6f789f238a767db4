import { csvField, csvRow } from './csv';

describe('the CSV writer', () => {
  it.each(['=HYPERLINK("http://x.test","click")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\r=1'])('writes %j so that a spreadsheet shows it as text', (text) => {
    const field = csvField(text);
    const unquoted = field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
    expect(unquoted).toBe(`'${text}`);
  });

  it('writes numbers as numbers, negative ones included, and leaves other text alone', () => {
    expect(csvRow([-3, 0, 77.5, 'Plain title', ' =not first', "'quoted", null, true])).toBe("-3,0,77.5,Plain title, =not first,'quoted,,true\r\n");
  });

  it('still quotes what RFC 4180 quotes', () => {
    expect(csvField('=1,"2"')).toBe(`"'=1,""2"""`);
  });
});
