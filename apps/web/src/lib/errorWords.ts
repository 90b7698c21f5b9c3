import type errors from '../../messages/en/errors.json';
import type { Translator } from '@/i18n/translator';
import { ApiError } from './api/request';

/** The codes the app words (`errors.codes.<CODE>`): the API's and the engine's. */
export type KnownErrorCode = keyof (typeof errors)['codes'];

/**
 * Codes whose English message from the API helps a person beyond the words for the code: it says
 * which field or option was wrong. The message is shown as a detail (in English) under the words.
 */
const DETAILED: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'INVALID_OPTIONS',
  'MALFORMED_ACTION',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
]);

type Waits = keyof (typeof errors)['waits'];
type ForbiddenReasons = keyof (typeof errors)['forbidden'];
type Reasons = (typeof errors)['reasons'];
type ReasonKey = { [Field in keyof Reasons]: `${Field}.${keyof Reasons[Field] & string}` }[keyof Reasons];

/** A wait in the catalogue's arguments: whole minutes from two minutes on, else seconds. */
export function waitArguments(seconds: number): { seconds: number; minutes: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  return { seconds: whole, minutes: whole >= 120 ? Math.ceil(whole / 60) : 0 };
}

/**
 * The words for a throttled request: by what was limited (`reason`), told apart by who waits
 * (`scope`) where that changes the words (`FAILED_SIGN_INS_ACCOUNT`); a limit the catalogue does not
 * know yet gets general words with the wait, never another limit's words.
 */
function waitKey(reason: unknown, scope: unknown, t: Translator<'errors'>): `waits.${Waits}` {
  if (typeof reason !== 'string') return 'waits.OTHER';
  // Checked with `has`: a reason (or a reason and scope) the catalogue lacks gets general words.
  // The keys written out in the calls, for the catalogue test to see which keys are asked for.
  if (t.has(`waits.${reason}_${String(scope)}` as `waits.${Waits}`))
    return `waits.${reason}_${String(scope)}` as `waits.${Waits}`;
  return t.has(`waits.${reason}` as `waits.${Waits}`)
    ? (`waits.${reason}` as `waits.${Waits}`)
    : 'waits.OTHER';
}

/**
 * Words for what the API's `extensions` say beyond the code: what was limited and how long a
 * throttled request must wait (`reason`, `scope`, `retryAfterSeconds`), that only a password was
 * wrong, or why a field was refused (`field`, `reason`); null when the catalogue has nothing more
 * specific than the code's words.
 */
function specificWords(error: ApiError, t: Translator<'errors'>): string | null {
  const { retryAfterSeconds, scope, field, reason } = error.extensions;
  if (error.code === 'RATE_LIMITED' && typeof retryAfterSeconds === 'number') {
    return t(waitKey(reason, scope, t), waitArguments(retryAfterSeconds));
  }
  if (error.code === 'INVALID_CREDENTIALS' && reason === 'PASSWORD') return t('wrongPassword');
  if (error.code === 'BAD_USER_INPUT' && typeof field === 'string' && typeof reason === 'string') {
    // Checked with `has`: a field or reason the catalogue lacks gets the code's words.
    const key = `${field}.${reason}` as ReasonKey;
    if (t.has(`reasons.${key}`)) return t(`reasons.${key}`);
  }
  if (error.code === 'FORBIDDEN' && typeof reason === 'string') {
    // Checked with `has`: a reason the catalogue lacks gets the code's words.
    const key = reason as ForbiddenReasons;
    if (t.has(`forbidden.${key}`)) return t(`forbidden.${key}`);
  }
  return null;
}

/** An error as the app shows it. */
export interface ErrorWords {
  /** What happened, in the reader's language. */
  readonly text: string;
  /** The API's code, for the record and for bug reports (null for errors without one). */
  readonly code: string | null;
  /** The API's own (English) message, where it says more than `text`; else null. */
  readonly detail: string | null;
}

/**
 * Any error the app catches, in words: an API error by its code (`errors.codes.<CODE>`), a lost
 * connection or unreadable answer as such, anything else (an unknown code, a bug) in general words
 * with its own message as the detail.
 */
export function errorWords(error: unknown, t: Translator<'errors'>): ErrorWords {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return { text: t('network'), code: null, detail: null };
    if (error.code === 'BAD_RESPONSE') return { text: t('badResponse'), code: null, detail: null };
    const specific = specificWords(error, t);
    if (specific !== null) return { text: specific, code: error.code, detail: null };
    // Checked with `has` just below: a code the catalogue lacks gets the general words.
    const code = error.code as KnownErrorCode;
    if (t.has(`codes.${code}`)) {
      return { text: t(`codes.${code}`), code, detail: DETAILED.has(code) ? error.message : null };
    }
    return { text: t('unknown'), code: error.code === 'ERROR' ? null : error.code, detail: error.message };
  }
  const message =
    error instanceof Error ? error.message : error === null || error === undefined ? '' : String(error);
  return { text: t('unknown'), code: null, detail: message || null };
}
