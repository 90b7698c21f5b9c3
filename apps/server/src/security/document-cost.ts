import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { Kind, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

/**
 * What one operation of a document costs to answer, by graphql-armor's measure (objects 2, scalars
 * 1, each level deeper 1.5 times, lists by their literal `first`): the measure that already caps a
 * single document (see armor.ts), here counted against a client's budget (see read-budget.ts).
 * Computed once per parsed document, which both transports cache.
 */
export function documentCost(schema: GraphQLSchema) {
  const costs = new WeakMap<DocumentNode, readonly number[]>();
  return (document: DocumentNode, operation: OperationDefinitionNode): number => {
    let perOperation = costs.get(document);
    if (!perOperation) {
      const found: number[] = [];
      // The rule reports each operation's cost in document order; no other rule runs.
      validate(schema, document, [
        costLimitRule({ maxCost: Infinity, onAccept: [(_, { n }) => found.push(n)] }),
      ]);
      costs.set(document, (perOperation = found));
    }
    const operations = document.definitions.filter(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    return perOperation[operations.indexOf(operation)] ?? 0;
  };
}
