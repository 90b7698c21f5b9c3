import type { Colour, Good } from './data.js';

/**
 * Actions as clients write them: strict JSON objects `{ type, ...fields }`. Crew cards are ids like
 * `red-5` or `ghost-7`, loot cards `rum-6` or `plus8`, cards on a ship the loot id or `prisoner-3`,
 * ships the name of their good.
 */
export type PortRoyalAction =
  /** Auction: raise the high bid to `amount` tons (yellow debt + amount ≤ 19). */
  | { readonly type: 'bid'; readonly amount: number }
  /** Auction: pass (final for this auction). */
  | { readonly type: 'pass' }
  /** Privilege (a), twice: set a crew card aside face down for this round. */
  | { readonly type: 'setAside'; readonly card: string }
  /** Privilege (b): the trump colour of the round. */
  | { readonly type: 'chooseTrump'; readonly colour: Colour }
  /** Privilege (c): who leads the first trick. */
  | { readonly type: 'chooseLeader'; readonly seat: number }
  /** The leader puts the pirate on a displayed loot card. */
  | { readonly type: 'chooseLoot'; readonly loot: string }
  | { readonly type: 'playCard'; readonly card: string }
  /** The loot card won goes onto a ship (a standard card onto the ship of its good only). */
  | { readonly type: 'loadLoot'; readonly ship: Good }
  /** The privileged player discards the loot card won to move his black cube down by its value. */
  | { readonly type: 'payDebt' }
  /** Discard the loot card won together with the `Remove 1 card` kept beside the board. */
  | { readonly type: 'useRemove' }
  /** `Remove 1 card` won: discard it now together with one card from one of your ships. */
  | { readonly type: 'removeCard'; readonly card: string }
  /** `Remove 1 card` won: keep it beside the board for later. */
  | { readonly type: 'keepRemove' }
  /** `Move 1 card` won: move a special or prisoner card from one of your ships to another. */
  | { readonly type: 'moveCard'; readonly card: string; readonly to: Good }
  /** `Move 1 card` won: discard it without moving anything. */
  | { readonly type: 'discardMove' }
  /** Place a prisoner card (by value) from beneath the loot won face down on a ship. */
  | { readonly type: 'placePrisoner'; readonly prisoner: number; readonly ship: Good };

export type PortRoyalActionType = PortRoyalAction['type'];

/** The fields each action type carries besides `type`; anything else makes an action malformed. */
const ACTION_FIELDS: Readonly<Record<PortRoyalActionType, readonly string[]>> = {
  bid: ['amount'],
  pass: [],
  setAside: ['card'],
  chooseTrump: ['colour'],
  chooseLeader: ['seat'],
  chooseLoot: ['loot'],
  playCard: ['card'],
  loadLoot: ['ship'],
  payDebt: [],
  useRemove: [],
  removeCard: ['card'],
  keepRemove: [],
  moveCard: ['card', 'to'],
  discardMove: [],
  placePrisoner: ['prisoner', 'ship'],
};

/**
 * The action's type if the value is an object with a known type and exactly that type's fields
 * (none missing, none extra); null otherwise.
 */
export function actionType(value: unknown): PortRoyalActionType | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const type = record['type'];
  if (typeof type !== 'string' || !Object.hasOwn(ACTION_FIELDS, type)) return null;
  const fields = ACTION_FIELDS[type as PortRoyalActionType];
  let count = 0;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (key !== 'type' && !fields.includes(key)) return null;
    count++;
  }
  if (count !== fields.length + 1) return null;
  return type as PortRoyalActionType;
}
