import { participants, startCombat, stepCombat } from './combat.js';
import { LEGENDARY_PIRATES, LOOT_CARDS } from './data.js';
import {
  applyNewRoutes,
  mayPlayNewRoute,
  moveLegendsAfterReveal,
  moveLegendsSolo,
  newRouteWindowOpen,
  placeNavy,
  revealCourses,
} from './navigation.js';
import { discardPlaced, refillLootHands, revealTreasureIsland, rudiPlunder } from './rudi.js';
import { capacity, fameCards } from './ship.js';
import { revealSolo, soloGoalReached, soloPlunder } from './solo.js';
import { LEGEND, type PiratesCoveState } from './state.js';
import { beginStep, takeLoot, upgradeActions } from './upgrades.js';
import type { PiratesCoveDraft } from './draft.js';

/**
 * The turn as a sequence of phases (S004 "Il turno di gioco"). `advance` runs everything automatic
 * — reveals, LP moves, NPC fire, plunder, the end of the turn — until some player must decide.
 */

/** The turn's first player (and I rudi bucanieri's Leader): rotates clockwise each turn (DECISION). */
export function firstPlayer(state: PiratesCoveState): number {
  return (Math.max(1, state.turn) - 1) % state.players;
}

export function turnOrder(state: PiratesCoveState): number[] {
  const first = firstPlayer(state);
  return state.seats.map((_, i) => (first + i) % state.players);
}

export function advance(draft: PiratesCoveDraft): void {
  const state = draft.state;
  for (let guard = 0; guard < 100_000; guard++) {
    const phase = state.phase;
    switch (phase.kind) {
      case 'over':
        return;
      case 'shopping':
        if (!state.seats.every((s) => s.shoppingDone)) return;
        startTurn(draft);
        continue;
      case 'placing': {
        const order = turnOrder(state);
        if (phase.index >= order.length) {
          revealTreasureIsland(draft);
          state.phase = { kind: 'navigating' };
          continue;
        }
        if ((state.seats[order[phase.index] as number]?.lootHand.length ?? 0) === 0) {
          state.phase = { kind: 'placing', index: phase.index + 1 };
          continue;
        }
        return;
      }
      case 'navigating':
        for (const s of state.seats) if (s.sailingTo !== null && s.course === null) s.course = s.sailingTo;
        if (state.seats.some((s) => s.course === null)) return;
        revealCourses(draft);
        moveLegendsAfterReveal(draft);
        if (newRouteWindowOpen(state)) {
          state.phase = { kind: 'newRoute' };
          for (const s of state.seats) s.newRoute = mayPlayNewRoute(state, s) ? null : 0;
        } else beginCombats(draft);
        continue;
      case 'newRoute':
        if (state.seats.some((s) => s.newRoute === null)) return;
        applyNewRoutes(draft);
        beginCombats(draft);
        continue;
      case 'combat': {
        if (state.combat) {
          if (stepCombat(draft) === 'wait') return;
          state.phase = { kind: 'combat', island: phase.island + 1 };
          continue;
        }
        let island = phase.island;
        while (island <= 6 && participants(state, island).length === 0) island++;
        if (island <= 6) {
          state.phase = { kind: 'combat', island };
          startCombat(draft, island);
          continue;
        }
        state.navy.at = null;
        plunder(draft);
        state.phase = { kind: 'upgrades', index: 0, begun: false };
        continue;
      }
      case 'upgrades': {
        const order = turnOrder(state);
        if (phase.index >= order.length) {
          endTurn(draft);
          continue;
        }
        const seat = order[phase.index] as number;
        if (!phase.begun) {
          beginStep(draft, seat);
          state.phase = { kind: 'upgrades', index: phase.index, begun: true };
          continue;
        }
        const s = state.seats[seat];
        if (s && s.hand.length === 0 && upgradeActions(state, seat).length === 1) {
          state.phase = { kind: 'upgrades', index: phase.index + 1, begun: false };
          continue;
        }
        return;
      }
    }
  }
  throw new Error('the turn did not settle');
}

function startTurn(draft: PiratesCoveDraft): void {
  const state = draft.state;
  state.turn++;
  draft.emit({ type: 'turnStarted', turn: state.turn, firstPlayer: firstPlayer(state) });
  for (const s of state.seats) {
    s.course = null;
    s.newRoute = null;
  }
  if (state.options.variant === 'rudi') {
    refillLootHands(draft);
    state.phase = { kind: 'placing', index: 0 };
    return;
  }
  const before = state.islands.map((loot) => loot.revealed);
  if (state.options.variant === 'solo') revealSolo(draft);
  else {
    for (let island = 1; island <= 5; island++) {
      const loot = state.islands[island];
      const id = loot?.deck.pop();
      if (loot && id !== undefined) loot.revealed = id;
    }
  }
  for (let island = 1; island <= 5; island++) {
    const id = state.islands[island]?.revealed;
    if (id !== null && id !== undefined && id !== before[island]) {
      draft.emit({ type: 'lootRevealed', island, loot: LOOT_CARDS[id]! });
    }
  }
  state.phase = { kind: 'navigating' };
}

function beginCombats(draft: PiratesCoveDraft): void {
  const state = draft.state;
  placeNavy(draft);
  state.phase = { kind: 'combat', island: 1 };
}

/** Step 4: each player still on an outer island takes its face-up loot card. */
function plunder(draft: PiratesCoveDraft): void {
  const state = draft.state;
  if (state.options.variant === 'rudi') return rudiPlunder(draft);
  state.seats.forEach((s, seat) => {
    if (s.retreated || s.at < 1 || s.at > 5) return;
    if (state.options.variant === 'solo') return soloPlunder(draft, seat);
    const id = state.islands[s.at]?.revealed;
    if (id !== null && id !== undefined) takeLoot(draft, seat, id, s.at, false);
  });
}

/** Steps 6–8, the solo time track, and the end of the game. */
function endTurn(draft: PiratesCoveDraft): void {
  const state = draft.state;
  const solo = state.options.variant === 'solo';
  state.legends.forEach((legend, i) => {
    if (legend.gone || legend.card !== null) return;
    const card = state.legendDeck.pop();
    if (card === undefined) legend.gone = true;
    else legend.card = card;
    draft.emit({
      type: 'legendReplaced',
      ship: LEGEND + i,
      name: card === undefined ? null : (LEGENDARY_PIRATES[card]?.name ?? null),
    });
  });
  state.seats.forEach((s, seat) => {
    const excess = s.treasures - capacity(s);
    if (excess > 0) {
      s.treasures -= excess;
      draft.emit({ type: 'treasuresDiscarded', seat, count: excess });
    }
  });
  if (state.options.variant === 'rudi') discardPlaced(draft);
  else if (!solo) {
    for (const loot of state.islands) {
      if (loot.revealed !== null) loot.discard.push(loot.revealed);
      loot.revealed = null;
    }
  }
  if (solo) {
    moveLegendsSolo(draft);
    state.time = Math.max(0, state.time - 1);
    draft.emit({ type: 'timeAdvanced', time: state.time });
    if (state.seats[0] && soloGoalReached(state.seats[0])) state.soloWon = true;
  }
  for (const s of state.seats) {
    s.retreated = false;
    s.crippled = false;
    s.boughtCards = 0;
    s.treasureUpgrade = false;
    s.mastercraftPlayed = false;
    s.coveRewardDue = false;
    s.plundered = false;
    s.wonFight = false;
    s.course = null;
    s.newRoute = null;
    s.departedFrom = null;
  }
  const over = solo ? state.soloWon || state.time <= 0 : state.turn >= state.turns;
  if (!over) return startTurn(draft);
  state.phase = { kind: 'over' };
  const cards = state.seats.map(fameCards);
  draft.emit({
    type: 'gameEnded',
    scores: state.seats.map((s, i) => s.fame + (cards[i] as number)),
    fameCards: cards,
    soloWon: solo ? state.soloWon : null,
  });
}
