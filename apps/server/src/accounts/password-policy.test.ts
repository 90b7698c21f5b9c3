import { describe, expect, it } from 'vitest';
import { checkNewPassword, passwordProblem } from './password-policy.js';

describe('passwordProblem', () => {
  it.each([
    ['short', 'TOO_SHORT'],
    ['x'.repeat(129), 'TOO_LONG'],
    ['        ', 'BLANK'],
    ['\u00a0\u2003\u3000 \u00a0\u2003\u3000 ', 'BLANK'],
    ['\u0000'.repeat(8), 'CONTROL_CHARACTER'],
    ['long enough\npassword', 'CONTROL_CHARACTER'],
    ['password', 'TOO_COMMON'],
    ['Password1', 'TOO_COMMON'],
    ['12345678', 'TOO_COMMON'],
    ['aaaaaaaaaaaa', 'TOO_COMMON'],
    ['azertyuiop', 'TOO_COMMON'],
    ['motdepasse', 'TOO_COMMON'],
    ['brethren2024', 'TOO_COMMON'],
  ])('refuses %j: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('refuses the handle with a digit or two', () => {
    expect(passwordProblem('calico_jack7', ['calico_jack'])).toBe('TOO_COMMON');
  });

  it.each([
    'correct horse battery',
    'long enough pass',
    'Tr0ub4dor&3',
    'galleon at dawn 1667',
    'tamarind-lantern-91',
  ])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});

it('checks a long, crafted password in well under a second', () => {
  passwordProblem('warm up the dictionaries');
  const started = performance.now();
  for (const password of ['ab1'.repeat(42), 'x9!kQ'.repeat(25), '4@1!3$0'.repeat(18)])
    passwordProblem(password);
  expect(performance.now() - started).toBeLessThan(3000);
});

describe('checkNewPassword', () => {
  it('refuses with BAD_USER_INPUT naming the field and the reason', () => {
    expect(() => checkNewPassword('password', 'anne')).toThrow(
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        details: { field: 'password', reason: 'TOO_COMMON' },
      }),
    );
    expect(() => checkNewPassword(42, 'anne')).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
  });
});
