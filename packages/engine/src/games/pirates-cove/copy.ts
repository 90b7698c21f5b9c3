import type { Combat, CombatPrompt, IslandLoot, LegendShip, PiratesCoveState, SeatState } from './state.js';

/**
 * A copy of the state that `perform` may change anywhere, the input untouched: every mutable list
 * and record copied, the read-only options and generator state shared. Written out by type rather
 * than walked generically because it runs on every action: each record is a bare spread (V8 clones
 * its shape in one step) whose lists are then replaced — a spread with extra fields, or a generic
 * walk adding fields one by one, is several times slower. `copy.test.ts` checks that no mutable part
 * is left shared.
 */
export function copyState(state: PiratesCoveState): PiratesCoveState {
  const copy = { ...state };
  copy.seats = state.seats.map(copySeat);
  copy.islands = state.islands.map(copyIsland);
  copy.tavernDeck = state.tavernDeck.slice();
  copy.tavernDiscard = state.tavernDiscard.slice();
  copy.legendDeck = state.legendDeck.slice();
  copy.legends = state.legends.map(copyLegend);
  copy.navy = { ...state.navy };
  copy.navy.hits = state.navy.hits.slice();
  copy.combat = state.combat && copyCombat(state.combat);
  return copy;
}

function copySeat(seat: SeatState): SeatState {
  const copy = { ...seat };
  copy.levels = seat.levels.slice();
  copy.repairTo = seat.repairTo.slice();
  copy.hand = seat.hand.slice();
  copy.mastercraft = seat.mastercraft && { ...seat.mastercraft };
  copy.parrot = seat.parrot && { ...seat.parrot };
  copy.pile = seat.pile.slice();
  copy.lootHand = seat.lootHand.slice();
  return copy;
}

function copyIsland(island: IslandLoot): IslandLoot {
  const copy = { ...island };
  copy.deck = island.deck.slice();
  copy.discard = island.discard.slice();
  copy.placed = island.placed.slice();
  return copy;
}

function copyLegend(legend: LegendShip): LegendShip {
  const copy = { ...legend };
  copy.hits = legend.hits.slice();
  return copy;
}

function copyCombat(combat: Combat): Combat {
  const copy = { ...combat };
  copy.ships = combat.ships.slice();
  copy.battleOrder = combat.battleOrder.slice();
  copy.roundOrder = combat.roundOrder.slice();
  copy.roundGroups = combat.roundGroups.slice();
  copy.volleys = combat.volleys.slice();
  copy.grappled = combat.grappled.slice();
  copy.speedBonus = combat.speedBonus.slice();
  copy.diceBonus = combat.diceBonus.slice();
  copy.boardingCard = combat.boardingCard.slice();
  copy.played = combat.played.slice();
  copy.hit = combat.hit.slice();
  copy.fired = combat.fired.slice();
  copy.buffered = combat.buffered.slice();
  copy.prompt = combat.prompt && copyPrompt(combat.prompt);
  return copy;
}

/** Prompts are read-only but for the secret choices they collect. */
function copyPrompt(prompt: CombatPrompt): CombatPrompt {
  switch (prompt.kind) {
    case 'weapons':
      return { ...prompt, choices: prompt.choices.slice() };
    case 'pistols':
      return { ...prompt, choices: prompt.choices.slice() };
    default:
      return prompt;
  }
}
