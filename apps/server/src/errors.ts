import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { RuleErrorCode } from '@brethren/engine';
import { outageOf, unavailable } from './faults/unavailable.js';
import type { Logger } from './logger.js';
import { hideSuggestions } from './security/suggestions.js';

/**
 * Every error a client can receive, by `extensions.code`. Services throw `DomainError` with one of
 * these; one layer (`formatError`) turns them into GraphQL errors, and masks everything else.
 */
export type ErrorCode =
  | RuleErrorCode
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'HANDLE_TAKEN'
  | 'INVALID_CREDENTIALS'
  | 'RATE_LIMITED'
  | 'QUERY_TOO_COMPLEX'
  | 'STALE_SEQ'
  | 'TOO_FAR_BEHIND'
  | 'TOO_MANY_SUBSCRIPTIONS'
  | 'MATCH_OVER'
  | 'MATCH_NOT_STARTED'
  | 'MATCH_NOT_OPEN'
  | 'MATCH_NOT_FINISHED'
  | 'NOT_SEATED'
  | 'ALREADY_SEATED'
  | 'SEAT_TAKEN'
  | 'TABLE_NOT_FULL'
  | 'INVALID_OPTIONS'
  | 'UNKNOWN_GAME'
  | 'ALREADY_QUEUED'
  | 'IN_RANKED_MATCH'
  | 'NOT_ABSENT'
  | 'SEAT_NOT_REPLACED'
  | 'RESIGNATION_FINAL'
  | 'TOO_MANY_CHALLENGES'
  | 'TOO_MANY_TURN_BASED_MATCHES'
  | 'TOO_MANY_OPEN_TABLES'
  | 'ALREADY_ON_VACATION'
  | 'NOT_ON_VACATION'
  | 'VACATION_ALLOWANCE_EXCEEDED'
  | 'INVALID_LINK'
  | 'NOT_AN_ARENA'
  | 'TOURNAMENT_FULL'
  | 'TOURNAMENT_NOT_OPEN'
  | 'TOURNAMENT_NOT_SCHEDULED'
  | 'TOO_FEW_PLAYERS'
  | 'ALREADY_JOINED'
  | 'NOT_JOINED'
  | 'NOT_ENOUGH_RATED_MATCHES'
  | 'REVIEW_ALREADY_REQUESTED'
  | 'TOO_MANY_REVIEWS'
  | 'SERVICE_UNAVAILABLE';

/** What a client may branch on beyond the code: which field, why, how long to wait. */
export type ErrorDetails = Readonly<Record<string, string | number>>;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Added to `extensions` next to the code (e.g. `retryAfterSeconds`, `field` and `reason`). */
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function isDomainError(error: unknown, code?: ErrorCode): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.code === code);
}

/** Codes GraphQL and Apollo give their own errors (parse, validation, limits); passed on as they are. */
const PROTOCOL_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'QUERY_TOO_COMPLEX',
]);

/**
 * The one place errors become what clients see: domain errors keep their code and message;
 * protocol errors pass, without graphql-js's "Did you mean …?" hints; an outage of the database or
 * Redis becomes SERVICE_UNAVAILABLE (retryable, logged as a warning); anything else is logged in
 * full and masked. No internal message (host, port, SQL) reaches a client, whatever NODE_ENV says.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    let original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    const outage = original instanceof DomainError ? null : outageOf(original);
    if (outage) {
      logger.warn({ err: original, path: formatted.path, dependency: outage }, 'request met an outage');
      original = unavailable(outage);
    }
    if (original instanceof DomainError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: { ...original.details, code: original.code },
      };
    }
    const code = formatted.extensions?.['code'];
    if (typeof code === 'string' && PROTOCOL_CODES.has(code)) {
      return {
        message: hideSuggestions(formatted.message),
        locations: formatted.locations,
        extensions: { code },
      };
    }
    if (original instanceof GraphQLError && !original.originalError && !code) {
      // A GraphQL error without a cause and without a code: validation of the document.
      return {
        message: hideSuggestions(formatted.message),
        locations: formatted.locations,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      };
    }
    logger.error({ err: original, path: formatted.path }, 'unexpected error');
    return {
      message: 'Internal server error',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
