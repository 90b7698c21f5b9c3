import {
  COLOURS,
  CREW_CARDS,
  CREW_COLOUR,
  CREW_IDS,
  CREW_VALUE,
  GOODS,
  LOOT_CARDS,
  LOOT_IDS,
  LOOT_LIMIT_CHANGE,
  LOOT_TONS,
  SPECIALS,
  STANDARD_LOOT,
  goodOf,
  type Colour,
  type CrewCode,
  type Good,
  type LootCode,
  type Special,
} from './data.js';

/** The cards as views show them: one frozen object per card, made once and shared by every view. */

/** A crew card: `colour` null for a ghost. */
export interface PortRoyalCrewCardView {
  readonly id: string;
  readonly colour: Colour | null;
  readonly value: number;
}

/** A loot card: a standard card has its `good`, a grey card its `special`. */
export interface PortRoyalLootCardView {
  readonly id: string;
  readonly good: Good | null;
  readonly special: Special | null;
  /** What it adds to its ship's value and weight (tons; ± for the ± specials, 0 for the others). */
  readonly tons: number;
  /** What it changes in its ship's load limit (Max±5). */
  readonly limitChange: number;
}

const CREW_VIEWS: readonly PortRoyalCrewCardView[] = Array.from({ length: CREW_CARDS }, (_, code) =>
  Object.freeze({
    id: CREW_IDS[code] as string,
    colour: (CREW_COLOUR[code] as number) < 0 ? null : (COLOURS[CREW_COLOUR[code] as number] as Colour),
    value: CREW_VALUE[code] as number,
  }),
);
const LOOT_VIEWS: readonly PortRoyalLootCardView[] = Array.from({ length: LOOT_CARDS }, (_, code) =>
  Object.freeze({
    id: LOOT_IDS[code] as string,
    good: code < STANDARD_LOOT ? (GOODS[goodOf(code)] as Good) : null,
    special: code < STANDARD_LOOT ? null : (SPECIALS[code - STANDARD_LOOT] as Special),
    tons: LOOT_TONS[code] as number,
    limitChange: LOOT_LIMIT_CHANGE[code] as number,
  }),
);
export const crewView = (code: CrewCode): PortRoyalCrewCardView => CREW_VIEWS[code] as PortRoyalCrewCardView;
export const lootView = (code: LootCode): PortRoyalLootCardView => LOOT_VIEWS[code] as PortRoyalLootCardView;
