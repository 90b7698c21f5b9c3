/** Black Magic Woman: the card powers (pistol, rum, lantern, chest) and their follow-up choices. */
import { snakeTarget } from './board.js';
import { SNAKE, cardOf, type CardCode } from './data.js';
import type { CartagenaDraft } from './draft.js';
import { darkPlayed, enforceHandLimit } from './filibuster.js';
import { RULES } from './rules.js';
import { dealChests } from './setup.js';
import type { CartagenaState } from './state.js';
function playPower(
  draft: CartagenaDraft,
  seat: number,
  code: CardCode,
  power: 'pistol' | 'rum' | 'lantern' | 'chest',
): void {
  draft.discardFromHand(seat, code);
  draft.emit({ type: 'cardPlayed', seat, cards: [cardOf(code)], power, as: null });
  draft.useActions(1);
}

export function usePistol(draft: CartagenaDraft, seat: number, code: CardCode, target: number): void {
  playPower(draft, seat, code, 'pistol');
  draft.emitSeen(seat, handCards(draft, target), 'hand', target);
  draft.pending = { kind: 'pistol', target, dark: darkPlayed(draft, [code]) };
}

export function useRum(draft: CartagenaDraft, seat: number, code: CardCode): void {
  playPower(draft, seat, code, 'rum');
  const cards = drawForPower(draft, seat, draft.players + 1);
  const given = new Array<boolean>(draft.players).fill(false);
  draft.pending = { kind: 'rum', cards, given, dark: darkPlayed(draft, [code]) };
  finishRumIfDone(draft, seat);
}

export function useLantern(draft: CartagenaDraft, seat: number, code: CardCode): void {
  playPower(draft, seat, code, 'lantern');
  const cards = drawForPower(draft, seat, RULES.lanternDraw);
  draft.pending = { kind: 'lantern', cards, kept: false, dark: darkPlayed(draft, [code]) };
  if (cards.length === 0) completePower(draft, seat);
}

/** Rum and Lantern: cards drawn into the actor's sight, not (yet) into a hand. */
function drawForPower(draft: CartagenaDraft, seat: number, count: number): CardCode[] {
  const cards = draft.drawFromPile(count);
  draft.emit({ type: 'cardsDrawn', seat, count: cards.length });
  if (cards.length > 0) draft.emitSeen(seat, cards, 'drawn', null);
  return cards;
}

export function openChest(draft: CartagenaDraft, seat: number, code: CardCode, at: number): void {
  playPower(draft, seat, code, 'chest');
  const chests = draft.chests as (number | null)[];
  const tile = chests[at] as number;
  chests[at] = null;
  draft.emit({
    type: 'chestOpened',
    seat,
    square: at,
    treasure: tile === SNAKE ? 0 : tile,
    snake: tile === SNAKE,
  });
  if (tile === SNAKE) {
    const refuge = snakeTarget(draft, at);
    if (refuge !== at) draft.movePirates(seat, seat, at, refuge, 1, 'snake');
    draft.chests = dealChests(draft.random, draft.symbols);
    draft.emit({ type: 'chestsShuffled' });
  } else if (tile > 0) {
    draft.drawInto(seat, tile);
  }
  if (darkPlayed(draft, [code])) enforceHandLimit(draft, seat);
}

function handCards(draft: CartagenaDraft, seat: number): CardCode[] {
  const cards: CardCode[] = [];
  (draft.hands[seat] as readonly number[]).forEach((count, code) => {
    for (let i = 0; i < count; i++) cards.push(code);
  });
  return cards;
}

/** Pistol, second step: the card taken from the target's hand; the target draws one. */
export function takeCard(draft: CartagenaDraft, seat: number, code: CardCode): void {
  const pending = draft.pending as Extract<CartagenaState['pending'], { kind: 'pistol' }>;
  draft.removeFromHand(pending.target, code);
  draft.giveCards(seat, [code]);
  draft.emit({ type: 'cardTaken', seat, from: pending.target });
  draft.emitSeen(pending.target, [code], 'stolen', seat);
  draft.drawInto(pending.target, 1);
  completePower(draft, seat);
}

/** Rum, second step: one of the drawn cards for another player. */
export function giveCard(draft: CartagenaDraft, seat: number, code: CardCode, to: number): void {
  const pending = draft.pending as Extract<CartagenaState['pending'], { kind: 'rum' }>;
  draft.giveCards(to, [code]);
  draft.emit({ type: 'cardGiven', seat, to });
  draft.emitSeen(to, [code], 'given', seat);
  const given = pending.given.slice();
  given[to] = true;
  draft.pending = { ...pending, cards: without(pending.cards, code), given };
  finishRumIfDone(draft, seat);
}

/** Lantern, second step: the card kept. */
export function keepCard(draft: CartagenaDraft, seat: number, code: CardCode): void {
  const pending = draft.pending as Extract<CartagenaState['pending'], { kind: 'lantern' }>;
  const rest = without(pending.cards, code);
  draft.giveCards(seat, [code]);
  draft.emit({ type: 'cardKept', seat });
  draft.pending = { ...pending, cards: rest, kept: true };
  if (rest.length === 0) completePower(draft, seat);
}

/** Lantern, third step: a card put back on top; the last one back is the top of the pile. */
export function returnCard(draft: CartagenaDraft, seat: number, code: CardCode): void {
  const pending = draft.pending as Extract<CartagenaState['pending'], { kind: 'lantern' }>;
  const rest = without(pending.cards, code);
  draft.putOnTop(seat, code);
  draft.emit({ type: 'cardReturned', seat });
  if (rest.length > 0) {
    draft.pending = { ...pending, cards: rest };
    return;
  }
  completePower(draft, seat);
}

/** A list without one copy of `code`. */
function without(cards: readonly CardCode[], code: CardCode): CardCode[] {
  const index = cards.indexOf(code);
  return cards.filter((_, i) => i !== index);
}

/** Rum ends when every other player has a card or only the two the actor keeps are left. */
function finishRumIfDone(draft: CartagenaDraft, seat: number): void {
  const pending = draft.pending;
  if (pending?.kind !== 'rum') return;
  const everyoneServed = pending.given.every((given, other) => given || other === seat);
  if (pending.cards.length > RULES.rumKeep && !everyoneServed) return;
  draft.giveCards(seat, pending.cards);
  completePower(draft, seat);
}

function completePower(draft: CartagenaDraft, seat: number): void {
  const dark = draft.pending?.dark ?? false;
  draft.pending = null;
  if (dark) enforceHandLimit(draft, seat);
}
