import { cutSourceText } from './source-text';

describe('cutSourceText', () => {
  it('keeps a text within the limit as it is', () => {
    expect(cutSourceText('One.\n\nTwo.', 100)).toBe('One.\n\nTwo.');
  });

  it('cuts a longer text at the last paragraph boundary within the limit, never inside a paragraph', () => {
    expect(cutSourceText('First paragraph.\n\nSecond paragraph.\n\nThird paragraph.', 40)).toBe('First paragraph.\n\nSecond paragraph.');
  });

  it('cuts one very long paragraph at the limit', () => {
    expect(cutSourceText('x'.repeat(50), 10)).toBe('x'.repeat(10));
  });
});
