import { passiveVoice } from './passive-voice';
import { readableText } from './readable-text';

const STARTS = ['Teams', 'Editors', 'Readers', 'Owners', 'Writers', 'Pages'];
const active = (i: number) => `${STARTS[i % STARTS.length]} review the guide every week.`;
/** `n` sentences of which the given ones are passive. */
const assess = (n: number, ...passives: string[]) =>
  passiveVoice(
    readableText({
      lang: 'en',
      headings: [],
      outline: [{ type: 'paragraph', text: [...passives, ...Array.from({ length: n - passives.length }, (_, i) => active(i))].join(' ') }],
    }),
  );

describe('passiveVoice assessment', () => {
  it('is good with at most 10% passive sentences', () => {
    expect(assess(10)).toEqual({ rating: 'good', value: 0, findings: [] });
    expect(assess(10, 'The guide was reviewed by Dana.')).toEqual({ rating: 'good', value: 0.1, findings: [] });
  });

  it('is borderline up to 15%, quoting the passive phrases', () => {
    expect(assess(20, 'The guide was reviewed by Dana.', 'Old pages are being archived.', 'The guide was reviewed again.')).toEqual({
      rating: 'ok',
      value: 0.15,
      findings: [
        {
          type: 'readability.passive_voice',
          severity: 'info',
          message: '15% of sentences use the passive voice (aim for at most 10%), e.g. "was reviewed", "are being archived".',
          recommendation: 'Rewrite passive sentences so that the person or thing acting comes first ("the committee reviewed the plan").',
        },
      ],
    });
  });

  it('fails above 15% with a warning that quotes three phrases at most', () => {
    const outcome = assess(10, 'It was written.', 'It was built.', 'It is made.', 'It was taken.');
    expect(outcome).toMatchObject({ rating: 'bad', value: 0.4 });
    expect(outcome.findings[0]).toMatchObject({
      severity: 'warning',
      message: '40% of sentences use the passive voice (aim for at most 10%), e.g. "was written", "was built", "is made".',
    });
  });
});
