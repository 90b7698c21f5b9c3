import {
  PORT_ROYAL_COLOURS,
  type PortRoyalAction,
  type PortRoyalColour,
  type PortRoyalCrewCardView,
  type PortRoyalGood,
} from '@brethren/engine/port-royal';

/**
 * The legal actions the API sent, sorted by where the table offers them: the hand (cards to play
 * or set aside), the auction, the privileges, the loot on display, the ships, the specials and the
 * prisoner cards. Actions are kept exactly as they came, so the one clicked is sent back unchanged.
 */
type Of<T extends PortRoyalAction['type']> = Extract<PortRoyalAction, { type: T }>;

export interface MoveGroups {
  /** Bids by amount, lowest first. */
  readonly bids: readonly Of<'bid'>[];
  readonly pass: Of<'pass'> | null;
  /** playCard or setAside, by crew card id: what clicking that card of the hand does. */
  readonly cards: ReadonlyMap<string, Of<'playCard'> | Of<'setAside'>>;
  readonly trumps: readonly Of<'chooseTrump'>[];
  readonly leaders: readonly Of<'chooseLeader'>[];
  /** chooseLoot by loot id: the display cards the pirate may go on. */
  readonly loot: ReadonlyMap<string, Of<'chooseLoot'>>;
  /** loadLoot by ship. */
  readonly load: ReadonlyMap<PortRoyalGood, Of<'loadLoot'>>;
  readonly payDebt: Of<'payDebt'> | null;
  readonly useRemove: Of<'useRemove'> | null;
  readonly remove: readonly Of<'removeCard'>[];
  readonly keepRemove: Of<'keepRemove'> | null;
  /** moveCard by the card moved. */
  readonly move: ReadonlyMap<string, readonly Of<'moveCard'>[]>;
  readonly discardMove: Of<'discardMove'> | null;
  /** placePrisoner by prisoner value. */
  readonly prisoners: ReadonlyMap<number, readonly Of<'placePrisoner'>[]>;
  /** Every action, in the API's order. */
  readonly all: readonly PortRoyalAction[];
}

function add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function groupMoves(actions: readonly unknown[]): MoveGroups {
  const all = actions as readonly PortRoyalAction[];
  const bids: Of<'bid'>[] = [];
  let pass: Of<'pass'> | null = null;
  const cards = new Map<string, Of<'playCard'> | Of<'setAside'>>();
  const trumps: Of<'chooseTrump'>[] = [];
  const leaders: Of<'chooseLeader'>[] = [];
  const loot = new Map<string, Of<'chooseLoot'>>();
  const load = new Map<PortRoyalGood, Of<'loadLoot'>>();
  let payDebt: Of<'payDebt'> | null = null;
  let useRemove: Of<'useRemove'> | null = null;
  const remove: Of<'removeCard'>[] = [];
  let keepRemove: Of<'keepRemove'> | null = null;
  const move = new Map<string, Of<'moveCard'>[]>();
  let discardMove: Of<'discardMove'> | null = null;
  const prisoners = new Map<number, Of<'placePrisoner'>[]>();
  for (const action of all) {
    switch (action.type) {
      case 'bid':
        bids.push(action);
        break;
      case 'pass':
        pass = action;
        break;
      case 'playCard':
      case 'setAside':
        cards.set(action.card, action);
        break;
      case 'chooseTrump':
        trumps.push(action);
        break;
      case 'chooseLeader':
        leaders.push(action);
        break;
      case 'chooseLoot':
        loot.set(action.loot, action);
        break;
      case 'loadLoot':
        load.set(action.ship, action);
        break;
      case 'payDebt':
        payDebt = action;
        break;
      case 'useRemove':
        useRemove = action;
        break;
      case 'removeCard':
        remove.push(action);
        break;
      case 'keepRemove':
        keepRemove = action;
        break;
      case 'moveCard':
        add(move, action.card, action);
        break;
      case 'discardMove':
        discardMove = action;
        break;
      case 'placePrisoner':
        add(prisoners, action.prisoner, action);
        break;
    }
  }
  bids.sort((a, b) => a.amount - b.amount);
  return {
    bids,
    pass,
    cards,
    trumps,
    leaders,
    loot,
    load,
    payDebt,
    useRemove,
    remove,
    keepRemove,
    move,
    discardMove,
    prisoners,
    all,
  };
}

/** The captains' colours in the engine's order, then the ghosts. */
const COLOUR_ORDER: readonly (PortRoyalColour | null)[] = [...PORT_ROYAL_COLOURS, null];

/** The hand sorted by colour (red, blue, green, black, then the ghosts), each by value. */
export function sortHand(hand: readonly PortRoyalCrewCardView[]): PortRoyalCrewCardView[] {
  return [...hand].sort(
    (a, b) => COLOUR_ORDER.indexOf(a.colour) - COLOUR_ORDER.indexOf(b.colour) || a.value - b.value,
  );
}
