import { refuse } from '../../core/errors.js';
import type { ApplyResult } from '../../core/game.js';
import { actionKey, actionType, isRecord, type PiratesCoveAction } from './actions.js';
import {
  acceptBoarding,
  acceptDuel,
  boardShip,
  challengeDuel,
  choosePistolMove,
  chooseSwap,
  chooseWeapon,
  declineBoarding,
  refuseDuel,
} from './boarding.js';
import { fire, flee, passBattle, playBattleCard, playVolley } from './combat.js';
import { LOOT_CARDS } from './data.js';
import type { PiratesCoveEventBody } from './events.js';
import { activeSeats, legalActions } from './legal.js';
import { decideNewRoute, setCourse } from './navigation.js';
import { RULES } from './rules.js';
import { placeLoot } from './rudi.js';
import type { PiratesCoveState, SeatState } from './state.js';
import { advance } from './turn.js';
import {
  bury,
  buyNewRoute,
  buyTavernCard,
  coveReward,
  exchangeTreasure,
  placeParrot,
  playEvent,
  playMastercraft,
  repairMastercraft,
  upgrade,
} from './upgrades.js';
import { Work } from './work.js';

/**
 * Applying an action: the shape is checked first (MALFORMED_ACTION), then the seat (NOT_YOUR_TURN),
 * then the action must be one of the legal actions (ILLEGAL_ACTION) — so what `legalActions` lists
 * and what `apply` accepts can never disagree. The input state is never touched.
 */
export function apply(
  state: PiratesCoveState,
  seat: number,
  action: unknown,
): ApplyResult<PiratesCoveState, PiratesCoveEventBody> {
  if (state.phase.kind === 'over') return refuse('GAME_OVER', 'the game is over');
  const type = actionType(action);
  if (type === null) {
    return refuse(
      'MALFORMED_ACTION',
      'not a Pirate\'s Cove action: expected an object with a known "type" and exactly its fields',
    );
  }
  if (!activeSeats(state).includes(seat)) return refuse('NOT_YOUR_TURN', 'nothing is asked of this seat now');
  const raw = normalise(state, seat, action as Record<string, unknown>);
  const key = actionKey(raw);
  const match = legalActions(state, seat).find((legal) => legal.type === type && actionKey(legal) === key);
  if (!match) return refuse('ILLEGAL_ACTION', `${type} is not allowed now (see the legal actions)`);
  const work = new Work(state);
  perform(work, seat, match);
  advance(work);
  return { ok: true, state: work.finish(), events: work.events };
}

/** Burying gold: any amount the ship carries is read as the threes it contains (S004 scenario 8). */
function normalise(
  state: PiratesCoveState,
  seat: number,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  if (raw['type'] !== 'bury') return raw;
  const gold = raw['gold'];
  const s = state.seats[seat];
  if (typeof gold !== 'number' || !Number.isInteger(gold) || gold < 0 || !s || gold > s.gold) return raw;
  return { ...raw, gold: gold - (gold % RULES.buryGoldPerFame) };
}

function perform(work: Work, seat: number, action: PiratesCoveAction): void {
  const state = work.state;
  const s = state.seats[seat] as SeatState;
  switch (action.type) {
    case 'upgrade':
      return upgrade(work, seat, action.section, action.levels);
    case 'endShopping':
      s.shoppingDone = true;
      return work.emit({ type: 'shoppingDone', seat });
    case 'placeLoot': {
      const wanted = actionKey(action.loot);
      const id = s.lootHand.find((candidate) => actionKey(LOOT_CARDS[candidate]) === wanted) as number;
      placeLoot(work, seat, id, action.island);
      if (state.phase.kind === 'placing') state.phase = { kind: 'placing', index: state.phase.index + 1 };
      return;
    }
    case 'setCourse':
      return setCourse(work, seat, action.island);
    case 'playNewRoute':
      return decideNewRoute(work, seat, action.island);
    case 'keepCourse':
      return decideNewRoute(work, seat, 0);
    case 'playBattleCard':
      return playBattleCard(work, seat, action.card, action.target ?? null);
    case 'passBattle':
      return passBattle(work, seat);
    case 'playVolley':
      return playVolley(work, seat, action.card);
    case 'fire':
      return fire(work, seat, action.target, action.section);
    case 'flee':
      return flee(work, seat);
    case 'boardShip':
      return boardShip(work, seat);
    case 'declineBoarding':
      return declineBoarding(work, seat);
    case 'challengeDuel':
      return challengeDuel(work);
    case 'acceptBoarding':
      return acceptBoarding(work);
    case 'acceptDuel':
      return acceptDuel(work, seat, action.weapon);
    case 'refuseDuel':
      return refuseDuel(work, seat);
    case 'chooseWeapon':
      return chooseWeapon(work, seat, action.weapon);
    case 'pistolMove':
      return choosePistolMove(work, seat, action.move);
    case 'swapShips':
      return chooseSwap(work, true);
    case 'keepShip':
      return chooseSwap(work, false);
    case 'buryUnderFire': {
      if (action.what === 'treasure') s.treasures--;
      else s.gold -= RULES.buryGoldPerFame;
      work.addFame(seat, 1);
      if (state.combat) state.combat.prompt = null;
      return work.emit({ type: 'buriedUnderFire', seat, what: action.what });
    }
    case 'declineBury':
      if (state.combat) state.combat.prompt = null;
      return work.emit({ type: 'buriedUnderFire', seat, what: 'none' });
    case 'buyTavernCard':
      return buyTavernCard(work, seat);
    case 'buyNewRoute':
      return buyNewRoute(work, seat);
    case 'bury':
      return bury(work, seat, action.treasures, action.gold);
    case 'playMastercraft':
      return playMastercraft(work, seat, action.section);
    case 'repairMastercraft':
      return repairMastercraft(work, seat);
    case 'placeParrot':
      return placeParrot(work, seat, action.card);
    case 'playEvent':
      return playEvent(work, seat, action.card);
    case 'exchangeTreasure':
      return exchangeTreasure(work, seat);
    case 'coveReward':
      return coveReward(work, seat, action.reward);
    case 'finishUpgrades':
      work.emit({ type: 'upgradesFinished', seat });
      if (state.phase.kind === 'upgrades')
        state.phase = { kind: 'upgrades', index: state.phase.index + 1, begun: false };
      return;
  }
}

export { activeSeats, isRecord };
