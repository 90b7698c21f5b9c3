import {
  FORT_CANNONS,
  PARROT_SECTION,
  SECTIONS,
  SECTION_INDEX,
  TREASURE_ISLAND,
  VOLLEY_DICE_BONUS,
  VOLLEY_SHARP_HIT_ON,
  type Section,
  type TavernCard,
  type VolleyCard,
} from './data.js';
import { removeFromHand } from './cards.js';
import { playersMayFight } from './combat.js';
import { defeatNpc, defeatPlayer } from './defeat.js';
import type { PiratesCoveDraft } from './draft.js';
import { RULES } from './rules.js';
import { isPlayer, npcDice, npcLevel, playerDice } from './ship.js';
import { FORT, LEGEND, NAVY, type PiratesCoveState, type ShipId } from './state.js';

/**
 * Cannon fire (S004 "Il Combattimento"): the ships a player may aim at, Volley cards, players' and
 * NPCs' broadsides, simultaneous fire (I rudi bucanieri), and hits landing one by one through
 * Mastercrafts and parrots onto the tracks.
 */

/** NPCs fire at the present player with most fame (ties by die) at its weakest section (DECISION). */
export function npcFire(draft: PiratesCoveDraft, ship: ShipId): void {
  const state = draft.state;
  const c = draft.combat();
  const players = c.ships.filter(isPlayer);
  if (players.length === 0) return;
  const top = Math.max(...players.map((p) => state.seats[p]?.fame ?? 0));
  const candidates = players.filter((p) => state.seats[p]?.fame === top);
  const target = candidates.length > 1 ? draft.random.pick(candidates) : (candidates[0] as number);
  const section = ship === FORT ? 'cannons' : npcTargetSection(state, target);
  const dice = draft.dice(npcDice(state, ship, c));
  const hits = dice.filter((d) => d >= RULES.hitOn).length;
  draft.emit({ type: 'shotFired', ship, target, section, dice, hitOn: RULES.hitOn, hits });
  resolveShot(draft, ship, target, section, hits);
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

export function playVolley(draft: PiratesCoveDraft, seat: number, card: VolleyCard): void {
  const state = draft.state;
  removeFromHand(state, seat, card);
  draft.combat().volleys.push(card);
  draft.emit({ type: 'volleyPlayed', seat, card });
}

export function fire(draft: PiratesCoveDraft, seat: number, target: ShipId, section: Section): void {
  const state = draft.state;
  const c = draft.combat();
  const volleyDice = c.volleys.filter((v) => v === 'volley-dice').length * VOLLEY_DICE_BONUS;
  const hitOn = c.volleys.includes('volley-sharp') ? VOLLEY_SHARP_HIT_ON : RULES.hitOn;
  const dice = draft.dice(playerDice(state, seat, c, volleyDice));
  const hits = dice.filter((d) => d >= hitOn).length;
  state.tavernDiscard.push(...c.volleys);
  c.volleys = [];
  if (!c.fired.includes(seat)) c.fired.push(seat);
  draft.emit({ type: 'shotFired', ship: seat, target, section, dice, hitOn, hits });
  resolveShot(draft, seat, target, section, hits);
  c.roundIndex++;
}

function resolveShot(
  draft: PiratesCoveDraft,
  firer: ShipId,
  target: ShipId,
  section: Section,
  hits: number,
): void {
  const state = draft.state;
  const c = draft.combat();
  const group = c.roundGroups[c.roundIndex];
  const simultaneous = group !== undefined && c.roundGroups.filter((g) => g === group).length > 1;
  if (simultaneous) {
    c.buffered.push({ firer, target, section, hits });
    c.bufferedGroup = group;
  } else {
    applyHits(draft, firer, target, section, hits, true);
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

export function flushBuffer(draft: PiratesCoveDraft): void {
  const c = draft.combat();
  const hits = c.buffered;
  c.buffered = [];
  c.bufferedGroup = -1;
  for (const hit of hits) applyHits(draft, hit.firer, hit.target, hit.section, hit.hits, false);
}

/**
 * A Mastercraft on `section` absorbs one hit (the first tilts it, the second discards it), in
 * cannon fire and in boarding alike; false when there is none there.
 */
export function mastercraftAbsorbs(draft: PiratesCoveDraft, target: number, section: Section): boolean {
  const state = draft.state;
  const seat = state.seats[target];
  if (seat?.mastercraft?.section !== section) return false;
  const lost = seat.mastercraft.damaged;
  if (lost) {
    state.tavernDiscard.push(`mastercraft-${section}` as TavernCard);
    seat.mastercraft = null;
  } else seat.mastercraft.damaged = true;
  draft.emit({ type: 'hitAbsorbed', ship: target, section, by: 'mastercraft', lost });
  return true;
}

/**
 * Hits land one by one: a Mastercraft on that section absorbs first (tilt, then discard), then a
 * parrot guarding it (losing it costs 2 fame), then the track; below its lowest space the ship is
 * defeated — unless the attacker may board instead (sails gone, the only two ships both players).
 */
export function applyHits(
  draft: PiratesCoveDraft,
  firer: ShipId,
  target: ShipId,
  section: Section,
  hits: number,
  allowBoarding: boolean,
): void {
  const state = draft.state;
  const c = draft.combat();
  if (hits > 0 && !c.hit.includes(target)) c.hit.push(target);
  const index = SECTION_INDEX[section];
  for (let i = 0; i < hits; i++) {
    if (!c.ships.includes(target)) return;
    if (isPlayer(target)) {
      const seat = state.seats[target];
      if (!seat) return;
      if (mastercraftAbsorbs(draft, target, section)) continue;
      if (seat.parrot && PARROT_SECTION[seat.parrot.card] === section) {
        seat.parrot.hits++;
        const lost = seat.parrot.hits >= RULES.absorbHits;
        if (lost) {
          state.tavernDiscard.push(seat.parrot.card);
          seat.parrot = null;
          draft.addFame(target, -RULES.parrotLossFame);
        }
        draft.emit({ type: 'hitAbsorbed', ship: target, section, by: 'parrot', lost });
        continue;
      }
      seat.levels[index] = (seat.levels[index] ?? 0) - 1;
      draft.emit({ type: 'sectionHit', ship: target, section, level: seat.levels[index] });
      if (seat.levels[index] < 0) {
        const twoPlayers = c.ships.length === 2 && c.ships.every(isPlayer) && c.ships.includes(firer);
        if (allowBoarding && section === 'sails' && isPlayer(firer) && twoPlayers) {
          c.prompt = { kind: 'boardChoice', attacker: firer, defender: target };
        } else defeatPlayer(draft, target);
        return;
      }
    } else if (target === FORT) {
      c.fortHits++;
      draft.emit({ type: 'sectionHit', ship: target, section, level: FORT_CANNONS - c.fortHits });
      if (c.fortHits >= FORT_CANNONS) return defeatNpc(draft, target);
    } else {
      const struck = target === NAVY ? state.navy.hits : state.legends[target - LEGEND]?.hits;
      if (!struck) return;
      struck[index] = (struck[index] ?? 0) + 1;
      const level = npcLevel(state, target, section);
      draft.emit({ type: 'sectionHit', ship: target, section, level });
      if (level < 0) return defeatNpc(draft, target);
    }
  }
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
