/**
 * Rule violations are values, not crashes. Every refusal carries one of these codes, so callers
 * (the server, bots, tests) can branch on it, and a human message saying what was wrong.
 */
export const RULE_ERROR_CODES = [
  /** The seat is not among the active seats. */
  'NOT_YOUR_TURN',
  /** Well-formed, but the rules do not allow it now. */
  'ILLEGAL_ACTION',
  /** Not an action of this game at all (wrong shape, unknown type, bad field). */
  'MALFORMED_ACTION',
  /** The match is over: nothing more can be played. */
  'GAME_OVER',
] as const;

export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
}

export type ApplyFailure = { readonly ok: false; readonly error: RuleError };

export function refuse(code: RuleErrorCode, message: string): ApplyFailure {
  return { ok: false, error: { code, message } };
}

/** Options that a game cannot be set up with; thrown by `setup`, returned by `parseOptions`. */
export class InvalidOptionsError extends Error {
  readonly code = 'INVALID_OPTIONS';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidOptionsError';
  }
}
