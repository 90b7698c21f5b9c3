/**
 * Fixed numbers of the digest (S004) and the data sheet, and the DECISIONs behind them (each listed
 * in this folder's README). Rules code reads them from here, so a decision changes in one place.
 */
export const RULES = {
  /** Turns (S004: 12; short game 8; I rudi bucanieri 10). */
  turns: 12,
  shortTurns: 8,
  rudiTurns: 10,
  /** Loot cards per outer island (S004: 12, short game 8). */
  lootPerIsland: 12,
  shortLootPerIsland: 8,
  /** Starting gold: 9 (S004 setup); DECISION 10 in solo (S004's solo text). */
  startingGold: 9,
  soloStartingGold: 10,
  startingTavernCards: 1,
  /** Tavern Island: up to 3 cards at 2 gold. */
  tavernCardCost: 2,
  tavernMaxBuys: 3,
  /** New Route from the display: 15 gold (S004). */
  newRouteCost: 15,
  /** Treasure Island: 1 fame per treasure, per 3 gold; one section, one level, double cost. */
  buryGoldPerFame: 3,
  treasureIslandCostFactor: 2,
  /** Pirate's Cove (S004): 2 gold per damaged section; then 2 cards or 1 card + 2 gold. */
  coveRepairCost: 2,
  coveRewardCards: 2,
  coveRewardGold: 2,
  /** Base-game Cove: 1 Tavern card for any ship there. */
  baseCoveCards: 1,
  mastercraftRepairCost: 1,
  /** Hits a Mastercraft or a Parrot absorbs. */
  absorbHits: 2,
  parrotLossFame: 2,
  parrotReplaceFame: 1,
  /** Combat fame. */
  defeatFame: 1,
  fleeAfterHitFame: 1,
  mutinyFame: 2,
  /** Flee die: mutiny on 1–2 (S004), on 1 only in the base game. */
  mutinyMax: 2,
  baseMutinyMax: 1,
  /** Cannon hits on 5–6. */
  hitOn: 5,
  /** LP / Royal Navy fame is doubled and shared (DECISION: equally, rounding down). */
  legendFameFactor: 2,
  /** Boarding (DECISION: hits on 5–6 as in cannon fire). */
  boardingWinFame: 2,
  boardingLoseFame: 1,
  /** Captains' duel. */
  duelRefuseFame: 2,
  duelRoundsToWin: 2,
  duelChallengerBonus: 1,
  /** Dice by fame: ≤10 → 1, ≤20 → 2, else 3. */
  duelDiceThresholds: [10, 20] as const,
  /** Optional swords: a sword wins a tie against a sabre on ≥3, a rapier against either on ≥4. */
  swordTieMin: 3,
  rapierTieMin: 4,
  /** Pistols: first exchange hits on 5–6, each later one needs one less (DECISION: never below 2). */
  pistolFirstHitOn: 5,
  pistolMinHitOn: 2,
  pistolWaitFame: 1,
  /** Solo. */
  soloTime: 60,
  soloGoal: 30,
  /** I rudi bucanieri. */
  rudiHand: 5,
  rudiTreasureIslandCards: 10,
  rudiRetreatFame: 2,
  rudiExchangeGold: 2,
  rudiLegends2p: 3,
  legends: 2,
  /** DECISION: a die roll to break ties everywhere S004 says "decide by die". */
  dieSides: 6,
} as const;
