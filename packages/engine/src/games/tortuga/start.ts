import { captainOf, governor, shipName } from './board.js';
import { SHIP_CAPACITY, type Hold } from './data.js';
import type { TortugaDraft } from './draft.js';
import { startTurn } from './flow.js';
import { DECISIONS } from './rules.js';
import type { StartChoice, TortugaState } from './state.js';

/**
 * The start, before the first turn: the captains place their treasure (standard start), or the pawns
 * drawn from the bag choose their spaces one at a time (brain-burner start).
 */

/** Standard start: the captain whose turn it is puts his treasure in a hold; the last one starts play. */
export function placeStartingTreasure(draft: TortugaDraft, hold: Hold): void {
  const pending = draft.waiting('startingTreasure');
  const [ship, ...rest] = pending.ships;
  if (ship === undefined) return;
  draft.ship(ship).holds[hold] += draft.rules.startingTreasure.perCaptain;
  draft.lean(captainOf(draft.s, ship) ?? 0, hold);
  draft.emit({
    type: 'startingTreasurePlaced',
    seat: captainOf(draft.s, ship) ?? 0,
    ship: shipName(ship),
    hold,
  });
  if (rest.length > 0) {
    draft.setPending({ kind: 'startingTreasure', ships: rest });
  } else {
    draft.setPending(null);
    startTurn(draft, draft.s.turn.seat);
  }
}

/** The highest position a pawn may choose at a place in the brain-burner start. */
export function startPositions(state: TortugaState, place: StartChoice['place']): number {
  return place === 'tortuga' ? Math.max(DECISIONS.brainBurnerTortugaSpaces, state.players) : SHIP_CAPACITY;
}

/** Brain-burner start: the drawn pawn takes a free space; once all are placed, gaps close and play starts. */
export function chooseStart(
  draft: TortugaDraft,
  seat: number,
  place: StartChoice['place'],
  position: number,
): void {
  const pending = draft.waiting('chooseStart');
  const chosen: StartChoice[] = [...pending.chosen, { seat, place, position }];
  draft.emit({ type: 'startChosen', seat, place, position });
  if (chosen.length < pending.order.length) {
    draft.setPending({ kind: 'chooseStart', order: pending.order, chosen });
    return;
  }
  // Everyone is placed: gaps close toward the front.
  const ordered = (where: StartChoice['place']) =>
    chosen
      .filter((choice) => choice.place === where)
      .sort((a, b) => a.position - b.position)
      .map((choice) => choice.seat);
  draft.ship(0).crew = ordered('flyingDutchman');
  draft.ship(1).crew = ordered('jollyRoger');
  draft.s.tortuga.line = ordered('tortuga');
  draft.setPending(null);
  const candidates = DECISIONS.brainBurnerFirstPlayer.map((who) =>
    who === 'jollyRogerCaptain'
      ? captainOf(draft.s, 1)
      : who === 'flyingDutchmanCaptain'
        ? captainOf(draft.s, 0)
        : governor(draft.s),
  );
  const first = candidates.find((candidate) => candidate !== null) ?? 0;
  startTurn(draft, first);
}
