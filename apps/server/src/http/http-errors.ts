import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { isDomainError } from '../errors.js';
import { outageOf, unavailable } from '../faults/unavailable.js';

/**
 * A request whose token speaks for nobody fails as a whole with 401, as RFC 6750 asks of a bearer
 * token that is "expired, revoked, malformed, or invalid" (the body still carries the GraphQL error
 * with its code). A token that could not be checked because the database is away fails with 503
 * and SERVICE_UNAVAILABLE. Other errors from building the context are left as they are.
 */
export function asContextError(error: unknown): unknown {
  const outage = isDomainError(error) ? null : outageOf(error);
  if (outage || isDomainError(error, 'SERVICE_UNAVAILABLE')) {
    const refusal = isDomainError(error) ? error : unavailable(outage ?? 'database', error);
    return new GraphQLError(refusal.message, {
      originalError: refusal,
      extensions: {
        ...refusal.details,
        code: refusal.code,
        http: {
          status: 503,
          headers: new HeaderMap([['retry-after', String(refusal.details['retryAfterSeconds'])]]),
        },
      },
    });
  }
  if (!isDomainError(error, 'UNAUTHENTICATED')) return error;
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: {
      code: error.code,
      http: {
        status: 401,
        headers: new HeaderMap([['www-authenticate', 'Bearer error="invalid_token"']]),
      },
    },
  });
}

/** Retryable refusals and their HTTP status; the first code found among an answer's errors wins. */
const RETRYABLE_STATUS: readonly (readonly [code: string, status: number])[] = [
  ['SERVICE_UNAVAILABLE', 503],
  ['RATE_LIMITED', 429],
];

/**
 * An answer refused for an outage is 503, one refused for a rate limit 429, each with `Retry-After`
 * (the longest wait among its errors), so HTTP clients and proxies understand it without reading
 * GraphQL errors.
 */
export function retryStatusPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors ?? [];
          for (const [code, status] of RETRYABLE_STATUS) {
            const waits = errors
              .filter((error) => error.extensions?.['code'] === code)
              .map((error) => Number(error.extensions?.['retryAfterSeconds'] ?? 1));
            if (waits.length === 0) continue;
            response.http.status = status;
            response.http.headers.set('retry-after', String(Math.max(...waits)));
            return;
          }
        },
      };
    },
  };
}
