import type { PiratesCoveAction } from './actions.js';
import { combatTurn } from './combat.js';
import { fireTargets, mayBoardByCard, targetSections } from './shots.js';
import {
  ISLANDS,
  LOOT_CARDS,
  MAX_INDEX,
  OUTER_ISLANDS,
  SECTIONS,
  isBattleCard,
  isVolleyCard,
  type TavernCard,
} from './data.js';
import { upgradeCost } from './prices.js';
import { levelOf } from './ship.js';
import { PISTOL_CHOICES, WEAPONS, seatOf, type PiratesCoveState, type SeatState } from './state.js';
import { turnOrder } from './turn.js';
import { upgradeActions } from './upgrades.js';

export function isOver(state: PiratesCoveState): boolean {
  return state.phase.kind === 'over';
}

/**
 * Who may act now: several seats during secret choices (asked only while the game is not over; the
 * core answers none once it is).
 */
export function activeSeats(state: PiratesCoveState): number[] {
  const phase = state.phase;
  const seats = (test: (s: SeatState) => boolean) => state.seats.flatMap((s, i) => (test(s) ? [i] : []));
  switch (phase.kind) {
    case 'shopping':
      return seats((s) => !s.shoppingDone);
    case 'placing':
    case 'upgrades': {
      const seat = turnOrder(state)[phase.index];
      return seat === undefined ? [] : [seat];
    }
    case 'navigating':
      return seats((s) => s.course === null);
    case 'newRoute':
      return seats((s) => s.newRoute === null);
    case 'combat':
      return combatSeats(state);
    case 'over':
      return [];
  }
}

function combatSeats(state: PiratesCoveState): number[] {
  const prompt = state.combat?.prompt;
  if (!prompt) {
    const seat = combatTurn(state);
    return seat === null ? [] : [seat];
  }
  switch (prompt.kind) {
    case 'boardChoice':
    case 'duelAnswer':
      return [prompt.attacker];
    case 'challenge':
      return [prompt.defender];
    case 'weapons':
    case 'pistols': {
      const out: number[] = [];
      if (prompt.choices[0] === null) out.push(prompt.defender);
      if (prompt.choices[1] === null) out.push(prompt.attacker);
      return out.sort((a, b) => a - b);
    }
    case 'swap':
      return [prompt.winner];
    case 'buryUnderFire':
      return [prompt.seat];
  }
}

/** The different cards of a kind in a hand, in the hand's (sorted) order. */
function distinct<C extends TavernCard>(
  hand: readonly TavernCard[],
  ofKind: (card: TavernCard) => card is C,
): C[] {
  return [...new Set(hand)].filter(ofKind);
}

/** Everything `seat` may do now; every entry applies unchanged. */
export function legalActions(state: PiratesCoveState, seat: number): PiratesCoveAction[] {
  if (!activeSeats(state).includes(seat)) return [];
  const s = seatOf(state, seat);
  switch (state.phase.kind) {
    case 'shopping': {
      const actions: PiratesCoveAction[] = [];
      for (const section of SECTIONS) {
        const from = levelOf(s, section);
        for (
          let levels = 1;
          from + levels <= MAX_INDEX && upgradeCost(section, from, levels) <= s.gold;
          levels++
        ) {
          actions.push({ type: 'upgrade', section, levels });
        }
      }
      actions.push({ type: 'endShopping' });
      return actions;
    }
    case 'placing': {
      const actions: PiratesCoveAction[] = [];
      const seen = new Set<string>();
      for (const id of s.lootHand) {
        const loot = LOOT_CARDS[id];
        if (!loot) continue;
        const key = `${loot.fame}/${loot.gold}/${loot.treasures}/${loot.tavern}`;
        if (seen.has(key)) continue;
        seen.add(key);
        for (const island of OUTER_ISLANDS) actions.push({ type: 'placeLoot', loot: { ...loot }, island });
      }
      return actions;
    }
    case 'navigating':
      return ISLANDS.map((island) => ({ type: 'setCourse', island }));
    case 'newRoute': {
      const actions: PiratesCoveAction[] = [{ type: 'keepCourse' }];
      if (s.hand.includes('new-route') && !s.newRouteUsed) {
        for (const island of ISLANDS) if (island !== s.at) actions.push({ type: 'playNewRoute', island });
      }
      return actions;
    }
    case 'combat':
      return combatActions(state, seat, s);
    case 'upgrades':
      return upgradeActions(state, seat);
    case 'over':
      return [];
  }
}

function combatActions(state: PiratesCoveState, seat: number, s: SeatState): PiratesCoveAction[] {
  const c = state.combat;
  if (!c) return [];
  const prompt = c.prompt;
  if (prompt) {
    switch (prompt.kind) {
      case 'boardChoice':
        return [{ type: 'boardShip' }, { type: 'declineBoarding' }];
      case 'challenge':
        return [{ type: 'challengeDuel' }, { type: 'acceptBoarding' }];
      case 'duelAnswer': {
        const actions: PiratesCoveAction[] = [{ type: 'acceptDuel', weapon: 'swords' }];
        if (state.options.pistols) actions.push({ type: 'acceptDuel', weapon: 'pistols' });
        actions.push({ type: 'refuseDuel' });
        return actions;
      }
      case 'weapons':
        return WEAPONS.map((weapon) => ({ type: 'chooseWeapon', weapon }));
      case 'pistols':
        return PISTOL_CHOICES.map((move) => ({ type: 'pistolMove', move }));
      case 'swap':
        return [{ type: 'swapShips' }, { type: 'keepShip' }];
      case 'buryUnderFire': {
        const actions: PiratesCoveAction[] = [];
        if (s.treasures >= 1) actions.push({ type: 'buryUnderFire', what: 'treasure' });
        if (s.gold >= 3) actions.push({ type: 'buryUnderFire', what: 'gold' });
        actions.push({ type: 'declineBury' });
        return actions;
      }
    }
  }
  const actions: PiratesCoveAction[] = [];
  if (c.stage === 'battle') {
    for (const card of distinct(s.hand, isBattleCard)) {
      if (card === 'battle-grapple') {
        for (const target of c.ships)
          if (target !== seat) actions.push({ type: 'playBattleCard', card, target });
      } else actions.push({ type: 'playBattleCard', card });
    }
    actions.push({ type: 'passBattle' });
    return actions;
  }
  for (const card of distinct(s.hand, isVolleyCard)) actions.push({ type: 'playVolley', card });
  for (const target of fireTargets(state, seat)) {
    for (const section of targetSections(target)) actions.push({ type: 'fire', target, section });
  }
  actions.push({ type: 'flee' });
  if (mayBoardByCard(state, seat)) actions.push({ type: 'boardShip' });
  return actions;
}
