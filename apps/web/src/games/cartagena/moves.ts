import type { CartagenaAction, Card, Place } from '@brethren/engine/cartagena';

/**
 * The legal actions the API sent, sorted by how the table offers them: cards to play on a pirate,
 * pirates to move back or push, turn actions, card powers and their follow-ups. Actions are kept
 * exactly as they came, so the one clicked is sent back unchanged.
 */
export interface PirateTarget {
  /** Whose pirate moves. */
  readonly seat: number;
  /** Where it stands. */
  readonly place: Place;
  readonly action: CartagenaAction;
}

export interface MoveGroups {
  /** playCard by card (see `cardKey`). */
  readonly plays: ReadonlyMap<string, readonly PirateTarget[]>;
  readonly moveBack: readonly PirateTarget[];
  readonly push: readonly PirateTarget[];
  /** Other actions that use a card of the hand (powers, parrots, hook, chests, Filibuster discards). */
  readonly withCard: ReadonlyMap<string, readonly CartagenaAction[]>;
  /** moveBoat, endTurn, skipTurn, pass. */
  readonly turn: readonly CartagenaAction[];
  /** Follow-ups of a power in progress: takeCard, giveCard, keepCard, returnCard. */
  readonly followUps: readonly CartagenaAction[];
  /** Every action, in the API's order. */
  readonly all: readonly CartagenaAction[];
}

export function cardKey(card: Card): string {
  return `${card.dark ? 'dark-' : ''}${card.symbol}`;
}

export function placeKey(seat: number, place: Place): string {
  return `${seat}@${place}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The card of the hand an action spends first, if any. */
export function handCardOf(action: CartagenaAction): Card | null {
  switch (action.type) {
    case 'playCard':
    case 'usePistol':
    case 'useRum':
    case 'useLantern':
    case 'openChest':
    case 'discard':
      return action.card;
    case 'playParrots':
      return action.cards[0];
    case 'playHook':
      return action.hook;
    default:
      return null;
  }
}

export function groupMoves(actions: readonly unknown[], viewer: number | null): MoveGroups {
  const plays = new Map<string, PirateTarget[]>();
  const withCard = new Map<string, CartagenaAction[]>();
  const moveBack: PirateTarget[] = [];
  const pushes: PirateTarget[] = [];
  const turn: CartagenaAction[] = [];
  const followUps: CartagenaAction[] = [];
  const all = actions as CartagenaAction[];
  const me = viewer ?? -1;
  for (const action of all) {
    switch (action.type) {
      case 'playCard':
        push(plays, cardKey(action.card), { seat: me, place: action.from, action });
        break;
      case 'moveBack':
        moveBack.push({ seat: me, place: action.from, action });
        break;
      case 'pushPirate':
        pushes.push({ seat: action.seat, place: action.from, action });
        break;
      case 'moveBoat':
      case 'endTurn':
      case 'skipTurn':
      case 'pass':
        turn.push(action);
        break;
      case 'takeCard':
      case 'giveCard':
      case 'keepCard':
      case 'returnCard':
        followUps.push(action);
        break;
      default: {
        const card = handCardOf(action);
        if (card) push(withCard, cardKey(card), action);
        else turn.push(action);
      }
    }
  }
  return { plays, moveBack, push: pushes, withCard, turn, followUps, all };
}

/** Cards of the hand, one entry per kind with how many. */
export function handGroups(hand: readonly Card[]): { card: Card; count: number; key: string }[] {
  const groups = new Map<string, { card: Card; count: number; key: string }>();
  for (const card of hand) {
    const key = cardKey(card);
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { card, count: 1, key });
  }
  return [...groups.values()];
}
