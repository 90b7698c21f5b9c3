import type { Performed } from '../../core/game.js';
import type { PiratesCoveAction } from './actions.js';
import { acceptBoarding, boardShip, chooseSwap, declineBoarding } from './boarding.js';
import { acceptDuel, challengeDuel, choosePistolMove, chooseWeapon, refuseDuel } from './duel.js';
import { passBattle, playBattleCard } from './combat.js';
import { fire, playVolley } from './shots.js';
import { flee } from './defeat.js';
import { PiratesCoveDraft } from './draft.js';
import type { PiratesCoveEventBody } from './events.js';
import { decideNewRoute, setCourse } from './navigation.js';
import { buryUnderFire, placeLoot } from './rudi.js';
import type { PiratesCoveState } from './state.js';
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

/**
 * Carries out one of `seat`'s legal actions (the core has checked it is one), then runs the turn
 * on until some player must decide. The input state is never touched.
 */
export function perform(
  state: PiratesCoveState,
  seat: number,
  action: PiratesCoveAction,
): Performed<PiratesCoveState, PiratesCoveEventBody> {
  const draft = new PiratesCoveDraft(state);
  dispatch(draft, seat, action);
  advance(draft);
  return { state: draft.finish(), events: draft.events };
}

/**
 * `perform` for a caller that owns `state` and gives it up: the state itself is changed and
 * returned, without the copy (`SearchRules.performInPlace`; `perform.test.ts` checks both agree).
 */
export function performInPlace(
  state: PiratesCoveState,
  seat: number,
  action: PiratesCoveAction,
): PiratesCoveState {
  const draft = new PiratesCoveDraft(state, true);
  dispatch(draft, seat, action);
  advance(draft);
  return draft.finish();
}

function dispatch(draft: PiratesCoveDraft, seat: number, action: PiratesCoveAction): void {
  const state = draft.state;
  switch (action.type) {
    case 'upgrade':
      return upgrade(draft, seat, action.section, action.levels);
    case 'endShopping':
      draft.seat(seat).shoppingDone = true;
      return draft.emit({ type: 'shoppingDone', seat });
    case 'placeLoot':
      placeLoot(draft, seat, action.loot, action.island);
      if (state.phase.kind === 'placing') state.phase = { kind: 'placing', index: state.phase.index + 1 };
      return;
    case 'setCourse':
      return setCourse(draft, seat, action.island);
    case 'playNewRoute':
      return decideNewRoute(draft, seat, action.island);
    case 'keepCourse':
      return decideNewRoute(draft, seat, 0);
    case 'playBattleCard':
      return playBattleCard(draft, seat, action.card, action.target ?? null);
    case 'passBattle':
      return passBattle(draft, seat);
    case 'playVolley':
      return playVolley(draft, seat, action.card);
    case 'fire':
      return fire(draft, seat, action.target, action.section);
    case 'flee':
      return flee(draft, seat);
    case 'boardShip':
      return boardShip(draft, seat);
    case 'declineBoarding':
      return declineBoarding(draft, seat);
    case 'challengeDuel':
      return challengeDuel(draft);
    case 'acceptBoarding':
      return acceptBoarding(draft);
    case 'acceptDuel':
      return acceptDuel(draft, seat, action.weapon);
    case 'refuseDuel':
      return refuseDuel(draft, seat);
    case 'chooseWeapon':
      return chooseWeapon(draft, seat, action.weapon);
    case 'pistolMove':
      return choosePistolMove(draft, seat, action.move);
    case 'swapShips':
      return chooseSwap(draft, true);
    case 'keepShip':
      return chooseSwap(draft, false);
    case 'buryUnderFire':
      return buryUnderFire(draft, seat, action.what);
    case 'declineBury':
      return buryUnderFire(draft, seat, 'none');
    case 'buyTavernCard':
      return buyTavernCard(draft, seat);
    case 'buyNewRoute':
      return buyNewRoute(draft, seat);
    case 'bury':
      return bury(draft, seat, action.treasures, action.gold);
    case 'playMastercraft':
      return playMastercraft(draft, seat, action.section);
    case 'repairMastercraft':
      return repairMastercraft(draft, seat);
    case 'placeParrot':
      return placeParrot(draft, seat, action.card);
    case 'playEvent':
      return playEvent(draft, seat, action.card);
    case 'exchangeTreasure':
      return exchangeTreasure(draft, seat);
    case 'coveReward':
      return coveReward(draft, seat, action.reward);
    case 'finishUpgrades':
      draft.emit({ type: 'upgradesFinished', seat });
      if (state.phase.kind === 'upgrades')
        state.phase = { kind: 'upgrades', index: state.phase.index + 1, begun: false };
      return;
  }
}
