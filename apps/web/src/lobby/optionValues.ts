import type { GameOption } from '@/lib/api/types';

/** What the create form holds for an option: its value, or the text of a JSON option. */
export type OptionValues = Record<string, unknown>;

export function defaultValues(options: readonly GameOption[]): OptionValues {
  return Object.fromEntries(
    options.map((option) => [option.name, option.kind === 'json' ? '' : option.default]),
  );
}

/** An integer option's largest value at a table of `players`: a seat option names one of its seats. */
export function integerMax(option: Pick<GameOption, 'max' | 'seat'>, players: number): number | null {
  if (!option.seat) return option.max ?? null;
  return Math.min(option.max ?? players - 1, players - 1);
}

/**
 * The values after the player count changed to `players`: a seat option set to a seat the table no
 * longer has goes back to its default.
 */
export function fitSeats(
  options: readonly GameOption[],
  values: OptionValues,
  players: number,
): OptionValues {
  const beyond = options.filter((option) => {
    const value = values[option.name];
    return option.seat && typeof value === 'number' && value > (integerMax(option, players) ?? value);
  });
  if (beyond.length === 0) return values;
  return { ...values, ...Object.fromEntries(beyond.map((option) => [option.name, option.default])) };
}

/** A JSON option whose text does not parse: the form says which. */
export class InvalidJsonOption extends Error {
  constructor(readonly option: string) {
    super(`${option} is not valid JSON`);
    this.name = 'InvalidJsonOption';
  }
}

/**
 * Whether an option applies to the setup on the form (`GameOption.appliesWhen`): the player count
 * is one it names, and every other option it names holds one of the listed values.
 */
export function optionApplies(
  option: Pick<GameOption, 'appliesWhen'>,
  players: number,
  values: OptionValues,
): boolean {
  const when = option.appliesWhen;
  if (!when) return true;
  if (when.players && !when.players.includes(players)) return false;
  return when.options.every((condition) =>
    condition.values.some((value) => JSON.stringify(value) === JSON.stringify(values[condition.name])),
  );
}

/**
 * The `options` to send for a player count: only what applies and differs from the defaults (the
 * API fills in the rest), JSON options parsed. A value left set on an option that no longer applies
 * is not sent: it would change nothing, or be refused. Throws `InvalidJsonOption` for JSON that
 * does not parse.
 */
export function optionsToSend(
  options: readonly GameOption[],
  values: OptionValues,
  players: number,
): Record<string, unknown> {
  const chosen: Record<string, unknown> = {};
  for (const option of options) {
    if (!optionApplies(option, players, values)) continue;
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
