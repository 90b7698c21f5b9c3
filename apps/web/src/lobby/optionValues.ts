import type { GameOption } from '@/lib/api/types';

/** What the create form holds for an option: its value, or the text of a JSON option. */
export type OptionValues = Record<string, unknown>;

export function defaultValues(options: readonly GameOption[]): OptionValues {
  return Object.fromEntries(
    options.map((option) => [option.name, option.kind === 'json' ? '' : option.default]),
  );
}

/** A JSON option whose text does not parse: the form says which. */
export class InvalidJsonOption extends Error {
  constructor(readonly option: string) {
    super(`${option} is not valid JSON`);
    this.name = 'InvalidJsonOption';
  }
}

/**
 * The `options` to send: only what differs from the defaults (the API fills in the rest), JSON
 * options parsed. Throws `InvalidJsonOption` for JSON that does not parse.
 */
export function optionsToSend(options: readonly GameOption[], values: OptionValues): Record<string, unknown> {
  const chosen: Record<string, unknown> = {};
  for (const option of options) {
    const value = values[option.name];
    if (option.kind === 'json') {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') continue;
      try {
        chosen[option.name] = JSON.parse(text) as unknown;
      } catch {
        throw new InvalidJsonOption(option.name);
      }
      continue;
    }
    if (JSON.stringify(value) !== JSON.stringify(option.default)) chosen[option.name] = value;
  }
  return chosen;
}
