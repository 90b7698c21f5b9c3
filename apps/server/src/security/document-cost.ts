import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isAbstractType,
  isCompositeType,
  isLeafType,
  isListType,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { listSize } from './list-sizes.js';

/** What answering one operation may take, as known before it runs. */
export interface DocumentCost {
  /**
   * Values the answer may hold: each scalar 1, each object 2, each list counted at its size — the
   * `first` asked (through a variable or by the schema's default), else the list's size in
   * list-sizes.ts — so nested lists multiply.
   */
  readonly cost: number;
  /** Objects the lists of the answer may hold (matches, log entries, seats, players…): rows to load. */
  readonly items: number;
}

export type MeasureDocument = (
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
) => DocumentCost;

const NOTHING: DocumentCost = { cost: 0, items: 0 };

/** The fields every type or the root has beyond its own: `__typename`, `__schema`, `__type`. */
const META_FIELDS = new Map<string, GraphQLField<unknown, unknown>>(
  [TypeNameMetaFieldDef, SchemaMetaFieldDef, TypeMetaFieldDef].map((field) => [field.name, field]),
);

/**
 * Prices an operation with its variables, before it runs: the measure both the per-document limits
 * (document-limits.ts) and the read budgets (rate-limits.ts) use. Variables that do not fit the
 * operation cost nothing, as it then fails before any resolver runs.
 */
export function documentCost(schema: GraphQLSchema): MeasureDocument {
  // Documents are cached by both transports, so their operations are the same objects request after
  // request: an operation's price is kept per value of the variables that can change it (those in a
  // `first` or an `@skip`/`@include`), so a move, whose variables change nothing, is priced once.
  const prices = new WeakMap<
    OperationDefinitionNode,
    { readonly sizing: string[]; byValues: Map<string, DocumentCost> }
  >();
  const price = (
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Readonly<Record<string, unknown>> | null | undefined,
  ): DocumentCost | null => {
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
    if (coerced.errors) return null;
    const root = schema.getRootType(operation.operation);
    if (!root) return NOTHING;
    return new Pricing(schema, document, coerced.coerced).selections(operation.selectionSet, root, null);
  };
  return (document, operation, variables) => {
    let known = prices.get(operation);
    if (!known) prices.set(operation, (known = { sizing: sizingVariables(document), byValues: new Map() }));
    const key = JSON.stringify(known.sizing.map((name) => variables?.[name] ?? null));
    const cached = known.byValues.get(key);
    if (cached) return cached;
    const priced = price(document, operation, variables);
    // Variables that do not fit: nothing to price (the operation fails before it runs), and nothing
    // kept, so that they cannot stand in for fitting ones of the same sizes.
    if (!priced) return NOTHING;
    // Bounded: a client varying `first` on every request gets no cache, and fills no memory.
    if (known.byValues.size >= MAX_PRICES_PER_OPERATION) known.byValues.clear();
    known.byValues.set(key, priced);
    return priced;
  };
}

/** Prices kept per operation, one per set of sizing variables' values. */
const MAX_PRICES_PER_OPERATION = 32;

/** The variables a document uses in a `first` argument or an `@skip`/`@include`: all that sizes it. */
function sizingVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  const add = (argument: ArgumentNode) => {
    if (argument.value.kind === Kind.VARIABLE) names.add(argument.value.name.value);
  };
  visit(document, {
    Field: (node) => node.arguments?.filter((argument) => argument.name.value === 'first').forEach(add),
    Directive: (node) => node.arguments?.forEach(add),
  });
  return [...names].sort();
}

/** One walk over one operation with its variables; fragments priced once per type they land on. */
class Pricing {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly priced = new Map<string, DocumentCost>();

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly variables: Record<string, unknown>,
  ) {
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(definition.name.value, definition);
  }

  /**
   * A selection on `type`: on an interface or union, the costliest of the types it may turn out to
   * be. `pageSize` is the `first` of the connection being selected, which sizes its `edges`.
   */
  selections(set: SelectionSetNode, type: GraphQLNamedType, pageSize: number | null): DocumentCost {
    if (!isCompositeType(type)) return NOTHING;
    const candidates = isAbstractType(type) ? this.schema.getPossibleTypes(type) : [type];
    let cost = 0;
    let items = 0;
    for (const candidate of candidates) {
      const found = this.on(set, candidate, pageSize);
      cost = Math.max(cost, found.cost);
      items = Math.max(items, found.items);
    }
    return { cost, items };
  }

  /** A selection once the object type is known: its fields, and the fragments that apply to it. */
  private on(set: SelectionSetNode, type: GraphQLObjectType, pageSize: number | null): DocumentCost {
    let cost = 0;
    let items = 0;
    for (const selection of set.selections) {
      if (!this.included(selection)) continue;
      let found = NOTHING;
      if (selection.kind === Kind.FIELD) found = this.field(selection, type, pageSize);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition?.name.value;
        if (!condition || this.applies(condition, type))
          found = this.on(selection.selectionSet, type, pageSize);
      } else {
        const fragment = this.fragments.get(selection.name.value);
        if (fragment && this.applies(fragment.typeCondition.name.value, type)) {
          // Priced once per fragment and type: spreading a fragment many times costs no extra walks.
          const key = `${fragment.name.value} ${type.name} ${pageSize}`;
          found = this.priced.get(key) ?? this.on(fragment.selectionSet, type, pageSize);
          this.priced.set(key, found);
        }
      }
      cost += found.cost;
      items += found.items;
    }
    return { cost, items };
  }

  private field(node: FieldNode, parent: GraphQLObjectType, pageSize: number | null): DocumentCost {
    const name = node.name.value;
    const definition: GraphQLField<unknown, unknown> | undefined =
      META_FIELDS.get(name) ?? parent.getFields()[name];
    if (!definition) return NOTHING;
    const named = getNamedType(definition.type);
    const leaf = isLeafType(named);
    const depth = listDepth(definition.type);
    const usual = listSize(parent.name, name);
    // `first` as the operation asks it (a variable, a literal or the schema's default).
    const sized = definition.args.some((arg) => arg.name === 'first');
    const asked = sized ? getArgumentValues(definition, node, this.variables)['first'] : null;
    const first = typeof asked === 'number' ? Math.max(0, asked) : sized ? usual : null;
    // A list is as long as its own `first`, or its connection's (`edges`), or its usual size; a
    // list of lists is that many of such lists. A connection passes its `first` to its `edges`.
    const size = depth === 0 ? 1 : (first ?? pageSize ?? usual) * usual ** (depth - 1);
    const inner = node.selectionSet
      ? this.selections(node.selectionSet, named, depth === 0 ? first : null)
      : NOTHING;
    const items = size * ((depth > 0 && !leaf ? 1 : 0) + inner.items);
    // Introspection is answered from memory: no points, but its lists count, so that nesting the
    // cycles of its types (`fields { type { fields … } }`) cannot multiply without end.
    if (definition === SchemaMetaFieldDef || definition === TypeMetaFieldDef) return { cost: 0, items };
    return { cost: size * ((leaf ? 1 : 2) + inner.cost), items };
  }

  private applies(condition: string, type: GraphQLObjectType): boolean {
    const conditionType = this.schema.getType(condition);
    if (!conditionType) return false;
    if (conditionType === type) return true;
    return isAbstractType(conditionType) && this.schema.isSubType(conditionType, type);
  }

  /** Whether `@skip` and `@include` leave the selection in, as execution will decide. */
  private included(node: Parameters<typeof getDirectiveValues>[1]): boolean {
    if (getDirectiveValues(GraphQLSkipDirective, node, this.variables)?.['if'] === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, node, this.variables)?.['if'] !== false;
  }
}

/** How many lists deep a type is: 0 for an object or a scalar, 2 for a list of lists. */
function listDepth(type: GraphQLType): number {
  let depth = 0;
  let current = getNullableType(type);
  while (isListType(current)) {
    depth++;
    current = getNullableType(current.ofType);
  }
  return depth;
}
