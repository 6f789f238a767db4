import { copyrightYear } from './copyright-year';

const NOW = new Date('2026-03-15T12:00:00Z');
const check = (fullText: string) => copyrightYear({ fullText }, { now: NOW });

describe('copyrightYear check', () => {
  it('finds nothing without a copyright line, or with a current one', () => {
    expect(check('Fixture Publishing')).toEqual({ findings: [], deduction: null });
    expect(check('© 2015–2026 Fixture Publishing')).toEqual({ findings: [], deduction: null });
    expect(check('© 2025 Fixture Publishing')).toEqual({ findings: [], deduction: null });
  });

  it('notes a copyright line two or more years old and takes 5 points off', () => {
    expect(check('Menu … © 2012-2021 Fixture Publishing')).toEqual({
      findings: [
        {
          type: 'freshness.copyright_year',
          severity: 'info',
          message: 'The copyright line says "© 2012-2021", which makes the site look unmaintained.',
          recommendation: 'Update the copyright line "© 2012-2021" to the current year (or a range ending in it).',
        },
      ],
      deduction: { reason: 'copyright line from 2021', points: 5 },
    });
  });
});
