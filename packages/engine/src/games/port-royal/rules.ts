/**
 * Fixed numbers of the rulebook (S001), the data sheet's minimum bid, and a choice of our own
 * where both the rulebook and the data sheet are silent. Every DECISION is listed, with its choice, in this folder's README; the
 * data sheet's own DECISIONs are options (options.ts) or data (data.ts), so a table or a correction
 * can change them without touching rules code.
 */
export const RULES = {
  /** Rounds in a game (S001). */
  rounds: 6,
  /** Tricks per round, one loot card each (S001). */
  tricksPerRound: 8,
  /** Crew cards dealt to each player; the 2 left over lie face up (S001). */
  handSize: 8,
  /** Face-up crew cards the privileged player takes, and as many he sets aside (S001). */
  faceUpCards: 2,
  /** Loot cards turned up in round 1 and new ones in rounds 2–6 (S001). */
  firstDisplay: 9,
  newDisplay: 8,
  /** Cap of the auction: a player's yellow debt + his bid may not exceed this (S001). */
  debtCap: 19,
  /** DECISION: the lowest bid is 1 ton. */
  minimumBid: 1,
  /** Load limit per ship by player count, before Max cards (S001). */
  shipLimit: { 3: 24, 4: 18 } as Readonly<Record<number, number>>,
  /** DECISION: `Move 1 card` is optional: the winner may discard it without moving anything. */
  moveIsOptional: true,
} as const;
