import { PASSWORD_LIKE_EMAIL, PASSWORD_TOO_COMMON, passwordProblem } from './password-policy';

describe('the password policy', () => {
  it.each(['password1234', 'qwertyuiop', '1234567890', 'Baseball2024!', '!!football99', 'aaaaaaaaaaaa', 'PASSWORD12345'])(
    'refuses the common %s',
    (password) => {
      expect(passwordProblem(password, 'ada@site-a.test')).toBe(PASSWORD_TOO_COMMON);
    },
  );

  it('refuses one shorter than 10 characters, and one made of the email name', () => {
    expect(passwordProblem('tr0ub4dor', 'ada@site-a.test')).toBe('password must be at least 10 characters long');
    expect(passwordProblem('lovelace-2024', 'lovelace@site-a.test')).toBe(PASSWORD_LIKE_EMAIL);
  });

  it('accepts a long uncommon one, with no composition rules', () => {
    expect(passwordProblem('correct-horse-battery', 'ada@site-a.test')).toBeNull();
    expect(passwordProblem('lantern orbit pepper', 'ada@site-a.test')).toBeNull();
  });
});
