/**
 * Port Royal's components as data: the four goods and their loot cards, the nine special loot
 * cards, the prisoner cards, the crew colours and the ghosts. Two of these are DECISIONs of the data
 * sheet (the exact loot values, the crew count): replace them here without touching rules code.
 *
 * Inside the engine every card is a small integer (a "code"); API clients see readable ids:
 * loot `rum-6`, `plus8`, …; crew `red-5`, `ghost-7`; prisoners `prisoner-3`.
 */

// ——— Goods and loot ———

/** The four goods, each with its own ship (S001): biscuits, tobacco, rum, gunpowder. */
export const GOODS = ['biscuits', 'tobacco', 'rum', 'gunpowder'] as const;
export type Good = (typeof GOODS)[number];
export const GOOD_INDEX: Readonly<Record<Good, number>> = { biscuits: 0, tobacco: 1, rum: 2, gunpowder: 3 };

/**
 * DECISION (data sheet 2.1, no source found): the ten standard loot cards of each good carry one
 * of each of these values in tons (11 is left out); 67 tons per good.
 */
export const GOOD_VALUES: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 12];
export const CARDS_PER_GOOD = GOOD_VALUES.length;
export const STANDARD_LOOT = GOODS.length * CARDS_PER_GOOD;

/** The nine grey special loot cards (S001), in code order after the standard ones. */
export const SPECIALS = [
  'plus8',
  'plus6',
  'minus5',
  'minus10',
  'maxPlus5',
  'maxMinus5',
  'double',
  'remove',
  'move',
] as const;
export type Special = (typeof SPECIALS)[number];

/** A loot card: 0..39 standard (good × 10 + value index), 40..48 special. */
export type LootCode = number;
export const LOOT_CARDS = STANDARD_LOOT + SPECIALS.length;

export const PLUS8: LootCode = STANDARD_LOOT + 0;
export const PLUS6: LootCode = STANDARD_LOOT + 1;
export const MINUS5: LootCode = STANDARD_LOOT + 2;
export const MINUS10: LootCode = STANDARD_LOOT + 3;
export const MAX_PLUS5: LootCode = STANDARD_LOOT + 4;
export const MAX_MINUS5: LootCode = STANDARD_LOOT + 5;
export const DOUBLE: LootCode = STANDARD_LOOT + 6;
export const REMOVE: LootCode = STANDARD_LOOT + 7;
export const MOVE: LootCode = STANDARD_LOOT + 8;

export function isStandard(code: LootCode): boolean {
  return code < STANDARD_LOOT;
}
/** The good of a standard loot card (its ship), or -1 for a special card. */
export function goodOf(code: LootCode): number {
  return code < STANDARD_LOOT ? Math.floor(code / CARDS_PER_GOOD) : -1;
}
export function standardCode(good: number, tons: number): LootCode {
  return good * CARDS_PER_GOOD + GOOD_VALUES.indexOf(tons);
}

/**
 * What a loot card adds to its ship's value and weight: the tons of a standard card, ±8/6/5/10
 * for the ± specials (S001: "value and weight"), 0 for the others.
 */
export const LOOT_TONS: readonly number[] = Array.from({ length: LOOT_CARDS }, (_, code) => {
  if (code < STANDARD_LOOT) return GOOD_VALUES[code % CARDS_PER_GOOD] as number;
  return code === PLUS8 ? 8 : code === PLUS6 ? 6 : code === MINUS5 ? -5 : code === MINUS10 ? -10 : 0;
});

/** What a loot card changes in its ship's load limit (Max+5 / Max−5). */
export const LOOT_LIMIT_CHANGE: readonly number[] = Array.from({ length: LOOT_CARDS }, (_, code) =>
  code === MAX_PLUS5 ? 5 : code === MAX_MINUS5 ? -5 : 0,
);

/** How much a loot card discarded by the privileged player takes off his bid (0: it cannot). */
export const DEBT_RELIEF: readonly number[] = Array.from({ length: LOOT_CARDS }, (_, code) =>
  code < STANDARD_LOOT || code === PLUS8 || code === PLUS6 ? (LOOT_TONS[code] as number) : 0,
);

export const LOOT_IDS: readonly string[] = Array.from({ length: LOOT_CARDS }, (_, code) =>
  code < STANDARD_LOOT
    ? `${GOODS[goodOf(code)] as Good}-${GOOD_VALUES[code % CARDS_PER_GOOD] as number}`
    : (SPECIALS[code - STANDARD_LOOT] as Special),
);

// ——— Prisoner cards ———

/** Six prisoner (bonus) cards, values 1–6 (S001); a prisoner card's code is its value. */
export const PRISONER_VALUES: readonly number[] = [1, 2, 3, 4, 5, 6];
export const prisonerId = (value: number): string => `prisoner-${value}`;

// ——— Crew cards ———

/** The four crew colours, one per pirate captain (S001). */
export const COLOURS = ['red', 'blue', 'green', 'black'] as const;
export type Colour = (typeof COLOURS)[number];
export const COLOUR_INDEX: Readonly<Record<Colour, number>> = { red: 0, blue: 1, green: 2, black: 3 };

/**
 * DECISION (data sheet 2.1): exactly 32 crew cards, one of each value 1–8 in each colour; the
 * rulebook's "39" is an unexplained count.
 */
export const CREW_VALUES_PER_COLOUR = 8;
/** The three colourless ghost cards (Klabautermann), by value (S001). */
export const GHOST_VALUES: readonly number[] = [1, 5, 7];

/** A crew card: colour × 8 + value − 1 (0..31), then the ghosts 32, 33, 34 (values 1, 5, 7). */
export type CrewCode = number;
export const GHOST_BASE = COLOURS.length * CREW_VALUES_PER_COLOUR;
export const CREW_CARDS = GHOST_BASE + GHOST_VALUES.length;
/** The colour of a crew card, or -1 for a ghost. */
export const CREW_COLOUR: readonly number[] = Array.from({ length: CREW_CARDS }, (_, code) =>
  code < GHOST_BASE ? Math.floor(code / CREW_VALUES_PER_COLOUR) : -1,
);
export const CREW_VALUE: readonly number[] = Array.from({ length: CREW_CARDS }, (_, code) =>
  code < GHOST_BASE ? (code % CREW_VALUES_PER_COLOUR) + 1 : (GHOST_VALUES[code - GHOST_BASE] as number),
);
export const CREW_IDS: readonly string[] = Array.from({ length: CREW_CARDS }, (_, code) =>
  code < GHOST_BASE
    ? `${COLOURS[CREW_COLOUR[code] as number] as Colour}-${CREW_VALUE[code] as number}`
    : `ghost-${CREW_VALUE[code] as number}`,
);
export function isGhost(code: CrewCode): boolean {
  return code >= GHOST_BASE;
}
export function crewCode(colour: number, value: number): CrewCode {
  return colour * CREW_VALUES_PER_COLOUR + value - 1;
}
export function ghostCode(value: number): CrewCode {
  return GHOST_BASE + GHOST_VALUES.indexOf(value);
}

/**
 * The crew deck by player count (S001, data sheet 2.2): with 3 players values 1–6 and the ghosts
 * 1 and 5 (26 cards), with 4 players every value and the ghosts 1 and 7 (34 cards). Either way each
 * player gets 8 and 2 lie face up.
 */
export const CREW_DECKS: Readonly<
  Record<number, { readonly maxValue: number; readonly ghosts: readonly number[] }>
> = {
  3: { maxValue: 6, ghosts: [1, 5] },
  4: { maxValue: 8, ghosts: [1, 7] },
};

export function crewDeck(players: number): CrewCode[] {
  const spec = CREW_DECKS[players] ?? { maxValue: CREW_VALUES_PER_COLOUR, ghosts: GHOST_VALUES };
  const deck: CrewCode[] = [];
  for (let colour = 0; colour < COLOURS.length; colour++) {
    for (let value = 1; value <= spec.maxValue; value++) deck.push(crewCode(colour, value));
  }
  for (const value of spec.ghosts) deck.push(ghostCode(value));
  return deck;
}

// ——— Reading ids ———

function indexById(ids: readonly string[]): ReadonlyMap<string, number> {
  return new Map(ids.map((id, code) => [id, code]));
}
const LOOT_BY_ID = indexById(LOOT_IDS);
const CREW_BY_ID = indexById(CREW_IDS);

function known(code: number | undefined, id: string): number {
  if (code === undefined) throw new RangeError(`no such card: ${id}`);
  return code;
}
/** The code of a loot card id an action carries (the action schema admits only real ids). */
export function lootCodeOf(id: string): LootCode {
  return known(LOOT_BY_ID.get(id), id);
}
/** The code of a crew card id an action carries (the action schema admits only real ids). */
export function crewCodeOf(id: string): CrewCode {
  return known(CREW_BY_ID.get(id), id);
}

export function lootById(id: unknown): LootCode | null {
  return typeof id === 'string' ? (LOOT_BY_ID.get(id) ?? null) : null;
}
export function crewById(id: unknown): CrewCode | null {
  return typeof id === 'string' ? (CREW_BY_ID.get(id) ?? null) : null;
}
/** A prisoner card's value from its id `prisoner-N`, or null. */
export function prisonerById(id: unknown): number | null {
  if (typeof id !== 'string' || !id.startsWith('prisoner-')) return null;
  const value = Number(id.slice('prisoner-'.length));
  return PRISONER_VALUES.includes(value) && id === prisonerId(value) ? value : null;
}
