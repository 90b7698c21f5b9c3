/**
 * The fan-out's optimisations, each of which the load bench can turn off (`FANOUT_OFF`, a comma-
 * separated list of these names) to measure what it buys against the same code without it (see
 * README.md). Never set in production: every one is on unless named there.
 */
export const FANOUT_OPTIMISATIONS = [
  'shared-results',
  'frame-fragments',
  'corked-send',
  'view-cache',
] as const;

export type FanoutOptimisation = (typeof FANOUT_OPTIMISATIONS)[number];

/** Which optimisations are on. */
export type FanoutSwitches = Readonly<Record<FanoutOptimisation, boolean>>;

/** Every optimisation on, but those named in `off`. */
export function fanoutSwitches(off: readonly FanoutOptimisation[] = []): FanoutSwitches {
  return Object.fromEntries(FANOUT_OPTIMISATIONS.map((name) => [name, !off.includes(name)])) as Record<
    FanoutOptimisation,
    boolean
  >;
}

export const ALL_ON: FanoutSwitches = fanoutSwitches();
