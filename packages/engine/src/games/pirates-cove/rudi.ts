import { LOOT_CARDS, TREASURE_ISLAND, type LootCard } from './data.js';
import { RULES } from './rules.js';
import { presentPlayers } from './combat.js';
import type { IslandLoot } from './state.js';
import { takeLoot } from './upgrades.js';
import type { PiratesCoveDraft } from './draft.js';

/**
 * "I rudi bucanieri" (S004's strategic variant): personal loot piles and hands, placed cards, the
 * Treasure Island card, and its plunder. Its LP tour is in navigation.ts, its combat changes
 * (simultaneous fire, retreat cost, burying under fire, fights on Treasure Island) in combat.ts.
 */

export function refillLootHands(draft: PiratesCoveDraft): void {
  draft.state.seats.forEach((s, seat) => {
    const drawn: number[] = [];
    while (s.lootHand.length < RULES.rudiHand && s.pile.length > 0) {
      const id = s.pile.pop() as number;
      s.lootHand.push(id);
      drawn.push(id);
    }
    s.lootHand.sort((a, b) => a - b);
    if (drawn.length > 0) {
      draft.emit({ type: 'lootDrawn', seat, count: drawn.length });
      draft.emit({ type: 'lootSeen', seat, loot: drawn.map((id) => LOOT_CARDS[id] ?? LOOT_CARDS[0]!) }, [
        seat,
      ]);
    }
  });
}

/** Places the first card of the hand that gives what `loot` gives (equal cards are alike). */
export function placeLoot(draft: PiratesCoveDraft, seat: number, loot: LootCard, island: number): void {
  const s = draft.seat(seat);
  const at = s.lootHand.findIndex((id) => sameLoot(LOOT_CARDS[id], loot));
  const [id] = at < 0 ? [] : s.lootHand.splice(at, 1);
  if (id === undefined) throw new Error(`seat ${seat} holds no such loot card`);
  (draft.state.islands[island] as IslandLoot).placed.push(id);
  draft.emit({ type: 'lootPlaced', seat, island, loot: LOOT_CARDS[id] ?? loot });
}

function sameLoot(a: LootCard | undefined, b: LootCard): boolean {
  return (
    a !== undefined &&
    a.fame === b.fame &&
    a.gold === b.gold &&
    a.treasures === b.treasures &&
    a.tavern === b.tavern
  );
}

/** Treasure Island, fired at: 1 treasure or 3 gold buried for 1 fame, or nothing. */
export function buryUnderFire(
  draft: PiratesCoveDraft,
  seat: number,
  what: 'treasure' | 'gold' | 'none',
): void {
  const s = draft.seat(seat);
  if (what === 'treasure') s.treasures--;
  if (what === 'gold') s.gold -= RULES.buryGoldPerFame;
  if (what !== 'none') draft.addFame(seat, 1);
  if (draft.state.combat) draft.state.combat.prompt = null;
  draft.emit({ type: 'buriedUnderFire', seat, what });
}

export function revealTreasureIsland(draft: PiratesCoveDraft): void {
  const loot = draft.state.islands[TREASURE_ISLAND] as IslandLoot;
  const id = loot.deck.pop();
  if (id === undefined) return;
  loot.revealed = id;
  draft.emit({ type: 'lootRevealed', island: TREASURE_ISLAND, loot: LOOT_CARDS[id] ?? LOOT_CARDS[0]! });
}

/**
 * A player left alone on an outer island takes every card placed there, with double gold after
 * winning a fight in which it fired; the one left on Treasure Island scores that card's fame only
 * (DECISION: also when it was alone there without a fight).
 */
export function rudiPlunder(draft: PiratesCoveDraft): void {
  const state = draft.state;
  for (let island = 1; island <= 5; island++) {
    const loot = state.islands[island] as IslandLoot;
    const here = presentPlayers(state, island);
    if (here.length !== 1) continue;
    const seat = here[0] as number;
    const double = draft.seat(seat).wonFight;
    for (const id of loot.placed) takeLoot(draft, seat, id, island, double);
  }
  const ti = state.islands[TREASURE_ISLAND] as IslandLoot;
  const here = presentPlayers(state, TREASURE_ISLAND);
  if (here.length === 1 && ti.revealed !== null) {
    const card = LOOT_CARDS[ti.revealed];
    const seat = here[0] as number;
    draft.addFame(seat, card?.fame ?? 0);
    draft.emit({
      type: 'plundered',
      seat,
      island: TREASURE_ISLAND,
      loot: { fame: card?.fame ?? 0, gold: 0, treasures: 0, tavern: 0 },
      goldDoubled: false,
    });
  }
}

export function discardPlaced(draft: PiratesCoveDraft): void {
  for (const loot of draft.state.islands) {
    loot.discard.push(...loot.placed);
    loot.placed = [];
    if (loot.revealed !== null) {
      loot.discard.push(loot.revealed);
      loot.revealed = null;
    }
  }
}
