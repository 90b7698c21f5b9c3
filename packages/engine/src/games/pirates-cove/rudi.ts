import { LOOT_CARDS, TREASURE_ISLAND } from './data.js';
import { RULES } from './rules.js';
import { presentPlayers } from './combat.js';
import type { IslandLoot, SeatState } from './state.js';
import { takeLoot } from './upgrades.js';
import type { Work } from './work.js';

/**
 * "I rudi bucanieri" (S004's strategic variant): personal loot piles and hands, placed cards, the
 * Treasure Island card, and its plunder. Its LP tour is in navigation.ts, its combat changes
 * (simultaneous fire, retreat cost, burying under fire, fights on Treasure Island) in combat.ts.
 */

export function refillLootHands(work: Work): void {
  work.state.seats.forEach((s, seat) => {
    const drawn: number[] = [];
    while (s.lootHand.length < RULES.rudiHand && s.pile.length > 0) {
      const id = s.pile.pop() as number;
      s.lootHand.push(id);
      drawn.push(id);
    }
    s.lootHand.sort((a, b) => a - b);
    if (drawn.length > 0) {
      work.emit({ type: 'lootDrawn', seat, count: drawn.length });
      work.emit({ type: 'lootSeen', seat, loot: drawn.map((id) => LOOT_CARDS[id] ?? LOOT_CARDS[0]!) }, [
        seat,
      ]);
    }
  });
}

export function placeLoot(work: Work, seat: number, id: number, island: number): void {
  const s = work.state.seats[seat] as SeatState;
  s.lootHand.splice(s.lootHand.indexOf(id), 1);
  (work.state.islands[island] as IslandLoot).placed.push(id);
  work.emit({ type: 'lootPlaced', seat, island, loot: LOOT_CARDS[id] ?? LOOT_CARDS[0]! });
}

export function revealTreasureIsland(work: Work): void {
  const loot = work.state.islands[TREASURE_ISLAND] as IslandLoot;
  const id = loot.deck.pop();
  if (id === undefined) return;
  loot.revealed = id;
  work.emit({ type: 'lootRevealed', island: TREASURE_ISLAND, loot: LOOT_CARDS[id] ?? LOOT_CARDS[0]! });
}

/**
 * A player left alone on an outer island takes every card placed there, with double gold after
 * winning a fight in which it fired; the one left on Treasure Island scores that card's fame only
 * (DECISION: also when it was alone there without a fight).
 */
export function rudiPlunder(work: Work): void {
  const state = work.state;
  for (let island = 1; island <= 5; island++) {
    const loot = state.islands[island] as IslandLoot;
    const here = presentPlayers(state, island);
    if (here.length !== 1) continue;
    const seat = here[0] as number;
    const double = (state.seats[seat] as SeatState).wonFight;
    for (const id of loot.placed) takeLoot(work, seat, id, island, double);
  }
  const ti = state.islands[TREASURE_ISLAND] as IslandLoot;
  const here = presentPlayers(state, TREASURE_ISLAND);
  if (here.length === 1 && ti.revealed !== null) {
    const card = LOOT_CARDS[ti.revealed];
    const seat = here[0] as number;
    work.addFame(seat, card?.fame ?? 0);
    work.emit({
      type: 'plundered',
      seat,
      island: TREASURE_ISLAND,
      loot: { fame: card?.fame ?? 0, gold: 0, treasures: 0, tavern: 0 },
      goldDoubled: false,
    });
  }
}

export function discardPlaced(work: Work): void {
  for (const loot of work.state.islands) {
    loot.discard.push(...loot.placed);
    loot.placed = [];
    if (loot.revealed !== null) {
      loot.discard.push(loot.revealed);
      loot.revealed = null;
    }
  }
}
