import type { Performed } from '../../core/game.js';
import { codeOf, type CartagenaAction } from './actions.js';
import { advanceTarget, moveBackTarget, pushTarget } from './board.js';
import { SYMBOLS, SYMBOL_INDEX, cardOf, symbolOf, type CardCode, type CartagenaSymbol } from './data.js';
import { CartagenaDraft } from './draft.js';
import { darkPlayed, enforceHandLimit } from './filibuster.js';
import {
  giveCard,
  keepCard,
  openChest,
  returnCard,
  takeCard,
  useLantern,
  usePistol,
  useRum,
} from './powers.js';
import type { CartagenaEventBody } from './events.js';
import { RULES } from './rules.js';
import { locationOf, type CartagenaState, type Location } from './state.js';
import { actionsLeft, boatRoom, captainMoveAvailable } from './turn.js';

/** The seats that may act: those owing Filibuster discards first, else the player whose turn it is. */
export function activeSeats(state: CartagenaState): number[] {
  const owing: number[] = [];
  state.discardsOwed.forEach((owed, seat) => {
    if (owed > 0) owing.push(seat);
  });
  return owing.length > 0 ? owing : [state.turn.seat];
}

export function isOver(state: CartagenaState): boolean {
  return state.winner !== null;
}

/** Carries out one of `seat`'s legal actions (the core has checked it is one). */
export function perform(
  state: CartagenaState,
  seat: number,
  action: CartagenaAction,
): Performed<CartagenaState, CartagenaEventBody> {
  const draft = new CartagenaDraft(state);
  dispatch(draft, seat, action);
  settle(draft);
  return { state: draft.finishState(), events: draft.events };
}

function dispatch(draft: CartagenaDraft, seat: number, action: CartagenaAction): void {
  const from = (place: Parameters<typeof locationOf>[0]) => locationOf(place, draft.finish);
  switch (action.type) {
    case 'playCard': {
      const code = codeOf(action.card);
      return advance(draft, seat, [code], symbolOf(code), from(action.from), 1, null);
    }
    case 'playParrots':
      return advance(
        draft,
        seat,
        action.cards.map(codeOf),
        SYMBOL_INDEX[action.as],
        from(action.from),
        1,
        'parrots',
      );
    case 'playHook': {
      const second = codeOf(action.card);
      return advance(
        draft,
        seat,
        [codeOf(action.hook), second],
        symbolOf(second),
        from(action.from),
        2,
        'hook',
      );
    }
    case 'usePistol':
      return usePistol(draft, seat, codeOf(action.card), action.target);
    case 'useRum':
      return useRum(draft, seat, codeOf(action.card));
    case 'useLantern':
      return useLantern(draft, seat, codeOf(action.card));
    case 'openChest':
      return openChest(draft, seat, codeOf(action.card), action.at);
    case 'takeCard':
      return takeCard(draft, seat, codeOf(action.card));
    case 'giveCard':
      return giveCard(draft, seat, codeOf(action.card), action.to);
    case 'keepCard':
      return keepCard(draft, seat, codeOf(action.card));
    case 'returnCard':
      return returnCard(draft, seat, codeOf(action.card));
    case 'moveBack':
      return moveBack(draft, seat, from(action.from));
    case 'pushPirate':
      return pushPirate(draft, seat, action.seat, from(action.from));
    case 'moveBoat':
      return moveBoat(draft, seat);
    case 'discard':
      return discard(draft, seat, codeOf(action.card));
    case 'skipTurn':
      draft.drawInto(seat, RULES.emptyHandDraw);
      return endTurn(draft, true);
    case 'endTurn':
      return endTurn(draft, false);
    case 'pass':
      return endTurn(draft, true);
  }
}

// ——— Turn actions ———

/** Plays `cards` and moves `movers` pirates from `from` to the next free `symbol` square. */
function advance(
  draft: CartagenaDraft,
  seat: number,
  cards: readonly CardCode[],
  symbol: number,
  from: Location,
  movers: number,
  power: 'parrots' | 'hook' | null,
): void {
  const to = advanceTarget(draft, from, symbol, boatRoom(draft, seat), movers) as Location;
  for (const code of cards) draft.discardFromHand(seat, code);
  draft.emit({
    type: 'cardPlayed',
    seat,
    cards: cards.map(cardOf),
    power,
    as: power === 'parrots' ? (SYMBOLS[symbol] as CartagenaSymbol) : null,
  });
  draft.movePirates(seat, seat, from, to, movers, 'advance');
  draft.useActions(power === 'hook' ? 2 : 1);
  if (darkPlayed(draft, cards)) enforceHandLimit(draft, seat);
}

function moveBack(draft: CartagenaDraft, seat: number, from: Location): void {
  const target = moveBackTarget(draft, from) as { to: Location; draw: number };
  draft.movePirates(seat, seat, from, target.to, 1, 'moveBack');
  draft.drawInto(seat, target.draw);
  draft.useActions(1);
}

function pushPirate(draft: CartagenaDraft, seat: number, owner: number, from: Location): void {
  const target = pushTarget(draft, from, boatRoom(draft, owner)) as { to: Location; draw: number };
  draft.movePirates(owner, seat, from, target.to, 1, 'push');
  // S003: once the last pirate is aboard «la scialuppa salpa e la partita finisce» — nobody draws.
  if (draft.winner === null) draft.drawInto(seat, target.draw);
  draft.useActions(1);
}

function moveBoat(draft: CartagenaDraft, seat: number): void {
  const free = captainMoveAvailable(draft, seat);
  draft.boat = draft.boat === 'cartagena' ? 'tortuga' : 'cartagena';
  draft.emit({ type: 'boatMoved', seat, to: draft.boat, free });
  if (free) draft.turn.captainMoveUsed = true;
  else draft.useActions(1);
}

function discard(draft: CartagenaDraft, seat: number, code: CardCode): void {
  draft.discardFromHand(seat, code);
  draft.discardsOwed[seat] = (draft.discardsOwed[seat] as number) - 1;
  draft.emit({ type: 'cardDiscarded', seat, card: cardOf(code) });
}

// ——— Turn flow ———

function endTurn(draft: CartagenaDraft, skipped: boolean): void {
  draft.emit({ type: 'turnEnded', seat: draft.turn.seat, skipped });
  const seat = (draft.turn.seat + 1) % draft.players;
  draft.turn = { seat, actionsUsed: 0, captainMoveUsed: false, number: draft.turn.number + 1 };
  draft.emit({ type: 'turnStarted', seat, captain: captainMoveAvailable(draft, seat) });
}

/** After an action: the turn passes once its actions are spent and nothing is left to answer. */
function settle(draft: CartagenaDraft): void {
  if (draft.winner !== null || draft.pending !== null) return;
  if (draft.discardsOwed.some((owed) => owed > 0)) return;
  if (actionsLeft(draft) <= 0) endTurn(draft, false);
}
