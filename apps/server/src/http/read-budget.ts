import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Viewer } from '../accounts/viewer.js';
import { isDomainError } from '../errors.js';
import type { MeasureDocument } from '../security/document-cost.js';
import { checkDocumentLimits } from '../security/document-limits.js';
import type { RateLimits, Reader } from '../security/rate-limits.js';

/**
 * What one operation costs with its variables, refused with QUERY_TOO_COMPLEX when over the limits
 * on one document (see document-limits.ts): every operation, mutations too.
 */
export function measureOperation(
  measure: MeasureDocument,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): number {
  const measured = measure(document, operation, variables);
  checkDocumentLimits(measured);
  return measured.cost;
}

/**
 * Charges one read (a query or a subscription) costing `cost` to its reader, signed in or not;
 * `RATE_LIMITED` when over budget. Mutations have limits of their own.
 */
export function chargeRead(
  limits: RateLimits,
  who: { viewer: Viewer | null; address: string },
  operation: OperationDefinitionNode,
  cost: number,
): Promise<void> {
  if (operation.operation === 'mutation') return Promise.resolve();
  const reader: Reader = who.viewer ? { userId: who.viewer.id } : { address: who.address };
  return limits.consumeRead(reader, cost);
}

/**
 * Measures and charges every operation over HTTP once it is known, before it runs: an operation
 * over the limits on one document runs nothing and answers 400, a refused read 429 with
 * Retry-After (see http-errors.ts).
 */
export function readBudgetPlugin<Context extends { viewer: Viewer | null; address: string }>(
  limits: RateLimits,
  measure: MeasureDocument,
): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue, request }) {
          if (!operation) return;
          let cost: number;
          try {
            cost = measureOperation(measure, document, operation, request.variables);
          } catch (error) {
            if (!isDomainError(error, 'QUERY_TOO_COMPLEX')) throw error;
            throw new GraphQLError(error.message, {
              originalError: error,
              extensions: { http: { status: 400 } },
            });
          }
          await chargeRead(limits, contextValue, operation, cost);
        },
      };
    },
  };
}
