import {
  BATTLE_DICE_BONUS,
  BATTLE_SPEED_BONUS,
  COVE,
  FORT_ISLAND,
  TREASURE_ISLAND,
  type BattleCard,
} from './data.js';
import { removeFromHand } from './cards.js';
import type { PiratesCoveDraft } from './draft.js';
import { flushBuffer, npcFire } from './shots.js';
import { isLegend, isPlayer, speedOf } from './ship.js';
import { FORT, LEGEND, NAVY, type PiratesCoveState, type ShipId } from './state.js';

/**
 * Combat island by island (S004 "Il Combattimento"): who fights, the battle-card window, and cannon
 * rounds in speed order recomputed every round. Shots and hits live in shots.ts, defeat and fleeing
 * in defeat.ts, boarding and duels in boarding.ts.
 */

export function presentPlayers(state: PiratesCoveState, island: number): number[] {
  const out: number[] = [];
  state.seats.forEach((seat, i) => {
    if (seat.at === island && !seat.retreated) out.push(i);
  });
  return out;
}

/** Legendary Pirate ships with a card on this island; in solo only the first one attacks (S004). */
export function legendsAt(state: PiratesCoveState, island: number): ShipId[] {
  const out: ShipId[] = [];
  state.legends.forEach((legend, i) => {
    if (legend.card !== null && !legend.gone && legend.at === island) out.push(LEGEND + i);
  });
  return state.options.variant === 'solo' ? out.slice(0, 1) : out;
}

/** Player versus player fights: never on Treasure Island except in I rudi bucanieri. */
export function playersMayFight(state: PiratesCoveState, island: number): boolean {
  return island !== TREASURE_ISLAND || state.options.variant === 'rudi';
}

export function participants(state: PiratesCoveState, island: number): ShipId[] {
  const players = presentPlayers(state, island);
  if (players.length === 0 || island === COVE) return [];
  const npcs = legendsAt(state, island);
  if (state.navy.at === island) npcs.push(NAVY);
  if (state.options.variant === 'solo' && island === FORT_ISLAND) npcs.push(FORT);
  if (npcs.length === 0 && (players.length < 2 || !playersMayFight(state, island))) return [];
  return [...players, ...npcs];
}

/** Speed order; ties by die roll (a roll-off is a fair shuffle), or one group each in I rudi bucanieri. */
function orderBySpeed(
  draft: PiratesCoveDraft,
  ships: readonly ShipId[],
  groupTies: boolean,
): { order: ShipId[]; groups: number[] } {
  const state = draft.state;
  const speeds = new Map(ships.map((ship) => [ship, speedOf(state, ship, state.combat)]));
  const distinct = [...new Set(speeds.values())].sort((a, b) => b - a);
  const order: ShipId[] = [];
  const groups: number[] = [];
  for (const speed of distinct) {
    const tied = ships.filter((ship) => speeds.get(ship) === speed);
    const shuffled = tied.length > 1 ? draft.random.shuffle(tied) : tied;
    for (const ship of shuffled) {
      order.push(ship);
      groups.push(groupTies ? speed : order.length);
    }
  }
  return { order, groups };
}

export function startCombat(draft: PiratesCoveDraft, island: number): void {
  const state = draft.state;
  const ships = participants(state, island);
  const players = ships.filter(isPlayer);
  state.combat = {
    island,
    ships,
    stage: 'battle',
    battleOrder: [],
    battleIndex: 0,
    passes: 0,
    roundOrder: [],
    roundGroups: [],
    roundIndex: 0,
    round: 0,
    volleys: [],
    grappled: [],
    speedBonus: state.seats.map(() => 0),
    diceBonus: state.seats.map(() => 0),
    boardingCard: [],
    played: [],
    hit: [],
    fired: [],
    buffered: [],
    bufferedGroup: -1,
    fortHits: 0,
    prompt: null,
  };
  state.combat.battleOrder = orderBySpeed(draft, players, false).order;
  draft.emit({ type: 'combatStarted', island, ships });
}

export function combatOver(state: PiratesCoveState): boolean {
  const combat = state.combat;
  if (!combat) return true;
  const players = combat.ships.filter(isPlayer).length;
  if (players === 0) return true;
  if (combat.ships.length > players) return false;
  return players <= 1 || !playersMayFight(state, combat.island);
}

/** The player whose decision the combat waits for (prompts aside), or null. */
export function combatTurn(state: PiratesCoveState): number | null {
  const c = state.combat;
  if (!c || c.prompt) return null;
  if (c.stage === 'battle') return c.battleOrder[c.battleIndex % Math.max(1, c.battleOrder.length)] ?? null;
  const ship = c.roundOrder[c.roundIndex];
  return ship !== undefined && isPlayer(ship) ? ship : null;
}

/** Runs the combat's automatic parts until a player must decide ('wait') or it is over ('done'). */
export function stepCombat(draft: PiratesCoveDraft): 'wait' | 'done' {
  const state = draft.state;
  for (let guard = 0; guard < 100_000; guard++) {
    const c = state.combat;
    if (!c) return 'done';
    if (c.prompt) return 'wait';
    if (combatOver(state)) {
      if (c.buffered.length > 0) {
        flushBuffer(draft);
        continue;
      }
      endCombat(draft);
      return 'done';
    }
    if (c.stage === 'battle') {
      c.battleOrder = c.battleOrder.filter((seat) => c.ships.includes(seat));
      if (c.passes >= c.battleOrder.length) {
        c.stage = 'round';
        newRound(draft);
        continue;
      }
      c.battleIndex %= c.battleOrder.length;
      const seat = c.battleOrder[c.battleIndex] as number;
      if ((state.seats[seat]?.hand.length ?? 0) === 0) {
        c.passes++;
        c.battleIndex++;
        continue;
      }
      return 'wait';
    }
    const ship = c.roundOrder[c.roundIndex];
    if (c.buffered.length > 0 && (ship === undefined || c.roundGroups[c.roundIndex] !== c.bufferedGroup)) {
      flushBuffer(draft);
      continue;
    }
    if (ship === undefined) {
      newRound(draft);
      continue;
    }
    if (!c.ships.includes(ship)) {
      c.roundIndex++;
      continue;
    }
    if (!isPlayer(ship)) {
      npcFire(draft, ship);
      c.roundIndex++;
      continue;
    }
    return 'wait';
  }
  throw new Error('combat did not settle');
}

function newRound(draft: PiratesCoveDraft): void {
  const c = draft.combat();
  c.round++;
  const { order, groups } = orderBySpeed(draft, c.ships, draft.state.options.variant === 'rudi');
  c.roundOrder = order;
  c.roundGroups = groups;
  c.roundIndex = 0;
  draft.emit({ type: 'roundStarted', island: c.island, round: c.round, order });
}

function endCombat(draft: PiratesCoveDraft): void {
  const state = draft.state;
  const c = draft.combat();
  state.tavernDiscard.push(...c.played);
  for (const seat of state.seats) if (seat.parrot) seat.parrot.hits = 0;
  // Only I rudi bucanieri keeps an LP's hits on its card until it sinks (S004); elsewhere it
  // starts every combat undamaged.
  if (state.options.variant !== 'rudi') {
    for (const ship of c.ships.filter(isLegend)) {
      const legend = state.legends[ship - LEGEND];
      if (legend) legend.hits = [0, 0, 0, 0];
    }
  }
  const survivors = c.ships.filter(isPlayer);
  if (state.options.variant === 'rudi') {
    for (const seat of survivors)
      if (c.fired.includes(seat)) (state.seats[seat] as { wonFight: boolean }).wonFight = true;
  }
  draft.emit({ type: 'combatEnded', island: c.island, ships: c.ships.slice() });
  state.combat = null;
}

// ——— The battle-card window ———

export function playBattleCard(
  draft: PiratesCoveDraft,
  seat: number,
  card: BattleCard,
  target: ShipId | null,
): void {
  const state = draft.state;
  const c = draft.combat();
  removeFromHand(state, seat, card);
  c.played.push(card);
  if (card === 'battle-grapple' && target !== null) c.grappled.push(target);
  if (card === 'battle-boarding') c.boardingCard.push(seat);
  if (card === 'battle-speed') c.speedBonus[seat] = (c.speedBonus[seat] ?? 0) + BATTLE_SPEED_BONUS;
  if (card === 'battle-die') c.diceBonus[seat] = (c.diceBonus[seat] ?? 0) + BATTLE_DICE_BONUS;
  c.passes = 0;
  c.battleIndex++;
  draft.emit({ type: 'battleCardPlayed', seat, card, target });
}

export function passBattle(draft: PiratesCoveDraft, seat: number): void {
  const c = draft.combat();
  c.passes++;
  c.battleIndex++;
  draft.emit({ type: 'battlePassed', seat });
}
