import {
  HOLDS,
  PLACES,
  SHIP_NAMES,
  VOTE_KIND_COUNT,
  voteCodeOf,
  type Hold,
  type Place,
  type ShipName,
  type VoteCard,
  type VoteCode,
} from './data.js';

/**
 * Actions as clients write them: strict JSON objects `{ type, ...fields }`. Event slots are
 * numbered 1–5 as on the board; seats are 0-based; ships and places are named.
 */
export type TortugaAction =
  // ——— The start ———
  /** Standard start: a captain puts his treasure in a hold of his ship. */
  | { readonly type: 'placeStartingTreasure'; readonly hold: Hold }
  /** Brain-burner start: the drawn pawn takes a space (1–5 on a ship, 1–9 on Tortuga). */
  | {
      readonly type: 'chooseStart';
      readonly place: 'flyingDutchman' | 'jollyRoger' | 'tortuga';
      readonly position: number;
    }
  // ——— General actions ———
  | { readonly type: 'peek'; readonly slots: readonly number[] }
  | { readonly type: 'reveal'; readonly slot: number }
  | { readonly type: 'force'; readonly slots: readonly number[]; readonly target: number }
  /** Into a rowboat, or out of one to Tortuga or the adjacent ship. */
  | { readonly type: 'move'; readonly to: Place }
  // ——— Role actions ———
  | { readonly type: 'attack' }
  | { readonly type: 'maroon'; readonly target: number }
  | { readonly type: 'mutiny' }
  | { readonly type: 'shiftTreasure'; readonly from: Hold }
  | { readonly type: 'brawl' }
  /** FR-2e: play a saved Letter of Marque as the turn's action. */
  | { readonly type: 'playLetterOfMarque'; readonly pirate: number; readonly ship: ShipName }
  // ——— Answers ———
  | { readonly type: 'vote'; readonly cards: readonly VoteCard[] }
  | { readonly type: 'takeTreasure'; readonly from: 'galleon' | Hold; readonly hold: Hold }
  | { readonly type: 'chooseSlot'; readonly slot: number }
  /** Forced player: let the forcer choose (what the timer does when he runs out of time). */
  | { readonly type: 'deferToForcer' }
  | { readonly type: 'moveWithLetterOfMarque'; readonly pirate: number; readonly ship: ShipName }
  | { readonly type: 'keepLetterOfMarque' }
  /** IT-1e Letter of Marque: draw a vote card, then put one on top of the vote deck. */
  | { readonly type: 'drawVoteCard' }
  | { readonly type: 'returnVoteCard'; readonly card: VoteCard }
  | { readonly type: 'shootPirate'; readonly target: number }
  | { readonly type: 'giveTreasureMap'; readonly to: number }
  | { readonly type: 'blowUpRowboat'; readonly ship: ShipName }
  | { readonly type: 'shareCabinFever'; readonly target: number }
  | { readonly type: 'searchVoteHand'; readonly target: number }
  | { readonly type: 'giveVoteCard'; readonly card: VoteCard }
  | { readonly type: 'useFountainOfYouth' }
  | { readonly type: 'useAtlantis' }
  | { readonly type: 'declineAtlantis' }
  | { readonly type: 'acceptMarooning' }
  | { readonly type: 'loseVoteCard'; readonly card: VoteCard };

export type TortugaActionType = TortugaAction['type'];

/** The fields each action type carries besides `type`; anything else makes an action malformed. */
const ACTION_FIELDS: Readonly<Record<TortugaActionType, readonly string[]>> = {
  placeStartingTreasure: ['hold'],
  chooseStart: ['place', 'position'],
  peek: ['slots'],
  reveal: ['slot'],
  force: ['slots', 'target'],
  move: ['to'],
  attack: [],
  maroon: ['target'],
  mutiny: [],
  shiftTreasure: ['from'],
  brawl: [],
  playLetterOfMarque: ['pirate', 'ship'],
  vote: ['cards'],
  takeTreasure: ['from', 'hold'],
  chooseSlot: ['slot'],
  deferToForcer: [],
  moveWithLetterOfMarque: ['pirate', 'ship'],
  keepLetterOfMarque: [],
  drawVoteCard: [],
  returnVoteCard: ['card'],
  shootPirate: ['target'],
  giveTreasureMap: ['to'],
  blowUpRowboat: ['ship'],
  shareCabinFever: ['target'],
  searchVoteHand: ['target'],
  giveVoteCard: ['card'],
  useFountainOfYouth: [],
  useAtlantis: [],
  declineAtlantis: [],
  acceptMarooning: [],
  loseVoteCard: ['card'],
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The action's type if the value is an action of this game: a known type and exactly its fields. */
export function actionType(value: unknown): TortugaActionType | null {
  if (!isRecord(value)) return null;
  const type = value['type'];
  if (typeof type !== 'string' || !Object.hasOwn(ACTION_FIELDS, type)) return null;
  const fields = ACTION_FIELDS[type as TortugaActionType];
  for (const key of Object.keys(value)) if (key !== 'type' && !fields.includes(key)) return null;
  for (const field of fields) if (!Object.hasOwn(value, field)) return null;
  return type as TortugaActionType;
}

export function parseSeat(value: unknown, players: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < players ? value : null;
}

/** A 1-based slot number → the row index, or null. */
export function parseSlot(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? value - 1 : null;
}

/** Two different slots → their row indexes in increasing order, or null. */
export function parseSlotPair(value: unknown): [number, number] | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const a = parseSlot(value[0]);
  const b = parseSlot(value[1]);
  if (a === null || b === null || a === b) return null;
  return a < b ? [a, b] : [b, a];
}

export function parseHold(value: unknown): Hold | null {
  return HOLDS.includes(value as Hold) ? (value as Hold) : null;
}

export function parsePlace(value: unknown): Place | null {
  return PLACES.includes(value as Place) ? (value as Place) : null;
}

export function parseShipName(value: unknown): ShipName | null {
  return SHIP_NAMES.includes(value as ShipName) ? (value as ShipName) : null;
}

/** A vote card as a client wrote it → its code, or null if it is not a vote card. */
export function parseVoteCard(value: unknown): VoteCode | null {
  if (!isRecord(value)) return null;
  for (const key of Object.keys(value))
    if (key !== 'top' && key !== 'flag' && key !== 'bottom' && key !== 'double') return null;
  const { top, flag, bottom, double } = value;
  if (
    typeof top !== 'string' ||
    typeof flag !== 'string' ||
    typeof bottom !== 'string' ||
    typeof double !== 'boolean'
  ) {
    return null;
  }
  const code = voteCodeOf({ top, flag, bottom, double } as VoteCard);
  return code >= 0 && code < VOTE_KIND_COUNT ? code : null;
}
