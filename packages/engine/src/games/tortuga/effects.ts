import { companionsOf, locate, placeOf, shipName, SHIPS, type Location } from './board.js';
import { TREASURE_MAPS, type EventCard, type ShipIndex, type TreasureMap } from './data.js';
import { armadaRevealed, shuffleRow } from './flow.js';
import { board, checkAlbatross, maroon, requestMaroon } from './maroon.js';
import { sortedCards, type Work } from './work.js';

/**
 * Turns a face-down card up: the revealer resolves it, the slot is refilled from the deck (FR-2e
 * shuffles the row when the last deck card enters it). The Armada ends the game at once.
 */
export function reveal(work: Work, seat: number, index: number, forcedBy: number | null): void {
  const s = work.s;
  const card = s.row[index] as EventCard;
  s.row[index] = null;
  work.forgetSlot(index);
  work.emit({ type: 'eventRevealed', seat, slot: index + 1, card, forcedBy });
  if (card === 'spanishArmada') return armadaRevealed(work);
  const next = s.eventDeck.shift();
  if (next !== undefined) {
    s.row[index] = next;
    work.emit({ type: 'rowRefilled', slot: index + 1, deckLeft: s.eventDeck.length });
    if (s.eventDeck.length === 0 && work.rules.shuffleRowAtDeckEnd) shuffleRow(work);
  }
  resolveCard(work, seat, card);
}

function discard(work: Work, card: EventCard): void {
  work.s.discard.push(card);
}

function resolveCard(work: Work, seat: number, card: EventCard): void {
  const s = work.s;
  switch (card) {
    case 'letterOfMarque':
    case 'pistol':
    case 'cabinFever':
    case 'crowsNest':
    case 'fountainOfYouth':
    case 'atlantis':
    case 'elDorado':
      work.setPending({ kind: 'eventChoice', seat, card });
      return;
    case 'blackPowder': {
      // Back in play after a sudden-death reshuffle, it can only destroy what is left.
      const intact = SHIPS.filter((ship) => !work.rowboat(ship).destroyed);
      if (intact.length === 0) {
        discard(work, card);
        return work.emit({ type: 'noEffect', seat, card });
      }
      if (work.rules.blackPowder === 'oneRowboat') {
        work.setPending({ kind: 'eventChoice', seat, card });
        return;
      }
      discard(work, card);
      // IT-1e: both rowboats go down; the Flying Dutchman's occupant reaches Tortuga first.
      for (const ship of intact) blowUp(work, seat, ship);
      return;
    }
    case 'blackSpot':
      discard(work, card);
      return requestMaroon(work, seat, 'blackSpot');
    case 'albatross': {
      s.albatross[seat] = (s.albatross[seat] ?? 0) + 1;
      work.emit({ type: 'albatrossKept', seat, count: s.albatross[seat] as number });
      const at = locate(s, seat);
      if (at.kind === 'ship') checkAlbatross(work, at.ship);
      return;
    }
    case 'pirateCode':
      s.pirateCode = { seat, skipped: 0 };
      work.emit({ type: 'pirateCodeKept', seat });
      return;
    case 'eightBells':
      discard(work, card);
      return eightBells(work, seat);
    case 'facade':
      discard(work, card);
      return facade(work, seat);
    case 'stormySeas':
      discard(work, card);
      return stormySeas(work, seat);
    case 'scurvy': {
      discard(work, card);
      const seats = companionsOf(s, seat).slice();
      for (const other of seats) s.skipNextTurn[other] = true;
      work.emit({ type: 'scurvy', seats });
      return;
    }
    case 'spanishArmada':
      return;
  }
}

export function blowUp(work: Work, seat: number, ship: ShipIndex): void {
  const boat = work.rowboat(ship);
  boat.destroyed = true;
  work.emit({ type: 'rowboatDestroyed', seat, ship: shipName(ship) });
  if (boat.occupant !== null) maroon(work, boat.occupant, 'blackPowder');
}

/** Every pawn at the revealer's ship or on Tortuga goes in the bag and is drawn back in a new order. */
function eightBells(work: Work, seat: number): void {
  const s = work.s;
  const at = locate(s, seat);
  const line = at.kind === 'ship' ? work.crew(at.ship) : at.kind === 'tortuga' ? s.tortuga.line : null;
  if (line === null || line.length < 2) {
    work.emit({ type: 'noEffect', seat, card: 'eightBells' });
    return;
  }
  const order = work.random.shuffle(line);
  line.splice(0, line.length, ...order);
  work.emit({ type: 'pawnsReordered', place: placeOf(at), order });
}

function putAt(work: Work, location: Location, seat: number): void {
  if (location.kind === 'ship') work.crew(location.ship)[location.index] = seat;
  else if (location.kind === 'rowboat') work.rowboat(location.ship).occupant = seat;
  else work.s.tortuga.line[location.index] = seat;
}

/** Façade: the revealer swaps places with the player to his right (seat − 1). */
function facade(work: Work, seat: number): void {
  const s = work.s;
  const right = (seat - 1 + s.players) % s.players;
  const mine = locate(s, seat);
  const theirs = locate(s, right);
  putAt(work, mine, right);
  putAt(work, theirs, seat);
  work.emit({
    type: 'pirateMoved',
    seat,
    from: placeOf(mine),
    to: placeOf(theirs),
    reason: 'facade',
    by: seat,
  });
  work.emit({
    type: 'pirateMoved',
    seat: right,
    from: placeOf(theirs),
    to: placeOf(mine),
    reason: 'facade',
    by: seat,
  });
  for (const ship of SHIPS) checkAlbatross(work, ship);
}

/** Stormy Seas: a ship's treasure returns to the Galleon; Tortuga's to its starting spots. */
function stormySeas(work: Work, seat: number): void {
  const s = work.s;
  const at = locate(s, seat);
  if (at.kind === 'ship') {
    const holds = work.ship(at.ship).holds;
    const count = holds.british + holds.french;
    if (count === 0) return work.emit({ type: 'noEffect', seat, card: 'stormySeas' });
    s.galleon += count;
    holds.british = 0;
    holds.french = 0;
    work.emit({ type: 'treasureToGalleon', ship: shipName(at.ship), count });
    return;
  }
  if (at.kind === 'rowboat') return work.emit({ type: 'noEffect', seat, card: 'stormySeas' });
  const island = s.tortuga;
  const total = island.areas.british + island.areas.french + island.loose;
  if (work.rules.stormySeasTortuga === 'loose') {
    island.areas = { british: 0, french: 0 };
    island.loose = total;
  } else {
    const start = work.rules.startingTreasure.areas;
    island.areas = { british: start.british, french: start.french };
    island.loose = total - start.british - start.french;
  }
  work.emit({ type: 'tortugaTreasureMoved', ...island.areas, loose: island.loose });
}

// ——— The revealer's choices ———

export function isMap(card: EventCard): card is TreasureMap {
  return (TREASURE_MAPS as readonly string[]).includes(card);
}

/** Letter of Marque (revealed or saved): a pirate from Tortuga or a rowboat to the back of a ship. */
export function letterOfMarqueMove(work: Work, seat: number, pirate: number, ship: ShipIndex): void {
  const from = work.lift(pirate);
  work.emit({
    type: 'pirateMoved',
    seat: pirate,
    from: placeOf(from),
    to: shipName(ship),
    reason: 'letterOfMarque',
    by: seat,
  });
  board(work, pirate, ship);
}

export function giveMap(work: Work, seat: number, map: TreasureMap, to: number): void {
  (work.s.maps[to] as TreasureMap[]).push(map);
  work.emit({ type: 'treasureMapGiven', seat, to, map });
  if (map === 'elDorado') work.drawInto(to, 1);
}

/** Cabin Fever: the two loyalty cards are shuffled and dealt back; each looks at his new card. */
export function cabinFever(work: Work, seat: number, target: number): void {
  const s = work.s;
  const cards = work.random.shuffle([
    { loyalty: s.loyalties[seat] as (typeof s.loyalties)[number], faceUp: s.loyaltyFaceUp[seat] as boolean },
    {
      loyalty: s.loyalties[target] as (typeof s.loyalties)[number],
      faceUp: s.loyaltyFaceUp[target] as boolean,
    },
  ]);
  [seat, target].forEach((who, i) => {
    const card = cards[i] as { loyalty: (typeof s.loyalties)[number]; faceUp: boolean };
    s.loyalties[who] = card.loyalty;
    s.loyaltyFaceUp[who] = card.faceUp;
  });
  work.emit({ type: 'loyaltiesShuffled', seat, target });
  for (const who of [seat, target])
    work.emit({ type: 'loyaltySeen', seat: who, loyalty: s.loyalties[who] as (typeof s.loyalties)[number] }, [
      who,
    ]);
}

/** Crow's Nest, first step: the target's hand goes into the vote deck, which the revealer searches. */
export function searchVoteHand(work: Work, seat: number, target: number): void {
  const s = work.s;
  const hand = work.handCodes(target);
  for (const code of hand) work.removeFromHand(target, code);
  s.voteDeck.push(...hand);
  s.voteTopKnownBy = null;
  work.emit({ type: 'voteHandSearched', seat, target, cards: hand.length });
  work.seen(target, hand, 'returnedToDeck');
  work.emit({ type: 'voteDeckSeen', seat, cards: sortedCards(s.voteDeck) }, [seat]);
  if (hand.length === 0) return finishCrowsNest(work);
  work.setPending({ kind: 'crowsNestGive', seat, target, remaining: hand.length });
}

export function finishCrowsNest(work: Work): void {
  const s = work.s;
  s.voteDeck = work.random.shuffle(s.voteDeck);
  s.voteTopKnownBy = null;
  s.discard.push('crowsNest');
  work.setPending(null);
  work.emit({ type: 'voteDeckShuffled' });
}
