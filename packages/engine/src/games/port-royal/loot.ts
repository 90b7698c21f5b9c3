import type { ActionOf, PortRoyalAction } from './actions.js';
import {
  GOOD_INDEX,
  GOODS,
  LOOT_IDS,
  MOVE,
  REMOVE,
  lootById,
  prisonerById,
  type Good,
  type LootCode,
} from './data.js';
import { without, type PortRoyalDraft } from './draft.js';
import { hasMovableCard } from './legal.js';
import { endRound } from './round.js';
import { RULES } from './rules.js';
import { debtPaid } from './scoring.js';

/**
 * The loot won (S001 "Caricare il bottino", the special cards): the trick's winner settles the loot
 * card — loads it, pays debt with it, or uses Remove or Move — then places the prisoner cards that
 * lay beneath it, and the next trick begins. Each handler carries out a legal action.
 */

const shipName = (good: number): Good => GOODS[good] ?? 'biscuits';
const lootId = (code: LootCode): string => LOOT_IDS[code] ?? '';

/** Carries out a trick winner's action for the loot card won or its prisoner cards. */
export function settle(draft: PortRoyalDraft, seat: number, action: PortRoyalAction): void {
  switch (action.type) {
    case 'loadLoot':
      return loadLoot(draft, seat, action);
    case 'payDebt':
      return payDebt(draft, seat);
    case 'useRemove':
      return useRemove(draft, seat);
    case 'removeCard':
      return removeCard(draft, seat, action);
    case 'keepRemove':
      return keepRemove(draft, seat);
    case 'moveCard':
      return moveCard(draft, seat, action);
    case 'discardMove':
      return discardMove(draft, seat);
    case 'placePrisoner':
      return placePrisoner(draft, seat, action);
    default:
      return;
  }
}

/** The loot card being settled (a legal settle action means there is one). */
function wonLoot(draft: PortRoyalDraft): LootCode {
  return draft.won?.loot ?? -1;
}

/** The loot card is dealt with; `discarded` when it went to the discard pile instead of a ship. */
function lootSettled(draft: PortRoyalDraft, discarded = false): void {
  let won = draft.won;
  if (won === null) return;
  if (discarded && won.prisoners.length > 0 && draft.options.prisonersOfDiscardedLoot === 'lost') {
    draft.ownDiscardedPrisoners(won.seat).push(...won.prisoners);
    draft.emit({ type: 'prisonersDiscarded', seat: won.seat, count: won.prisoners.length });
    won = { seat: won.seat, loot: won.loot, prisoners: [] };
  }
  draft.won = { seat: won.seat, loot: null, prisoners: won.prisoners };
  if (won.prisoners.length > 0) {
    draft.step = 'placePrisoner';
    return;
  }
  finishTrick(draft);
}

function loadLoot(draft: PortRoyalDraft, seat: number, action: ActionOf<'loadLoot'>): void {
  const loot = wonLoot(draft);
  const good = GOOD_INDEX[action.ship];
  const ship = draft.ship(seat, good);
  draft.setShip(seat, good, { loot: [...ship.loot, loot], prisoners: ship.prisoners });
  draft.emit({ type: 'lootLoaded', seat, loot: lootId(loot), ship: action.ship });
  lootSettled(draft);
}

function payDebt(draft: PortRoyalDraft, seat: number): void {
  const loot = wonLoot(draft);
  const black = draft.black ?? 0;
  const amount = debtPaid(loot, black, draft.debt[seat] ?? 0);
  draft.black = black - amount;
  draft.ownDiscard().push(loot);
  draft.emit({ type: 'debtPaid', seat, loot: lootId(loot), amount, black: draft.black });
  lootSettled(draft, true);
}

function useRemove(draft: PortRoyalDraft, seat: number): void {
  const loot = wonLoot(draft);
  draft.removeHolder = null;
  draft.ownDiscard().push(loot, REMOVE);
  draft.emit({ type: 'lootRemoved', seat, loot: lootId(loot) });
  lootSettled(draft, true);
}

/** A card on a ship as an action names it: a loot card, or a prisoner card by value. */
interface ShipCard {
  readonly loot: LootCode | null;
  readonly prisoner: number;
}

function shipCard(id: string): ShipCard {
  return { loot: lootById(id), prisoner: prisonerById(id) ?? 0 };
}

/** The ship of `seat`'s that carries the card. */
function shipOf(draft: PortRoyalDraft, seat: number, card: ShipCard): number {
  const row = draft.ships[seat] ?? [];
  return row.findIndex((ship) =>
    card.loot !== null ? ship.loot.includes(card.loot) : ship.prisoners.includes(card.prisoner),
  );
}

function removeCard(draft: PortRoyalDraft, seat: number, action: ActionOf<'removeCard'>): void {
  const card = shipCard(action.card);
  const good = shipOf(draft, seat, card);
  const ship = draft.ship(seat, good);
  if (card.loot !== null) {
    draft.setShip(seat, good, { loot: without(ship.loot, card.loot), prisoners: ship.prisoners });
    draft.ownDiscard().push(card.loot, REMOVE);
    draft.emit({ type: 'cardRemoved', seat, ship: shipName(good), loot: action.card });
  } else {
    draft.setShip(seat, good, { loot: ship.loot, prisoners: without(ship.prisoners, card.prisoner) });
    draft.ownDiscardedPrisoners(seat).push(card.prisoner);
    draft.ownDiscard().push(REMOVE);
    draft.emit({ type: 'cardRemoved', seat, ship: shipName(good), loot: null });
    draft.emit(
      { type: 'prisonersSeen', seat, prisoners: [card.prisoner], reason: 'removed', ship: shipName(good) },
      [seat],
    );
  }
  lootSettled(draft);
}

function keepRemove(draft: PortRoyalDraft, seat: number): void {
  draft.removeHolder = seat;
  draft.emit({ type: 'removeKept', seat });
  lootSettled(draft);
}

function moveCard(draft: PortRoyalDraft, seat: number, action: ActionOf<'moveCard'>): void {
  const card = shipCard(action.card);
  const from = shipOf(draft, seat, card);
  const to = GOOD_INDEX[action.to];
  const source = draft.ship(seat, from);
  const target = draft.ship(seat, to);
  if (card.loot !== null) {
    draft.setShip(seat, from, { loot: without(source.loot, card.loot), prisoners: source.prisoners });
    draft.setShip(seat, to, { loot: [...target.loot, card.loot], prisoners: target.prisoners });
    draft.emit({ type: 'cardMoved', seat, from: shipName(from), to: action.to, loot: action.card });
  } else {
    const prisoner = card.prisoner;
    draft.setShip(seat, from, { loot: source.loot, prisoners: without(source.prisoners, prisoner) });
    draft.setShip(seat, to, { loot: target.loot, prisoners: [...target.prisoners, prisoner] });
    draft.emit({ type: 'cardMoved', seat, from: shipName(from), to: action.to, loot: null });
    draft.emit({ type: 'prisonersSeen', seat, prisoners: [prisoner], reason: 'moved', ship: action.to }, [
      seat,
    ]);
  }
  draft.ownDiscard().push(MOVE);
  lootSettled(draft);
}

function discardMove(draft: PortRoyalDraft, seat: number): void {
  const reason = hasMovableCard(draft, seat) ? 'declined' : 'nothingToMove';
  draft.ownDiscard().push(MOVE);
  draft.emit({ type: 'moveDiscarded', seat, reason });
  lootSettled(draft);
}

/** All the prisoner cards taken with the loot go face down onto the one ship chosen (S001). */
function placePrisoner(draft: PortRoyalDraft, seat: number, action: ActionOf<'placePrisoner'>): void {
  const won = draft.won;
  if (won === null) return;
  const placing = won.prisoners.slice();
  const good = GOOD_INDEX[action.ship];
  const ship = draft.ship(seat, good);
  draft.setShip(seat, good, { loot: ship.loot, prisoners: [...ship.prisoners, ...placing] });
  draft.won = { seat: won.seat, loot: won.loot, prisoners: [] };
  for (let i = 0; i < placing.length; i++) draft.emit({ type: 'prisonerPlaced', seat, ship: action.ship });
  draft.emit({ type: 'prisonersSeen', seat, prisoners: placing, reason: 'placed', ship: action.ship }, [
    seat,
  ]);
  finishTrick(draft);
}

/** The winner leads the next trick; after the eighth the round ends. */
function finishTrick(draft: PortRoyalDraft): void {
  const won = draft.won;
  const trick = draft.trick;
  draft.won = null;
  if (won === null || trick === null) return;
  if (trick.number >= RULES.tricksPerRound) {
    endRound(draft);
    return;
  }
  draft.trick = { number: trick.number + 1, leader: won.seat, stake: null, cards: [] };
  draft.step = 'chooseLoot';
  draft.turn = won.seat;
}
