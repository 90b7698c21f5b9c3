/**
 * Reads a game's `actionSchema` (JSON Schema, draft 2020-12, as the API publishes it) into what the
 * API page lists: each action type with its description and fields, each field's type in a few words.
 */

/** The parts of JSON Schema the engine's action schemas use. */
export interface JsonSchema {
  readonly type?: string;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly description?: string;
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly items?: JsonSchema | false;
  readonly prefixItems?: readonly JsonSchema[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
}

export interface ActionField {
  readonly name: string;
  /** The type in a few words: `integer 0–4`, `"start" | "boat"`, `object { symbol, dark? }`. */
  readonly shape: string;
  readonly required: boolean;
  readonly description: string | null;
}

export interface ActionShape {
  /** The action's `type`. */
  readonly type: string;
  readonly description: string | null;
  readonly fields: readonly ActionField[];
}

/**
 * The few words a shape is told in besides JSON Schema's own type names (`integer`, `object`…),
 * in the reader's language (the API page passes its catalogue's; English by default).
 */
export interface ShapeWords {
  /** "a or b", "a, b or c". */
  alternatives(items: readonly string[]): string;
  /** "boolean, default false". */
  withDefault(shape: string, value: string): string;
  /** An enumeration cut short: "a | b | … (20 values)". */
  more(listed: string, count: number): string;
  /** "list of integer (2)", "… (1–5)", "… (at least 1)", "… (at most 3)", or no count. */
  list(of: string, count: { readonly min?: number; readonly max?: number }): string;
  readonly anyJson: string;
  readonly anything: string;
  readonly untyped: string;
}

export const ENGLISH_SHAPE_WORDS: ShapeWords = {
  alternatives: (items) => items.join(' or '),
  withDefault: (shape, value) => `${shape}, default ${value}`,
  more: (listed, count) => `${listed} | … (${count} values)`,
  list: (of, { min, max }) => {
    const count =
      min !== undefined && min === max
        ? ` (${min})`
        : min !== undefined && max !== undefined
          ? ` (${min}–${max})`
          : min !== undefined
            ? ` (at least ${min})`
            : max !== undefined
              ? ` (at most ${max})`
              : '';
    return `list of ${of}${count}`;
  },
  anyJson: 'any JSON',
  anything: 'anything',
  untyped: '(untyped)',
};

/** Larger numbers than this stand for "no limit" (zod writes MAX_SAFE_INTEGER). */
const UNBOUNDED = 1e12;
/** Enumerations longer than this are cut short, with their length. */
const MAX_LISTED = 8;

function literal(value: unknown): string {
  return JSON.stringify(value);
}

/** A schema's type in a few words. */
export function describeShape(schema: JsonSchema, words: ShapeWords = ENGLISH_SHAPE_WORDS): string {
  const shape = bareShape(schema, words);
  return schema.default === undefined ? shape : words.withDefault(shape, literal(schema.default));
}

function bareShape(schema: JsonSchema, words: ShapeWords): string {
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) {
    const listed = schema.enum.slice(0, MAX_LISTED).map(literal).join(' | ');
    return schema.enum.length > MAX_LISTED ? words.more(listed, schema.enum.length) : listed;
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return words.alternatives(options.map((option) => bareShape(option, words)));
  switch (schema.type) {
    case 'integer':
    case 'number':
      return `${schema.type}${range(schema.minimum, schema.maximum)}`;
    case 'array':
      return arrayShape(schema, words);
    case 'object': {
      const required = new Set(schema.required ?? []);
      const names = Object.keys(schema.properties ?? {}).map((name) =>
        required.has(name) ? name : `${name}?`,
      );
      return names.length > 0 ? `object { ${names.join(', ')} }` : 'object';
    }
    default:
      return schema.type ?? words.anyJson;
  }
}

function range(min: number | undefined, max: number | undefined): string {
  const low = min !== undefined && Math.abs(min) < UNBOUNDED ? min : undefined;
  const high = max !== undefined && Math.abs(max) < UNBOUNDED ? max : undefined;
  if (low !== undefined && high !== undefined) return low === high ? ` ${low}` : ` ${low}–${high}`;
  if (low !== undefined) return ` ≥ ${low}`;
  if (high !== undefined) return ` ≤ ${high}`;
  return '';
}

function arrayShape(schema: JsonSchema, words: ShapeWords): string {
  if (schema.prefixItems) return `[${schema.prefixItems.map((item) => bareShape(item, words)).join(', ')}]`;
  const of = schema.items ? bareShape(schema.items, words) : words.anything;
  return words.list(of, {
    ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
  });
}

/** Every action type of a game's action schema, in the schema's order. */
export function actionShapes(schema: JsonSchema, words: ShapeWords = ENGLISH_SHAPE_WORDS): ActionShape[] {
  const variants = schema.oneOf ?? schema.anyOf ?? [schema];
  return variants.map((variant) => {
    const required = new Set(variant.required ?? []);
    const properties = Object.entries(variant.properties ?? {});
    const type = variant.properties?.['type']?.const;
    return {
      type: typeof type === 'string' ? type : words.untyped,
      description: variant.description ?? null,
      fields: properties
        .filter(([name]) => name !== 'type')
        .map(([name, field]) => ({
          name,
          shape: describeShape(field, words),
          required: required.has(name),
          description: field.description ?? null,
        })),
    };
  });
}
