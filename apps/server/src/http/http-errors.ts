import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { isDomainError } from '../errors.js';

/**
 * A request whose token speaks for nobody fails as a whole with 401, as RFC 6750 asks of a bearer
 * token that is "expired, revoked, malformed, or invalid" (the body still carries the GraphQL error
 * with its code). Other errors from building the context are left as they are.
 */
export function asContextError(error: unknown): unknown {
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

/**
 * An answer refused for a rate limit is 429 with `Retry-After` (the longest wait among its errors),
 * so HTTP clients and proxies understand it without reading GraphQL errors.
 */
export function rateLimitStatusPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const waits = (response.body.singleResult.errors ?? [])
            .filter((error) => error.extensions?.['code'] === 'RATE_LIMITED')
            .map((error) => Number(error.extensions?.['retryAfterSeconds'] ?? 1));
          if (waits.length === 0) return;
          response.http.status = 429;
          response.http.headers.set('retry-after', String(Math.max(...waits)));
        },
      };
    },
  };
}
