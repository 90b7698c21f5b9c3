/**
 * Fixed numbers of the rulebook and the choices the data sheet had to make where the rulebooks are
 * silent (each DECISION is listed, with its reason, in this folder's README). Rules code reads them
 * from here, so a decision can be changed in one place.
 */
export const RULES = {
  /** Cards dealt to each player at the start (S003: 6). */
  startingHand: 6,
  /** Actions per turn: 1 to 3 (S003). */
  actionsPerTurn: 3,
  /** No square ever holds more than 3 pirates (S003). */
  maxPiratesPerSquare: 3,
  /** Full story: the boat carries at most 3 pirates of each colour (S003). */
  boatCapacityPerColour: 3,
  /** Filibuster: the hand limit enforced when a dark card is played (S003). */
  filibusterHandLimit: 7,
  /** Morgan: cards drawn when the pushed pirate boards the boat or reaches the den (S003). */
  morganDrawOnFinish: 2,
  /** Empty hand: skip the whole turn and draw this many (S003). */
  emptyHandDraw: 1,
  /** Black Magic Woman: Lantern draws this many and keeps one (S003). */
  lanternDraw: 4,
  /** Black Magic Woman: Rum keeps this many of the cards drawn (S003). */
  rumKeep: 2,
  /** DECISION: an empty draw pile is refilled by shuffling the discard pile. */
  reshuffleDiscardsWhenEmpty: true,
  /** DECISION: the Captain is a player with at least one pirate aboard and no fewer than anyone. */
  captainNeedsPirateAboard: true,
  /** DECISION: pirates in the prison count as "in the tunnel" for sailing back to Cartagena. */
  prisonCountsAsTunnel: true,
} as const;
