import type { Random } from '../../core/random.js';
import type { CrewCode, LootCode } from './data.js';
import type { DisplayCard, PortRoyalState, Ship } from './state.js';

const byCode = (a: number, b: number) => a - b;

/**
 * The same game as far as `seat` (-1: a spectator) can tell: every crew card it cannot see (other
 * hands, another player's set-aside cards) is dealt anew, every prisoner card it has not seen (the
 * prisoner deck, beneath display cards, on other players' ships until the end, another winner's
 * prisoners being placed, removed by others) is redistributed, the loot deck is reshuffled above its
 * known bottom card, and the generator is replaced. Sizes and counts stay as they are.
 */
export function disguise(state: PortRoyalState, seat: number, random: Random): PortRoyalState {
  const over = state.step === 'over';

  const seesAside = state.privileged === seat;
  const crew = random.redeal([
    ...state.hands.flatMap((hand, other) => (other === seat ? [] : hand)),
    ...(seesAside ? [] : state.setAside),
  ]);
  const takeCrew = (count: number): CrewCode[] => crew.splice(0, count).sort(byCode);
  const hands = state.hands.map((hand, other) => (other === seat ? hand : takeCrew(hand.length)));
  const setAside = seesAside ? state.setAside : takeCrew(state.setAside.length);

  const hiddenShip = (owner: number) => !over && owner !== seat;
  const wonHidden = state.won !== null && state.won.seat !== seat;
  const prisoners = random.redeal([
    ...state.prisonerDeck,
    ...state.display.flatMap((card) => card.prisoners),
    ...state.ships.flatMap((row, owner) => (hiddenShip(owner) ? row.flatMap((ship) => ship.prisoners) : [])),
    ...(wonHidden && state.won ? state.won.prisoners : []),
    ...state.discardedPrisoners.flatMap((removed, owner) => (owner === seat ? [] : removed)),
  ]);
  const takePrisoners = (count: number): number[] => prisoners.splice(0, count);
  const prisonerDeck = takePrisoners(state.prisonerDeck.length);
  const display: DisplayCard[] = state.display.map((card) => ({
    loot: card.loot,
    prisoners: takePrisoners(card.prisoners.length),
  }));
  const ships = state.ships.map((row, owner) =>
    hiddenShip(owner)
      ? row.map((ship): Ship => ({ loot: ship.loot, prisoners: takePrisoners(ship.prisoners.length) }))
      : row,
  );
  const won =
    wonHidden && state.won
      ? { seat: state.won.seat, loot: state.won.loot, prisoners: takePrisoners(state.won.prisoners.length) }
      : state.won;
  const discardedPrisoners = state.discardedPrisoners.map((removed, owner) =>
    owner === seat ? removed : takePrisoners(removed.length),
  );

  // The bottom card (Move 1 card) is known to be last; the order above it is not.
  const lootDeck: LootCode[] =
    state.lootDeck.length > 0
      ? [state.lootDeck[0] as LootCode, ...random.redeal(state.lootDeck.slice(1))]
      : [];

  return {
    ...state,
    hands,
    setAside,
    prisonerDeck,
    display,
    ships,
    won,
    discardedPrisoners,
    lootDeck,
    random: [random.int(1, 1e9), random.int(1, 1e9), random.int(1, 1e9), random.int(1, 1e9)],
  };
}
