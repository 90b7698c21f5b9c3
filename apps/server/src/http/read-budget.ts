import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { Viewer } from '../accounts/viewer.js';
import type { RateLimits, Reader } from '../security/rate-limits.js';

/** A document's cost for one of its operations (see security/document-cost.ts). */
export type CostOf = (document: DocumentNode, operation: OperationDefinitionNode) => number;

/** Charges one read (a query or a subscription) to its reader; `RATE_LIMITED` when over budget. */
export function chargeRead(
  limits: RateLimits,
  costOf: CostOf,
  who: { viewer: Viewer | null; address: string },
  document: DocumentNode,
  operation: OperationDefinitionNode,
): Promise<void> {
  if (operation.operation === 'mutation') return Promise.resolve();
  const reader: Reader = who.viewer ? { userId: who.viewer.id } : { address: who.address };
  return limits.consumeRead(reader, costOf(document, operation));
}

/**
 * Charges every query over HTTP once its operation is known, before it runs: a refused read runs
 * nothing and answers 429 with Retry-After (see http-errors.ts).
 */
export function readBudgetPlugin<Context extends { viewer: Viewer | null; address: string }>(
  limits: RateLimits,
  costOf: CostOf,
): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (operation) await chargeRead(limits, costOf, contextValue, document, operation);
        },
      };
    },
  };
}
