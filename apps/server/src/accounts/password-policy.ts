import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as french from '@zxcvbn-ts/language-fr';
import * as italian from '@zxcvbn-ts/language-it';
import { DomainError } from '../errors.js';

/** Why a password was refused (`extensions.reason`, with `field: "password"`). */
export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'CONTROL_CHARACTER' | 'BLANK' | 'TOO_COMMON';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/**
 * zxcvbn's score runs 0–4; 0 and 1 mean fewer than a million guesses (the most common passwords,
 * keyboard walks, repeats, dictionary words with a digit, the handle itself). 2 and up is what
 * NIST SP 800-63B asks of a rate-limited online service: no composition rules, no blocklisted or
 * trivially guessed passwords.
 */
const MIN_SCORE = 2;

/** Words that would make a password easy to guess here, whoever chooses it. */
const SITE_WORDS = ['brethren', 'pirate', 'pirates', 'tortuga', 'cartagena', 'portroyal', 'piratescove'];

let estimator: ZxcvbnFactory | null = null;

/**
 * Built on first use (about half a second: the dictionaries of the most common passwords, and of
 * English, French and Italian words and names, the site's languages).
 */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, ...french.dictionary, ...italian.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // The library's defaults let a crafted 128-character password cost seconds of CPU. With these,
    // the worst we found costs about 0.2 s (a sign-up's argon2 hash costs a fraction of that), and
    // "p@ssw0rd" is still caught; 64 characters of anything guessable are refused whatever follows.
    l33tMaxSubstitutions: 3,
    maxLength: 64,
  });
  return estimator;
}

const MESSAGES: Record<PasswordProblem, string> = {
  TOO_SHORT: `a password has at least ${MIN_PASSWORD_LENGTH} characters`,
  TOO_LONG: `a password has at most ${MAX_PASSWORD_LENGTH} characters`,
  CONTROL_CHARACTER: 'a password cannot contain control characters (NUL, tab, newline…)',
  BLANK: 'a password cannot be only spaces',
  TOO_COMMON: 'this password is too common or too easy to guess: try a few unrelated words',
};

/** What is wrong with a new password, or null when it may be used. Pure. */
export function passwordProblem(
  password: string,
  userInputs: readonly string[] = [],
): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'TOO_SHORT';
  if (password.length > MAX_PASSWORD_LENGTH) return 'TOO_LONG';
  if (/\p{Cc}/u.test(password)) return 'CONTROL_CHARACTER';
  if (/^\s*$/u.test(password)) return 'BLANK';
  const { score } = strength().check(password, [...SITE_WORDS, ...userInputs]);
  return score < MIN_SCORE ? 'TOO_COMMON' : null;
}

/** Checks a new password for the account with `handle`; BAD_USER_INPUT with the reason if refused. */
export function checkNewPassword(password: unknown, handle: string): string {
  if (typeof password !== 'string') throw refusal('TOO_SHORT');
  const problem = passwordProblem(password, [handle]);
  if (problem) throw refusal(problem);
  return password;
}

function refusal(reason: PasswordProblem): DomainError {
  return new DomainError('BAD_USER_INPUT', `password: ${MESSAGES[reason]}`, { field: 'password', reason });
}
