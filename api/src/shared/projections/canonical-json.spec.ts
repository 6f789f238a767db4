import { canonicalJson } from './canonical-json';

describe('canonical JSON', () => {
  it('writes the same text whatever the key order, at every level', () => {
    const a = { b: 1, a: { d: [{ y: 1, x: 2 }], c: null } };
    const b = { a: { c: null, d: [{ x: 2, y: 1 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"c":null,"d":[{"x":2,"y":1}]},"b":1}');
  });
});
