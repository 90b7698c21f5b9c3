import { FORT_ISLAND, SECTION_INDEX } from './data.js';
import { RULES } from './rules.js';
import { fameCards, sectionValue } from './ship.js';
import type { IslandLoot, SeatState } from './state.js';
import { takeLoot } from './upgrades.js';
import type { PiratesCoveDraft } from './draft.js';

/**
 * The solo game (S004 "Gioco in Solitario"): island tests instead of plain plunder, the Cannon Island
 * fort (a combat, see combat.ts), the time track and the goal. LP movement and the Cagafueco live
 * in navigation.ts and combat.ts.
 */

/** Solo: an island whose deck ran out reshuffles its discards (DECISION: 60 turns outlast 12 cards). */
export function revealSolo(draft: PiratesCoveDraft): void {
  for (let island = 1; island <= 5; island++) {
    const loot = draft.state.islands[island] as IslandLoot;
    if (loot.revealed !== null) continue;
    if (loot.deck.length === 0 && loot.discard.length > 0) {
      loot.deck = draft.random.shuffle(loot.discard);
      loot.discard = [];
    }
    const id = loot.deck.pop();
    if (id === undefined) continue;
    loot.revealed = id;
  }
}

/**
 * Tavern: crew-many dice, a 6 wins the card, each 1 loses a turn (DECISION: one space of time).
 * Hull: 2 dice, total ≤ hull value wins. Sail and Crew: crew-many dice, a 6 wins, each 1 loses a
 * crew level (DECISION: never below the lowest space). Cannon: the fort was beaten in combat.
 * The face-up card of the island tried is discarded either way (DECISION).
 */
export function soloPlunder(draft: PiratesCoveDraft, seat: number): void {
  const state = draft.state;
  const s = draft.seat(seat);
  const island = s.at;
  if (s.retreated || island < 1 || island > 5) return;
  const loot = state.islands[island] as IslandLoot;
  if (loot.revealed === null) return;
  let dice: number[] = [];
  let success = false;
  let turnsLost = 0;
  let crewLost = 0;
  if (island === FORT_ISLAND) success = true;
  else if (island === 2) {
    dice = draft.dice(2);
    success = (dice[0] as number) + (dice[1] as number) <= sectionValue(s, 'hull');
  } else {
    dice = draft.dice(sectionValue(s, 'crew'));
    success = dice.includes(6);
    const ones = dice.filter((d) => d === 1).length;
    if (island === 1) {
      turnsLost = ones;
      state.time = Math.max(0, state.time - ones);
    } else {
      const crew = SECTION_INDEX.crew;
      crewLost = Math.min(ones, s.levels[crew] as number);
      s.levels[crew] = (s.levels[crew] as number) - crewLost;
    }
  }
  draft.emit({ type: 'soloTest', seat, island, dice, success, turnsLost, crewLost });
  const id = loot.revealed;
  loot.revealed = null;
  loot.discard.push(id);
  if (success) takeLoot(draft, seat, id, island, false);
}

/** The goal counts Fame cards in hand (DECISION: they are fame the player already owns). */
export function soloGoalReached(seat: SeatState): boolean {
  return seat.fame + fameCards(seat) >= RULES.soloGoal;
}
