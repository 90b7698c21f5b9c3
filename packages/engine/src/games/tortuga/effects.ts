import { companionsOf, locate, placeOf, shipName, SHIPS, type Location } from './board.js';
import { sortedCards, TREASURE_MAPS, type EventCard, type ShipIndex, type TreasureMap } from './data.js';
import { armadaRevealed, shuffleRow } from './flow.js';
import { board, checkAlbatross, maroon, requestMaroon } from './maroon.js';
import { entry, type TortugaDraft } from './draft.js';

/**
 * Turns a face-down card up: the revealer resolves it, the slot is refilled from the deck (FR-2e
 * shuffles the row when the last deck card enters it). The Armada ends the game at once.
 */
export function reveal(draft: TortugaDraft, seat: number, index: number, forcedBy: number | null): void {
  const s = draft.s;
  const card = draft.rowCard(index);
  s.row[index] = null;
  draft.forgetSlot(index);
  draft.emit({ type: 'eventRevealed', seat, slot: index + 1, card, forcedBy });
  if (card === 'spanishArmada') return armadaRevealed(draft);
  const next = s.eventDeck.shift();
  if (next !== undefined) {
    s.row[index] = next;
    draft.emit({ type: 'rowRefilled', slot: index + 1, deckLeft: s.eventDeck.length });
    if (s.eventDeck.length === 0 && draft.rules.shuffleRowAtDeckEnd) shuffleRow(draft);
  }
  resolveCard(draft, seat, card);
}

function discard(draft: TortugaDraft, card: EventCard): void {
  draft.s.discard.push(card);
}

function resolveCard(draft: TortugaDraft, seat: number, card: EventCard): void {
  const s = draft.s;
  switch (card) {
    case 'letterOfMarque':
    case 'pistol':
    case 'cabinFever':
    case 'crowsNest':
    case 'fountainOfYouth':
    case 'atlantis':
    case 'elDorado':
      draft.setPending({ kind: 'eventChoice', seat, card });
      return;
    case 'blackPowder': {
      // Back in play after a sudden-death reshuffle, it can only destroy what is left.
      const intact = SHIPS.filter((ship) => !draft.rowboat(ship).destroyed);
      if (intact.length === 0) {
        discard(draft, card);
        return draft.emit({ type: 'noEffect', seat, card });
      }
      if (draft.rules.blackPowder === 'oneRowboat') {
        draft.setPending({ kind: 'eventChoice', seat, card });
        return;
      }
      discard(draft, card);
      // IT-1e: both rowboats go down; the Flying Dutchman's occupant reaches Tortuga first.
      for (const ship of intact) blowUp(draft, seat, ship);
      return;
    }
    case 'blackSpot':
      discard(draft, card);
      return requestMaroon(draft, seat, 'blackSpot');
    case 'albatross': {
      s.albatross[seat] = (s.albatross[seat] ?? 0) + 1;
      draft.emit({ type: 'albatrossKept', seat, count: s.albatross[seat] });
      const at = locate(s, seat);
      if (at.kind === 'ship') checkAlbatross(draft, at.ship);
      return;
    }
    case 'pirateCode':
      s.pirateCode = { seat, skipped: 0 };
      draft.emit({ type: 'pirateCodeKept', seat });
      return;
    case 'eightBells':
      discard(draft, card);
      return eightBells(draft, seat);
    case 'facade':
      discard(draft, card);
      return facade(draft, seat);
    case 'stormySeas':
      discard(draft, card);
      return stormySeas(draft, seat);
    case 'scurvy': {
      discard(draft, card);
      const seats = companionsOf(s, seat).slice();
      for (const other of seats) s.skipNextTurn[other] = true;
      draft.emit({ type: 'scurvy', seats });
      return;
    }
    case 'spanishArmada':
      return;
  }
}

export function blowUp(draft: TortugaDraft, seat: number, ship: ShipIndex): void {
  const boat = draft.rowboat(ship);
  boat.destroyed = true;
  draft.emit({ type: 'rowboatDestroyed', seat, ship: shipName(ship) });
  if (boat.occupant !== null) maroon(draft, boat.occupant, 'blackPowder');
}

/** Every pawn at the revealer's ship or on Tortuga goes in the bag and is drawn back in a new order. */
function eightBells(draft: TortugaDraft, seat: number): void {
  const s = draft.s;
  const at = locate(s, seat);
  const line = at.kind === 'ship' ? draft.crew(at.ship) : at.kind === 'tortuga' ? s.tortuga.line : null;
  if (line === null || line.length < 2) {
    draft.emit({ type: 'noEffect', seat, card: 'eightBells' });
    return;
  }
  const order = draft.random.shuffle(line);
  line.splice(0, line.length, ...order);
  draft.emit({ type: 'pawnsReordered', place: placeOf(at), order });
}

function putAt(draft: TortugaDraft, location: Location, seat: number): void {
  if (location.kind === 'ship') draft.crew(location.ship)[location.index] = seat;
  else if (location.kind === 'rowboat') draft.rowboat(location.ship).occupant = seat;
  else draft.s.tortuga.line[location.index] = seat;
}

/** Façade: the revealer swaps places with the player to his right (seat − 1). */
function facade(draft: TortugaDraft, seat: number): void {
  const s = draft.s;
  const right = (seat - 1 + s.players) % s.players;
  const mine = locate(s, seat);
  const theirs = locate(s, right);
  putAt(draft, mine, right);
  putAt(draft, theirs, seat);
  draft.emit({
    type: 'pirateMoved',
    seat,
    from: placeOf(mine),
    to: placeOf(theirs),
    reason: 'facade',
    by: seat,
  });
  draft.emit({
    type: 'pirateMoved',
    seat: right,
    from: placeOf(theirs),
    to: placeOf(mine),
    reason: 'facade',
    by: seat,
  });
  for (const ship of SHIPS) checkAlbatross(draft, ship);
}

/** Stormy Seas: a ship's treasure returns to the Galleon; Tortuga's to its starting spots. */
function stormySeas(draft: TortugaDraft, seat: number): void {
  const s = draft.s;
  const at = locate(s, seat);
  if (at.kind === 'ship') {
    const holds = draft.ship(at.ship).holds;
    const count = holds.british + holds.french;
    if (count === 0) return draft.emit({ type: 'noEffect', seat, card: 'stormySeas' });
    s.galleon += count;
    holds.british = 0;
    holds.french = 0;
    draft.emit({ type: 'treasureToGalleon', ship: shipName(at.ship), count });
    return;
  }
  if (at.kind === 'rowboat') return draft.emit({ type: 'noEffect', seat, card: 'stormySeas' });
  const island = s.tortuga;
  const total = island.areas.british + island.areas.french + island.loose;
  if (draft.rules.stormySeasTortuga === 'loose') {
    island.areas = { british: 0, french: 0 };
    island.loose = total;
  } else {
    const start = draft.rules.startingTreasure.areas;
    island.areas = { british: start.british, french: start.french };
    island.loose = total - start.british - start.french;
  }
  draft.emit({ type: 'tortugaTreasureMoved', ...island.areas, loose: island.loose });
}

// ——— The revealer's choices ———

export function isMap(card: EventCard): card is TreasureMap {
  return (TREASURE_MAPS as readonly string[]).includes(card);
}

/** Letter of Marque (revealed or saved): a pirate from Tortuga or a rowboat to the back of a ship. */
export function letterOfMarqueMove(draft: TortugaDraft, seat: number, pirate: number, ship: ShipIndex): void {
  const from = draft.lift(pirate);
  draft.emit({
    type: 'pirateMoved',
    seat: pirate,
    from: placeOf(from),
    to: shipName(ship),
    reason: 'letterOfMarque',
    by: seat,
  });
  board(draft, pirate, ship);
}

export function giveMap(draft: TortugaDraft, seat: number, map: TreasureMap, to: number): void {
  entry(draft.s.maps, to).push(map);
  draft.emit({ type: 'treasureMapGiven', seat, to, map });
  if (map === 'elDorado') draft.drawInto(to, 1);
}

/** Cabin Fever: the two loyalty cards are shuffled and dealt back; each looks at his new card. */
export function cabinFever(draft: TortugaDraft, seat: number, target: number): void {
  const s = draft.s;
  const pair = [seat, target];
  const cards = draft.random.shuffle(
    pair.map((who) => ({ loyalty: entry(s.loyalties, who), faceUp: entry(s.loyaltyFaceUp, who) })),
  );
  pair.forEach((who, i) => {
    const card = entry(cards, i);
    s.loyalties[who] = card.loyalty;
    s.loyaltyFaceUp[who] = card.faceUp;
    // What the table saw of either before says nothing sure of the card each holds now.
    s.leanings[who] = { british: 0, french: 0 };
  });
  draft.emit({ type: 'loyaltiesShuffled', seat, target });
  for (const who of pair)
    draft.emit({ type: 'loyaltySeen', seat: who, loyalty: entry(s.loyalties, who) }, [who]);
}

/** Crow's Nest, first step: the target's hand goes into the vote deck, which the revealer searches. */
export function searchVoteHand(draft: TortugaDraft, seat: number, target: number): void {
  const s = draft.s;
  const hand = draft.handCodes(target);
  for (const code of hand) draft.removeFromHand(target, code);
  s.voteDeck.push(...hand);
  s.voteTopKnownBy = null;
  s.voteGroups = [];
  draft.emit({ type: 'voteHandSearched', seat, target, cards: hand.length });
  draft.seen(target, hand, 'returnedToDeck');
  draft.emit({ type: 'voteDeckSeen', seat, cards: sortedCards(s.voteDeck) }, [seat]);
  if (hand.length === 0) return finishCrowsNest(draft);
  draft.setPending({ kind: 'crowsNestGive', seat, target, remaining: hand.length });
}

export function finishCrowsNest(draft: TortugaDraft): void {
  const s = draft.s;
  s.voteDeck = draft.random.shuffle(s.voteDeck);
  s.voteTopKnownBy = null;
  s.voteGroups = [];
  s.discard.push('crowsNest');
  draft.setPending(null);
  draft.emit({ type: 'voteDeckShuffled' });
}
