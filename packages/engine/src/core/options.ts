import { z } from 'zod';

/**
 * A game's options, declared once: each option's kind, range, default and description. The same
 * declaration describes the options to lobbies and API clients (`descriptors`) and parses what a
 * client sends (`parse`), so the two can never disagree.
 */
export type OptionKind = 'boolean' | 'integer' | 'choice' | 'json';

/**
 * The setups an option applies to: every condition given holds (with none, it always applies). An
 * option that does not apply changes nothing, so lobbies leave it out of their forms.
 */
export interface OptionApplies {
  /** The player counts it applies at. */
  readonly players?: readonly number[];
  /** Other options' values it applies with, by option name: `{ story: ['full'] }`. */
  readonly options?: Readonly<Record<string, readonly unknown[]>>;
}

/** One option a game accepts, described for lobbies and API clients. */
export interface OptionDescriptor {
  /** The option's key; also the key of its label and help in the web app's catalogues. */
  readonly name: string;
  /** What it does, in English, for API clients. */
  readonly description: string;
  readonly kind: OptionKind;
  readonly default: unknown;
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  /** An integer that names a seat (0-based): at a table it is at most the player count less one. */
  readonly seat?: boolean;
  /** `basic` options are shown first; `advanced` ones are house rules and fine points. */
  readonly group: 'basic' | 'advanced';
  /** When it applies; absent, always. */
  readonly appliesWhen?: OptionApplies;
}

/** One declared option: its descriptor (without its name) and the schema its values must pass. */
export interface OptionField<T> {
  readonly descriptor: Omit<OptionDescriptor, 'name'>;
  readonly schema: z.ZodType<T>;
}

interface Common<T> {
  readonly default: T;
  readonly description: string;
  readonly group?: 'basic' | 'advanced';
  readonly appliesWhen?: OptionApplies;
}

/** The option kinds, each with the message a wrong value gets. */
export const option = {
  boolean(spec: Common<boolean>): OptionField<boolean> {
    return {
      descriptor: { kind: 'boolean', group: spec.group ?? 'basic', ...spec },
      schema: z.boolean({ error: 'must be true or false' }),
    };
  },

  integer<T extends number | null = number>(
    spec: Common<T> & { readonly min: number; readonly max: number; readonly seat?: boolean },
  ): OptionField<T> {
    const message = `must be an integer from ${spec.min} to ${spec.max}`;
    const integer = z.number({ error: message }).int({ error: message }).min(spec.min, { error: message });
    const bounded = integer.max(spec.max, { error: message });
    return {
      descriptor: { kind: 'integer', group: spec.group ?? 'basic', ...spec },
      schema: (spec.default === null ? bounded.nullable() : bounded) as unknown as z.ZodType<T>,
    };
  },

  choice<const C extends string>(spec: Common<C> & { readonly choices: readonly C[] }): OptionField<C> {
    const message = `must be one of ${spec.choices.join(', ')}`;
    return {
      descriptor: { kind: 'choice', group: spec.group ?? 'basic', ...spec },
      schema: z.enum(spec.choices as readonly [C, ...C[]], { error: message }),
    };
  },

  /** A structured value (an explicit layout, a list of cards) with its own schema. */
  json<T>(spec: Common<T> & { readonly schema: z.ZodType<T> }): OptionField<T> {
    const { schema, ...rest } = spec;
    return { descriptor: { kind: 'json', group: spec.group ?? 'advanced', ...rest }, schema };
  },
};

export type ParsedOptions<Options> =
  { readonly ok: true; readonly options: Options } | { readonly ok: false; readonly message: string };

type Fields<Options> = { readonly [K in keyof Options]: OptionField<Options[K]> };

export interface OptionRules<Options> {
  readonly fields: Fields<Options>;
  /** Defaults that depend on the player count (Pirate's Cove: one player plays solo). */
  readonly defaultsFor?: (players: number) => Partial<Options>;
  /** Checks across options and against the player count; a message says what is wrong. */
  readonly check?: (options: Options, players: number) => string | null;
}

export interface OptionSet<Options> {
  readonly descriptors: readonly OptionDescriptor[];
  readonly defaults: Options;
  /** Validates raw options (from an API client) for a player count, filling in defaults. */
  parse(raw: unknown, players: number): ParsedOptions<Options>;
}

export function defineOptions<Options>(rules: OptionRules<Options>): OptionSet<Options> {
  const names = Object.keys(rules.fields) as (keyof Options & string)[];
  const fieldOf = (name: keyof Options) => rules.fields[name] as OptionField<unknown>;
  const descriptors = names.map((name) => ({ name, ...fieldOf(name).descriptor }));
  const defaults = Object.fromEntries(
    names.map((name) => [name, fieldOf(name).descriptor.default]),
  ) as Options;

  return {
    descriptors,
    defaults,
    parse(raw, players) {
      const input = raw ?? {};
      if (typeof input !== 'object' || Array.isArray(input))
        return { ok: false, message: 'options must be an object' };
      const given = input as Record<string, unknown>;
      const unknown = Object.keys(given).filter((key) => !Object.hasOwn(rules.fields, key));
      if (unknown.length > 0) return { ok: false, message: `unknown option ${unknown.join(', ')}` };
      const fallback: Partial<Options> = { ...defaults, ...rules.defaultsFor?.(players) };
      const options: Record<string, unknown> = {};
      for (const name of names) {
        const value = given[name] ?? fallback[name];
        const parsed = fieldOf(name).schema.safeParse(value);
        if (!parsed.success) return { ok: false, message: issueText(parsed.error, name) };
        options[name] = parsed.data;
      }
      const problem = rules.check?.(options as Options, players) ?? null;
      return problem === null ? { ok: true, options: options as Options } : { ok: false, message: problem };
    },
  };
}

/** The first issue of a failed parse, named by where it is: `layout.tunnel[0].tile must be …`. */
export function issueText(error: z.ZodError, root: string): string {
  const issue = error.issues[0];
  const path = (issue?.path ?? []).map((part) =>
    typeof part === 'number' ? `[${part}]` : `.${String(part)}`,
  );
  return `${root}${path.join('')} ${issue?.message ?? 'is not valid'}`;
}
