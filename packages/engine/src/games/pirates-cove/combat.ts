import {
  BATTLE_DICE_BONUS,
  BATTLE_SPEED_BONUS,
  CAGAFUECO,
  FORT_ISLAND,
  VOLLEY_DICE_BONUS,
  VOLLEY_SHARP_HIT_ON,
  COVE,
  FORT_CANNONS,
  MASTERCRAFT_SECTION,
  PARROT_SECTION,
  SECTIONS,
  SECTION_INDEX,
  TREASURE_ISLAND,
  type Section,
  type TavernCard,
} from './data.js';
import { RULES } from './rules.js';
import { isLegend, isPlayer, npcCard, npcDice, npcLevel, playerDice, speedOf } from './ship.js';
import { FORT, LEGEND, NAVY, type Combat, type PiratesCoveState, type ShipId } from './state.js';
import type { Work } from './work.js';

/**
 * Combat island by island (S004 "Il Combattimento"): the battle-card window, cannon rounds in
 * speed order recomputed every round, fleeing and mutiny, defeat, Legendary Pirates and the Royal
 * Navy. Boarding and duels live in boarding.ts.
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
  work: Work,
  ships: readonly ShipId[],
  groupTies: boolean,
): { order: ShipId[]; groups: number[] } {
  const state = work.state;
  const speeds = new Map(ships.map((ship) => [ship, speedOf(state, ship, state.combat)]));
  const distinct = [...new Set(speeds.values())].sort((a, b) => b - a);
  const order: ShipId[] = [];
  const groups: number[] = [];
  for (const speed of distinct) {
    const tied = ships.filter((ship) => speeds.get(ship) === speed);
    const shuffled = tied.length > 1 ? work.random.shuffle(tied) : tied;
    for (const ship of shuffled) {
      order.push(ship);
      groups.push(groupTies ? speed : order.length);
    }
  }
  return { order, groups };
}

export function startCombat(work: Work, island: number): void {
  const state = work.state;
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
  state.combat.battleOrder = orderBySpeed(work, players, false).order;
  work.emit({ type: 'combatStarted', island, ships });
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
export function stepCombat(work: Work): 'wait' | 'done' {
  const state = work.state;
  for (let guard = 0; guard < 100_000; guard++) {
    const c = state.combat;
    if (!c) return 'done';
    if (c.prompt) return 'wait';
    if (combatOver(state)) {
      if (c.buffered.length > 0) {
        flushBuffer(work);
        continue;
      }
      endCombat(work);
      return 'done';
    }
    if (c.stage === 'battle') {
      c.battleOrder = c.battleOrder.filter((seat) => c.ships.includes(seat));
      if (c.passes >= c.battleOrder.length) {
        c.stage = 'round';
        newRound(work);
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
      flushBuffer(work);
      continue;
    }
    if (ship === undefined) {
      newRound(work);
      continue;
    }
    if (!c.ships.includes(ship)) {
      c.roundIndex++;
      continue;
    }
    if (!isPlayer(ship)) {
      npcFire(work, ship);
      c.roundIndex++;
      continue;
    }
    return 'wait';
  }
  throw new Error('combat did not settle');
}

function newRound(work: Work): void {
  const c = work.state.combat as Combat;
  c.round++;
  const { order, groups } = orderBySpeed(work, c.ships, work.state.options.variant === 'rudi');
  c.roundOrder = order;
  c.roundGroups = groups;
  c.roundIndex = 0;
  work.emit({ type: 'roundStarted', island: c.island, round: c.round, order });
}

function endCombat(work: Work): void {
  const state = work.state;
  const c = state.combat as Combat;
  state.tavernDiscard.push(...c.played);
  for (const seat of state.seats) if (seat.parrot) seat.parrot.hits = 0;
  const survivors = c.ships.filter(isPlayer);
  if (state.options.variant === 'rudi') {
    for (const seat of survivors)
      if (c.fired.includes(seat)) (state.seats[seat] as { wonFight: boolean }).wonFight = true;
  }
  work.emit({ type: 'combatEnded', island: c.island, ships: c.ships.slice() });
  state.combat = null;
}

// ——— Shots ———

/** NPCs fire at the present player with most fame (ties by die) at its weakest section (DECISION). */
function npcFire(work: Work, ship: ShipId): void {
  const state = work.state;
  const c = state.combat as Combat;
  const players = c.ships.filter(isPlayer);
  if (players.length === 0) return;
  const top = Math.max(...players.map((p) => state.seats[p]?.fame ?? 0));
  const candidates = players.filter((p) => state.seats[p]?.fame === top);
  const target = candidates.length > 1 ? work.random.pick(candidates) : (candidates[0] as number);
  const section = ship === FORT ? 'cannons' : npcTargetSection(state, target);
  const dice = work.dice(npcDice(state, ship, c));
  const hits = dice.filter((d) => d >= RULES.hitOn).length;
  work.emit({ type: 'shotFired', ship, target, section, dice, hitOn: RULES.hitOn, hits });
  resolveShot(work, ship, target, section, hits);
}

/** Lowest current index; ties sails > cannons > crew > hull (data sheet 4.5). */
export const NPC_SECTION_PREFERENCE: readonly Section[] = ['sails', 'cannons', 'crew', 'hull'];
export function npcTargetSection(state: PiratesCoveState, target: number): Section {
  const seat = state.seats[target];
  let best: Section = 'sails';
  let lowest = Infinity;
  for (const section of NPC_SECTION_PREFERENCE) {
    const level = seat?.levels[SECTION_INDEX[section]] ?? 0;
    if (level < lowest) {
      lowest = level;
      best = section;
    }
  }
  return best;
}

export function playVolley(work: Work, seat: number, card: TavernCard): void {
  const state = work.state;
  removeFromHand(state, seat, card);
  (state.combat as Combat).volleys.push(card);
  work.emit({ type: 'volleyPlayed', seat, card });
}

export function fire(work: Work, seat: number, target: ShipId, section: Section): void {
  const state = work.state;
  const c = state.combat as Combat;
  const volleyDice = c.volleys.filter((v) => v === 'volley-dice').length * VOLLEY_DICE_BONUS;
  const hitOn = c.volleys.includes('volley-sharp') ? VOLLEY_SHARP_HIT_ON : RULES.hitOn;
  const dice = work.dice(playerDice(state, seat, c, volleyDice));
  const hits = dice.filter((d) => d >= hitOn).length;
  state.tavernDiscard.push(...c.volleys);
  c.volleys = [];
  if (!c.fired.includes(seat)) c.fired.push(seat);
  work.emit({ type: 'shotFired', ship: seat, target, section, dice, hitOn, hits });
  resolveShot(work, seat, target, section, hits);
  c.roundIndex++;
}

function resolveShot(work: Work, firer: ShipId, target: ShipId, section: Section, hits: number): void {
  const state = work.state;
  const c = state.combat as Combat;
  const group = c.roundGroups[c.roundIndex];
  const simultaneous = group !== undefined && c.roundGroups.filter((g) => g === group).length > 1;
  if (simultaneous) {
    c.buffered.push({ firer, target, section, hits });
    c.bufferedGroup = group;
  } else {
    applyHits(work, firer, target, section, hits, true);
  }
  const seat = state.seats[target];
  if (
    state.options.variant === 'rudi' &&
    c.island === TREASURE_ISLAND &&
    seat &&
    c.prompt === null &&
    c.ships.includes(target) &&
    (seat.treasures >= 1 || seat.gold >= RULES.buryGoldPerFame)
  ) {
    c.prompt = { kind: 'buryUnderFire', seat: target };
  }
}

function flushBuffer(work: Work): void {
  const c = work.state.combat as Combat;
  const hits = c.buffered;
  c.buffered = [];
  c.bufferedGroup = -1;
  for (const hit of hits) applyHits(work, hit.firer, hit.target, hit.section, hit.hits, false);
}

/**
 * Hits land one by one: a Mastercraft on that section absorbs first (tilt, then discard), then a
 * parrot guarding it (losing it costs 2 fame), then the track; below its lowest space the ship is
 * defeated — unless the attacker may board instead (sails gone, the only two ships both players).
 */
export function applyHits(
  work: Work,
  firer: ShipId,
  target: ShipId,
  section: Section,
  hits: number,
  allowBoarding: boolean,
): void {
  const state = work.state;
  const c = state.combat as Combat;
  if (hits > 0 && !c.hit.includes(target)) c.hit.push(target);
  const index = SECTION_INDEX[section];
  for (let i = 0; i < hits; i++) {
    if (!c.ships.includes(target)) return;
    if (isPlayer(target)) {
      const seat = state.seats[target];
      if (!seat) return;
      if (seat.mastercraft?.section === section) {
        const lost = seat.mastercraft.damaged;
        if (lost) {
          state.tavernDiscard.push(`mastercraft-${section}` as TavernCard);
          seat.mastercraft = null;
        } else seat.mastercraft.damaged = true;
        work.emit({ type: 'hitAbsorbed', ship: target, section, by: 'mastercraft', lost });
        continue;
      }
      if (seat.parrot && PARROT_SECTION[seat.parrot.card] === section) {
        seat.parrot.hits++;
        const lost = seat.parrot.hits >= RULES.absorbHits;
        if (lost) {
          state.tavernDiscard.push(seat.parrot.card);
          seat.parrot = null;
          work.addFame(target, -RULES.parrotLossFame);
        }
        work.emit({ type: 'hitAbsorbed', ship: target, section, by: 'parrot', lost });
        continue;
      }
      seat.levels[index] = (seat.levels[index] ?? 0) - 1;
      work.emit({ type: 'sectionHit', ship: target, section, level: seat.levels[index] as number });
      if ((seat.levels[index] as number) < 0) {
        const twoPlayers = c.ships.length === 2 && c.ships.every(isPlayer) && c.ships.includes(firer);
        if (allowBoarding && section === 'sails' && isPlayer(firer) && twoPlayers) {
          c.prompt = { kind: 'boardChoice', attacker: firer, defender: target };
        } else defeatPlayer(work, target);
        return;
      }
    } else if (target === FORT) {
      c.fortHits++;
      work.emit({ type: 'sectionHit', ship: target, section, level: FORT_CANNONS - c.fortHits });
      if (c.fortHits >= FORT_CANNONS) return defeatNpc(work, target);
    } else {
      const struck = target === NAVY ? state.navy.hits : state.legends[target - LEGEND]?.hits;
      if (!struck) return;
      struck[index] = (struck[index] ?? 0) + 1;
      const level = npcLevel(state, target, section);
      work.emit({ type: 'sectionHit', ship: target, section, level });
      if (level < 0) return defeatNpc(work, target);
    }
  }
}

/** Sends a player ship to Pirate's Cove for the rest of the turn. */
export function leaveToCove(work: Work, seat: number, crippled: boolean): void {
  const state = work.state;
  const c = state.combat;
  if (c) c.ships = c.ships.filter((ship) => ship !== seat);
  const s = state.seats[seat];
  if (!s) return;
  s.at = COVE;
  s.retreated = true;
  if (crippled) s.crippled = true;
}

/** Defeat: to the Cove; every other player still present gains 1 fame. */
export function defeatPlayer(work: Work, seat: number): void {
  leaveToCove(work, seat, true);
  const others = (work.state.combat?.ships ?? []).filter(isPlayer);
  for (const other of others) work.addFame(other, RULES.defeatFame);
  work.emit({ type: 'shipDefeated', ship: seat, fameTo: others });
}

/**
 * An LP or the Royal Navy sunk: the players still present share double its fame (DECISION: equally,
 * rounding down). Solo Cagafueco: a die gives the fame and takes as many turns off the time track.
 */
function defeatNpc(work: Work, ship: ShipId): void {
  const state = work.state;
  const c = state.combat as Combat;
  c.ships = c.ships.filter((s) => s !== ship);
  const players = c.ships.filter(isPlayer);
  if (ship === FORT) {
    for (const seat of players) work.emit({ type: 'fortTaken', seat });
    return;
  }
  const card = npcCard(state, ship);
  const fame = state.seats.map(() => 0);
  let die: number | null = null;
  if (state.options.variant === 'solo' && card?.name === CAGAFUECO) {
    die = work.die();
    for (const seat of players) fame[seat] = die;
    state.time = Math.max(0, state.time - die);
  } else if (players.length > 0) {
    const share = Math.floor(((card?.fame ?? 0) * RULES.legendFameFactor) / players.length);
    for (const seat of players) fame[seat] = share;
  }
  fame.forEach((amount, seat) => {
    if (amount > 0) work.addFame(seat, amount);
  });
  if (ship === NAVY) {
    state.navy.at = null;
    state.navy.hits = [0, 0, 0, 0];
  } else if (isLegend(ship)) {
    const legend = state.legends[ship - LEGEND];
    if (legend) {
      legend.card = null;
      legend.hits = [0, 0, 0, 0];
    }
  }
  work.emit({ type: 'legendDefeated', ship, name: card?.name ?? '', fame, die });
}

/**
 * Flee to the Cove: a die, mutiny on 1–2 (base game: 1) loses 2 fame and everything aboard; a ship
 * hit in this combat gives every other player present 1 fame. I rudi bucanieri: retreat costs 2 fame.
 */
export function flee(work: Work, seat: number): void {
  const state = work.state;
  const c = state.combat as Combat;
  const s = state.seats[seat];
  if (!s) return;
  if (state.options.variant === 'rudi') work.addFame(seat, -RULES.rudiRetreatFame);
  state.tavernDiscard.push(...c.volleys);
  c.volleys = [];
  const die = work.die();
  const mutiny = die <= (state.options.baseFlee ? RULES.baseMutinyMax : RULES.mutinyMax);
  if (mutiny) {
    work.addFame(seat, -RULES.mutinyFame);
    s.gold = 0;
    s.treasures = 0;
  }
  leaveToCove(work, seat, false);
  const fameTo = c.hit.includes(seat) ? c.ships.filter(isPlayer) : [];
  for (const other of fameTo) work.addFame(other, RULES.fleeAfterHitFame);
  work.emit({ type: 'shipFled', seat, die, mutiny, fameTo });
  c.roundIndex++;
}

export function removeFromHand(state: PiratesCoveState, seat: number, card: TavernCard): void {
  const hand = state.seats[seat]?.hand;
  if (!hand) return;
  const i = hand.indexOf(card);
  if (i >= 0) hand.splice(i, 1);
}

export function playBattleCard(work: Work, seat: number, card: TavernCard, target: ShipId | null): void {
  const state = work.state;
  const c = state.combat as Combat;
  removeFromHand(state, seat, card);
  c.played.push(card);
  if (card === 'battle-grapple' && target !== null) c.grappled.push(target);
  if (card === 'battle-boarding') c.boardingCard.push(seat);
  if (card === 'battle-speed') c.speedBonus[seat] = (c.speedBonus[seat] ?? 0) + BATTLE_SPEED_BONUS;
  if (card === 'battle-die') c.diceBonus[seat] = (c.diceBonus[seat] ?? 0) + BATTLE_DICE_BONUS;
  c.passes = 0;
  c.battleIndex++;
  work.emit({ type: 'battleCardPlayed', seat, card, target });
}

export function passBattle(work: Work, seat: number): void {
  const c = work.state.combat as Combat;
  c.passes++;
  c.battleIndex++;
  work.emit({ type: 'battlePassed', seat });
}

/** Ships a player may fire at: only NPCs while any is present (S004). */
export function fireTargets(state: PiratesCoveState, seat: number): ShipId[] {
  const c = state.combat;
  if (!c) return [];
  const npcs = c.ships.filter((ship) => !isPlayer(ship));
  if (npcs.length > 0) return npcs;
  return playersMayFight(state, c.island) ? c.ships.filter((ship) => ship !== seat) : [];
}

export function targetSections(ship: ShipId): readonly Section[] {
  return ship === FORT ? ['cannons'] : SECTIONS;
}

/** The Boarding battle card: board instead of firing, only two player ships left. */
export function mayBoardByCard(state: PiratesCoveState, seat: number): boolean {
  const c = state.combat;
  return (
    !!c &&
    c.boardingCard.includes(seat) &&
    c.ships.length === 2 &&
    c.ships.every(isPlayer) &&
    c.ships.includes(seat) &&
    playersMayFight(state, c.island)
  );
}

export function isMastercraft(card: TavernCard): boolean {
  return MASTERCRAFT_SECTION[card] !== undefined;
}
