import type { TortugaAction, TortugaVoteCard } from '@brethren/engine/tortuga';

/**
 * The legal actions the API sent, sorted by how the table offers them: event cards picked on the
 * row (peek, reveal, force), moves, role actions, saved Letters of Marque, votes, and answers to a
 * pending choice. Actions are kept exactly as they came, so the one clicked is sent back unchanged.
 */
export type VoteAction = Extract<TortugaAction, { type: 'vote' }>;
type Of<T extends TortugaAction['type']> = Extract<TortugaAction, { type: T }>;

export interface MoveGroups {
  /** peek by `pairKey` of its two slots. */
  readonly peek: ReadonlyMap<string, Of<'peek'>>;
  /** reveal by slot. */
  readonly reveal: ReadonlyMap<number, Of<'reveal'>>;
  /** force by `pairKey`, one per target. */
  readonly force: ReadonlyMap<string, readonly Of<'force'>[]>;
  /** Slots that take part in some peek, reveal or force. */
  readonly slots: ReadonlySet<number>;
  readonly move: readonly Of<'move'>[];
  /** attack, maroon, mutiny, shiftTreasure, brawl. */
  readonly role: readonly TortugaAction[];
  readonly letters: readonly Of<'playLetterOfMarque'>[];
  readonly votes: readonly VoteAction[];
  /** Answers to a pending choice, Atlantis before a turn, and letting the time run out. */
  readonly answers: readonly TortugaAction[];
  /** Every action, in the API's order. */
  readonly all: readonly TortugaAction[];
}

/** Two slots, in either order, as one key. */
export function pairKey(slots: readonly number[]): string {
  return slots
    .slice()
    .sort((a, b) => a - b)
    .join('+');
}

export function voteCardKey(card: TortugaVoteCard): string {
  return `${card.double ? '2×' : ''}${card.top}-${card.flag}-${card.bottom}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function groupMoves(actions: readonly unknown[]): MoveGroups {
  const all = actions as readonly TortugaAction[];
  const peek = new Map<string, Of<'peek'>>();
  const reveal = new Map<number, Of<'reveal'>>();
  const force = new Map<string, Of<'force'>[]>();
  const slots = new Set<number>();
  const move: Of<'move'>[] = [];
  const role: TortugaAction[] = [];
  const letters: Of<'playLetterOfMarque'>[] = [];
  const votes: VoteAction[] = [];
  const answers: TortugaAction[] = [];
  for (const action of all) {
    switch (action.type) {
      case 'peek':
        peek.set(pairKey(action.slots), action);
        action.slots.forEach((slot) => slots.add(slot));
        break;
      case 'reveal':
        reveal.set(action.slot, action);
        slots.add(action.slot);
        break;
      case 'force':
        push(force, pairKey(action.slots), action);
        action.slots.forEach((slot) => slots.add(slot));
        break;
      case 'move':
        move.push(action);
        break;
      case 'attack':
      case 'maroon':
      case 'mutiny':
      case 'shiftTreasure':
      case 'brawl':
        role.push(action);
        break;
      case 'playLetterOfMarque':
        letters.push(action);
        break;
      case 'vote':
        votes.push(action);
        break;
      default:
        answers.push(action);
    }
  }
  return { peek, reveal, force, slots, move, role, letters, votes, answers, all };
}

/** The legal vote playing exactly these cards (in any order), if there is one. */
export function voteFor(
  votes: readonly VoteAction[],
  cards: readonly TortugaVoteCard[],
): VoteAction | undefined {
  const wanted = cards.map(voteCardKey).sort().join('|');
  return votes.find((vote) => vote.cards.map(voteCardKey).sort().join('|') === wanted);
}

/** The seat an action points at, where it points at one (for clickable pawns on the board). */
export function seatOf(action: TortugaAction): number | null {
  switch (action.type) {
    case 'maroon':
    case 'shootPirate':
    case 'shareCabinFever':
    case 'searchVoteHand':
    case 'force':
      return action.target;
    case 'giveTreasureMap':
      return action.to;
    default:
      return null;
  }
}

/** Keys of the things on the board an action can be started from. */
export type BoardKey = string;
export const boardKey = {
  seat: (seat: number): BoardKey => `seat:${seat}`,
  place: (place: string): BoardKey => `place:${place}`,
  hold: (ship: string, hold: string): BoardKey => `hold:${ship}:${hold}`,
  start: (place: string, position: number): BoardKey => `start:${place}:${position}`,
};

/** Actions a click on the board may send, by the key of what is clicked; ambiguous keys are left out. */
export function boardTargets(
  actions: readonly TortugaAction[],
  ownShip: string | null,
): Map<BoardKey, TortugaAction> {
  const found = new Map<BoardKey, TortugaAction[]>();
  for (const action of actions) {
    const seat = seatOf(action);
    if (seat !== null) push(found, boardKey.seat(seat), action);
    switch (action.type) {
      case 'move':
        push(found, boardKey.place(action.to), action);
        break;
      case 'chooseStart':
        push(found, boardKey.start(action.place, action.position), action);
        break;
      case 'blowUpRowboat':
        push(found, boardKey.place(`${action.ship}Rowboat`), action);
        break;
      case 'shiftTreasure':
        if (ownShip) push(found, boardKey.hold(ownShip, action.from), action);
        break;
      case 'placeStartingTreasure':
        if (ownShip) push(found, boardKey.hold(ownShip, action.hold), action);
        break;
      case 'takeTreasure':
        if (ownShip && action.from === 'galleon') push(found, boardKey.hold(ownShip, action.hold), action);
        break;
      default:
        break;
    }
  }
  const targets = new Map<BoardKey, TortugaAction>();
  for (const [key, list] of found) if (list.length === 1 && list[0]) targets.set(key, list[0]);
  return targets;
}
