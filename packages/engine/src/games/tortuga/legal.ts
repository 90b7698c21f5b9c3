import type { TortugaAction } from './actions.js';
import { activeSeats } from './perform.js';
import { hasRoom, locate, shipName, SHIPS } from './board.js';
import {
  atlantisMoveProblem,
  atlantisWindowHolder,
  attackProblem,
  attackSources,
  brawlProblem,
  forceProblem,
  letterMoveProblem,
  maroonProblem,
  moveProblem,
  mutinyProblem,
  peekProblem,
  playLetterProblem,
  revealProblem,
  shiftProblem,
  turnProblem,
} from './checks.js';
import { HOLDS, PLACES, ROW_SLOTS, VOTE_KIND_COUNT, voteCardOf, type VoteCode } from './data.js';
import { isMap } from './effects.js';
import { EDITIONS } from './rules.js';
import { startPositions } from './start.js';
import type { Pending, StartChoice, TortugaState } from './state.js';

const SLOT_PAIRS: readonly (readonly [number, number])[] = (() => {
  const pairs: [number, number][] = [];
  for (let a = 0; a < ROW_SLOTS; a++) for (let b = a + 1; b < ROW_SLOTS; b++) pairs.push([a, b]);
  return pairs;
})();

const slotNumbers = (pair: readonly [number, number]) => [pair[0] + 1, pair[1] + 1];

/**
 * Everything `seat` may do now (asked only while the game is not over). Every entry applies as it is,
 * and `perform` carries out whatever is listed here without checking it again.
 */
export function legalActions(state: TortugaState, seat: number): TortugaAction[] {
  if (!activeSeats(state).includes(seat)) return [];
  if (state.pending !== null) return pendingActions(state, seat, state.pending);
  const actions: TortugaAction[] = [];
  if (atlantisWindowHolder(state) === seat) {
    actions.push({ type: 'useAtlantis' });
    if (seat !== state.turn.seat) {
      actions.push({ type: 'declineAtlantis' });
      return actions;
    }
  }
  if (turnProblem(state, seat) === null) actions.push(...turnActions(state, seat));
  return actions;
}

function turnActions(state: TortugaState, seat: number): TortugaAction[] {
  const actions: TortugaAction[] = [];
  for (const pair of SLOT_PAIRS) {
    if (peekProblem(state, pair) === null) actions.push({ type: 'peek', slots: slotNumbers(pair) });
  }
  // Not listed: the peek the platform sends when the seat's time runs out (`timeoutAction`), which
  // is the platform's act, never a player's choice.
  for (let index = 0; index < ROW_SLOTS; index++) {
    if (revealProblem(state, index) === null) actions.push({ type: 'reveal', slot: index + 1 });
  }
  for (const pair of SLOT_PAIRS) {
    for (let target = 0; target < state.players; target++) {
      if (forceProblem(state, seat, pair, target) === null) {
        actions.push({ type: 'force', slots: slotNumbers(pair), target });
      }
    }
  }
  for (const to of PLACES) if (moveProblem(state, seat, to) === null) actions.push({ type: 'move', to });
  if (attackProblem(state, seat) === null) actions.push({ type: 'attack' });
  for (let target = 0; target < state.players; target++) {
    if (maroonProblem(state, seat, target) === null) actions.push({ type: 'maroon', target });
  }
  if (mutinyProblem(state, seat) === null) actions.push({ type: 'mutiny' });
  for (const from of HOLDS)
    if (shiftProblem(state, seat, from) === null) actions.push({ type: 'shiftTreasure', from });
  if (brawlProblem(state, seat) === null) actions.push({ type: 'brawl' });
  if ((state.lettersOfMarque[seat] ?? 0) > 0) {
    for (let pirate = 0; pirate < state.players; pirate++) {
      for (const ship of SHIPS) {
        if (playLetterProblem(state, seat, pirate, ship) === null) {
          actions.push({ type: 'playLetterOfMarque', pirate, ship: shipName(ship) });
        }
      }
    }
  }
  return actions;
}

function heldCodes(hand: readonly number[]): VoteCode[] {
  const codes: VoteCode[] = [];
  for (let code = 0; code < VOTE_KIND_COUNT; code++) if ((hand[code] ?? 0) > 0) codes.push(code);
  return codes;
}

function voteActions(state: TortugaState, seat: number): TortugaAction[] {
  const hand = state.hands[seat] ?? [];
  const codes = heldCodes(hand);
  const actions: TortugaAction[] = codes.map((code) => ({ type: 'vote', cards: [voteCardOf(code)] }));
  if ((state.maps[seat] ?? []).includes('elDorado')) {
    codes.forEach((a, i) => {
      for (const b of codes.slice(i)) {
        if (a === b && (hand[a] ?? 0) < 2) continue;
        actions.push({ type: 'vote', cards: [voteCardOf(a), voteCardOf(b)] });
      }
    });
  }
  return actions;
}

function letterMoves(state: TortugaState): TortugaAction[] {
  const actions: TortugaAction[] = [];
  for (let pirate = 0; pirate < state.players; pirate++) {
    for (const ship of SHIPS) {
      if (letterMoveProblem(state, pirate, ship) === null) {
        actions.push({ type: 'moveWithLetterOfMarque', pirate, ship: shipName(ship) });
      }
    }
  }
  return actions;
}

function others(state: TortugaState, seat: number): number[] {
  return Array.from({ length: state.players }, (_, other) => other).filter((other) => other !== seat);
}

/**
 * A forced reveal: FR-2e's forced player (or the forcer, after the timer ran out) chooses a slot;
 * IT-1e's forced player draws one at random. Only the 30-second timer hands the choice to the forcer.
 */
function forcedRevealActions(state: TortugaState, pending: Extract<Pending, { kind: 'forcedReveal' }>) {
  const byTarget = pending.chooser === pending.target;
  const actions: TortugaAction[] =
    byTarget && EDITIONS[state.options.ruleset].forcedPick === 'random'
      ? [{ type: 'revealAtRandom' }]
      : pending.slots.map((index) => ({ type: 'chooseSlot', slot: index + 1 }));
  if (byTarget && state.options.timer) actions.push({ type: 'deferToForcer' });
  return actions;
}

function pendingActions(state: TortugaState, seat: number, pending: Pending): TortugaAction[] {
  switch (pending.kind) {
    case 'startingTreasure':
      return HOLDS.map((hold) => ({ type: 'placeStartingTreasure', hold }));
    case 'chooseStart': {
      const actions: TortugaAction[] = [];
      for (const place of ['flyingDutchman', 'jollyRoger', 'tortuga'] as const) {
        const taken = (position: number) =>
          pending.chosen.some(
            (choice: StartChoice) => choice.place === place && choice.position === position,
          );
        for (let position = 1; position <= startPositions(state, place); position++) {
          if (!taken(position)) actions.push({ type: 'chooseStart', place, position });
        }
      }
      return actions;
    }
    case 'vote':
      return voteActions(state, seat);
    case 'attackTreasure':
      return attackSources(state, pending.ship).flatMap((from) =>
        HOLDS.map((hold) => ({ type: 'takeTreasure', from, hold })),
      );
    case 'forcedReveal':
      return forcedRevealActions(state, pending);
    case 'eventChoice': {
      const card = pending.card;
      if (isMap(card)) return others(state, seat).map((to) => ({ type: 'giveTreasureMap', to }));
      switch (card) {
        case 'letterOfMarque': {
          const actions = letterMoves(state);
          const keeps = EDITIONS[state.options.ruleset].letterOfMarque === 'moveOrKeep';
          actions.push(keeps ? { type: 'keepLetterOfMarque' } : { type: 'drawVoteCard' });
          return actions;
        }
        case 'pistol': {
          const selfAllowed = EDITIONS[state.options.ruleset].pistolMayTargetSelf;
          const targets = selfAllowed
            ? [seat, ...others(state, seat)].sort((a, b) => a - b)
            : others(state, seat);
          return targets.map((target) => ({ type: 'shootPirate', target }));
        }
        case 'blackPowder':
          return SHIPS.filter((ship) => !state.rowboats[ship]?.destroyed).map((ship) => ({
            type: 'blowUpRowboat',
            ship: shipName(ship),
          }));
        case 'cabinFever':
          return others(state, seat).map((target) => ({ type: 'shareCabinFever', target }));
        case 'crowsNest':
          return Array.from({ length: state.players }, (_, target) => ({ type: 'searchVoteHand', target }));
      }
      return [];
    }
    case 'returnVoteCard':
    case 'loseVoteCard':
      return heldCodes(state.hands[seat] ?? []).map((code) => ({
        type: pending.kind,
        card: voteCardOf(code),
      }));
    case 'crowsNestGive': {
      const codes = [...new Set(state.voteDeck)].sort((a, b) => a - b);
      return codes.map((code) => ({ type: 'giveVoteCard', card: voteCardOf(code) }));
    }
    case 'maroonResponse': {
      const actions: TortugaAction[] = [];
      if (pending.fountain) actions.push({ type: 'useFountainOfYouth' });
      if (pending.atlantis && atlantisMoveProblem(state, seat) === null)
        actions.push({ type: 'useAtlantis' });
      actions.push({ type: 'acceptMarooning' });
      return actions;
    }
    case 'atlantisJump': {
      const at = locate(state, seat);
      const canJump = at.kind === 'ship' && at.ship !== pending.ship && hasRoom(state, pending.ship);
      return canJump ? [{ type: 'useAtlantis' }, { type: 'declineAtlantis' }] : [{ type: 'declineAtlantis' }];
    }
  }
}
