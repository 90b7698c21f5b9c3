import type { Random } from '../../core/random.js';
import { CARD_KINDS, type CardCode } from './data.js';
import type { CartagenaState } from './state.js';

function codesOf(hand: readonly number[]): CardCode[] {
  const codes: CardCode[] = [];
  hand.forEach((count, code) => {
    for (let i = 0; i < count; i++) codes.push(code);
  });
  return codes;
}

/**
 * The same game as far as `seat` (-1: a spectator) can tell: other hands, the unknown part of the
 * draw pile, another player's power cards in progress and the closed chests are dealt anew, and the
 * generator is replaced. Sizes, the board and everything `seat` has been shown stay as they are.
 */
export function disguise(state: CartagenaState, seat: number, random: Random): CartagenaState {
  const actor = state.turn.seat;
  const pending = state.pending;
  const sees = (other: number) =>
    other === seat || (pending?.kind === 'pistol' && actor === seat && pending.target === other);
  const memory = state.lanternMemory;
  const known = memory && memory.seat === seat ? memory.cards.length : 0;
  const hiddenPile = state.drawPile.slice(0, state.drawPile.length - known);
  const hiddenPending = pending && pending.kind !== 'pistol' && actor !== seat ? pending.cards : [];

  const pool = random.redeal([
    ...state.hands.flatMap((hand, other) => (sees(other) ? [] : codesOf(hand))),
    ...hiddenPile,
    ...hiddenPending,
  ]);
  const take = (count: number) => pool.splice(0, count);
  const hands = state.hands.map((hand, other) => {
    if (sees(other)) return hand;
    const fresh = new Array<number>(CARD_KINDS).fill(0);
    for (const code of take(codesOf(hand).length)) fresh[code] = (fresh[code] as number) + 1;
    return fresh;
  });
  const newPending =
    pending && pending.kind !== 'pistol' && actor !== seat
      ? { ...pending, cards: take(pending.cards.length) }
      : pending;
  const drawPile = [...take(hiddenPile.length), ...state.drawPile.slice(hiddenPile.length)];

  const closed = (state.chests ?? []).flatMap((tile, square) => (tile === null ? [] : [square]));
  const tiles = random.redeal(closed.map((square) => state.chests?.[square] as number));
  const chests =
    state.chests &&
    state.chests.map((tile, square) => (tile === null ? null : (tiles[closed.indexOf(square)] as number)));

  return {
    ...state,
    hands,
    pending: newPending,
    drawPile,
    chests,
    random: [random.int(1, 1e9), random.int(1, 1e9), random.int(1, 1e9), random.int(1, 1e9)],
  };
}
