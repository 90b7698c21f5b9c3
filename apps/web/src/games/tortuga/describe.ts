import type {
  TortugaAction,
  TortugaEventBody,
  TortugaEventCard,
  TortugaHold,
  TortugaNation,
  TortugaPendingView,
  TortugaPlace,
  TortugaSeatView,
  TortugaShipName,
  TortugaView,
  TortugaVoteCard,
} from '@brethren/engine';

/** What words need to talk about a table: the view and each seat's name. */
export interface Words {
  readonly view: Pick<TortugaView, 'players' | 'ruleset' | 'seats' | 'pending' | 'ships' | 'tortuga'>;
  /** Display names by seat ("anne", "Bot (heuristic)"). */
  readonly names: readonly string[];
  /** The seat reading, or null for a spectator. */
  readonly viewer: number | null;
}

export type Role = TortugaSeatView['roles'][number];
export type MaroonCause = Extract<TortugaPendingView, { kind: 'maroonResponse' }>['cause'];
export type VoteKind = Extract<TortugaPendingView, { kind: 'vote' }>['vote'];

export const CARD_NAME: Readonly<Record<TortugaEventCard, string>> = {
  letterOfMarque: 'Letter of Marque',
  pistol: 'Pistol',
  blackSpot: 'Black Spot',
  albatross: 'Albatross',
  fountainOfYouth: 'Fountain of Youth',
  atlantis: 'Atlantis',
  elDorado: 'El Dorado',
  blackPowder: 'Black Powder',
  cabinFever: 'Cabin Fever',
  eightBells: 'Eight Bells',
  facade: 'Façade',
  pirateCode: 'Pirate Code',
  stormySeas: 'Stormy Seas',
  crowsNest: 'Crow’s Nest',
  scurvy: 'Scurvy',
  spanishArmada: 'Spanish Armada',
};

/** What an event card does, in a sentence (the edition decides a few). */
export function cardHelp(card: TortugaEventCard, ruleset: TortugaView['ruleset']): string {
  const fr = ruleset === 'FR-2e';
  switch (card) {
    case 'letterOfMarque':
      return fr
        ? 'Move a pirate from Tortuga or a rowboat to the back of a ship, or keep the card to play later as an action.'
        : 'Move a pirate from Tortuga or a rowboat to the back of a ship, or draw a vote card and put one on top of the vote deck.';
    case 'pistol':
      return fr ? 'Maroon another pirate of your choice.' : 'Maroon any pirate of your choice.';
    case 'blackSpot':
      return 'The revealer is marooned.';
    case 'albatross':
      return 'Kept face up. Two Albatross cards aboard one ship maroon its whole crew.';
    case 'fountainOfYouth':
      return 'A treasure map given to another player: it cancels being marooned by a Black Spot, a Pistol or your captain'.concat(
        fr ? ', or a mutiny.' : '.',
      );
    case 'atlantis':
      return fr
        ? 'A treasure map given to another player: just before any turn, sail from your ship to the other one.'
        : 'A treasure map given to another player: at any time, sail from your ship to the other one.';
    case 'elDorado':
      return 'A treasure map given to another player: draw a vote card now, and play two cards in one later vote.';
    case 'blackPowder':
      return fr
        ? 'Blow up one rowboat of your choice; its occupant is marooned.'
        : 'Both rowboats are blown up; their occupants are marooned.';
    case 'cabinFever':
      return 'Shuffle your loyalty card with another player’s and deal them back.';
    case 'eightBells':
      return 'The pirates where you stand are drawn again in a new order.';
    case 'facade':
      return 'Swap places with the player on your right.';
    case 'pirateCode':
      return 'Kept face up: you sit out your next two votes.';
    case 'stormySeas':
      return 'The treasure where you stand goes back: a ship’s to the galleon, Tortuga’s to its starting places.';
    case 'crowsNest':
      return 'Take a pirate’s vote hand into the deck and hand him as many cards of your choice.';
    case 'scurvy':
      return 'Everyone where you stand loses his next turn.';
    case 'spanishArmada':
      return 'The game ends: the nation with more treasure wins.';
  }
}

export const NATION_NAME: Readonly<Record<TortugaNation, string>> = {
  british: 'British',
  french: 'French',
  dutch: 'Dutch',
};

export const COUNTRY_NAME: Readonly<Record<TortugaNation, string>> = {
  british: 'Britain',
  french: 'France',
  dutch: 'the Netherlands',
};

export const SHIP_LABEL: Readonly<Record<TortugaShipName, string>> = {
  flyingDutchman: 'Flying Dutchman',
  jollyRoger: 'Jolly Roger',
};

export const ROLE_NAME: Readonly<Record<Role, string>> = {
  captain: 'Captain',
  firstMate: 'First mate',
  cabinBoy: 'Cabin boy',
  governor: 'Governor',
};

const CAUSE_NAME: Readonly<Record<MaroonCause, string>> = {
  blackSpot: 'the Black Spot',
  pistol: 'the Pistol',
  captain: 'the captain’s order',
  mutiny: 'the mutiny',
  albatross: 'the Albatross',
  blackPowder: 'the Black Powder',
};

export function causeName(cause: MaroonCause): string {
  return CAUSE_NAME[cause];
}

export function shipLabel(ship: TortugaShipName): string {
  return `the ${SHIP_LABEL[ship]}`;
}

export function placeName(place: TortugaPlace): string {
  switch (place) {
    case 'flyingDutchman':
    case 'jollyRoger':
      return shipLabel(place);
    case 'flyingDutchmanRowboat':
      return 'the Flying Dutchman’s rowboat';
    case 'jollyRogerRowboat':
      return 'the Jolly Roger’s rowboat';
    case 'tortuga':
      return 'Tortuga';
  }
}

export function holdName(hold: TortugaHold): string {
  return `${NATION_NAME[hold]} hold`;
}

/** A vote card in words: "cannon · British flag · skull", doubles as "2 cannons · …". */
export function voteCardName(card: TortugaVoteCard): string {
  const two = card.double;
  const top = two ? `2 ${card.top === 'torch' ? 'torches' : `${card.top}s`}` : card.top;
  const flag = two ? `2 ${NATION_NAME[card.flag]} flags` : `${NATION_NAME[card.flag]} flag`;
  const bottom = two ? `2 ${card.bottom}s` : card.bottom;
  return `${top} · ${flag} · ${bottom}`;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What counts in a vote, tallied over its cards (a double card counts twice). */
export function voteTally(vote: VoteKind, cards: readonly TortugaVoteCard[]): string {
  const weight = (card: TortugaVoteCard) => (card.double ? 2 : 1);
  const sum = (test: (card: TortugaVoteCard) => boolean) =>
    cards.reduce((total, card) => total + (test(card) ? weight(card) : 0), 0);
  if (vote === 'attack')
    return [
      plural(
        sum((c) => c.top === 'cannon'),
        'cannon',
      ),
      plural(
        sum((c) => c.top === 'torch'),
        'torch',
        'torches',
      ),
      plural(
        sum((c) => c.top === 'water'),
        'water',
        'waters',
      ),
    ].join(', ');
  if (vote === 'mutiny')
    return [
      plural(
        sum((c) => c.bottom === 'skull'),
        'skull',
      ),
      plural(
        sum((c) => c.bottom === 'helm'),
        'helm',
      ),
    ].join(', ');
  return [
    plural(
      sum((c) => c.flag === 'british'),
      'British flag',
    ),
    plural(
      sum((c) => c.flag === 'french'),
      'French flag',
    ),
  ].join(', ');
}

export const VOTE_RULE: Readonly<Record<VoteKind, string>> = {
  attack: 'The attack succeeds with at least one cannon and more torches than waters.',
  mutiny: 'The mutiny succeeds with more skulls than helms (a tie fails).',
  brawl: 'The majority of flags takes Tortuga’s treasure; a tie splits it.',
};

export function name(seat: number, words: Pick<Words, 'names'>): string {
  return words.names[seat] ?? `Seat ${seat + 1}`;
}

/** "You" for the viewer, else the seat's name (for the start of a sentence). */
export function who(seat: number, words: Words): string {
  return seat === words.viewer ? 'You' : name(seat, words);
}

/** "you" for the viewer, else the seat's name. */
export function whom(seat: number, words: Words): string {
  return seat === words.viewer ? 'you' : name(seat, words);
}

export function whose(seat: number, words: Words): string {
  return seat === words.viewer ? 'your' : `${name(seat, words)}’s`;
}

function was(seat: number, words: Words): string {
  return seat === words.viewer ? 'were' : 'was';
}

function list(seats: readonly number[], words: Words): string {
  const all = seats.map((seat) => whom(seat, words));
  if (all.length <= 1) return all.join('');
  return `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`;
}

function capital(text: string): string {
  return text.length === 0 ? text : `${text[0]?.toUpperCase()}${text.slice(1)}`;
}

function slotsName(slots: readonly number[]): string {
  return slots.length === 2 ? `slots ${slots[0]} and ${slots[1]}` : `slot ${slots.join(', ')}`;
}

/** The ship a seat stands on, from the view (for "your hold" wording). */
function shipOf(seat: number, words: Words): TortugaShipName | null {
  return words.view.ships.find((ship) => ship.crew.includes(seat))?.name ?? null;
}

function mapOfPending(words: Words): TortugaEventCard | null {
  const pending = words.view.pending;
  return pending?.kind === 'eventChoice' ? pending.card : null;
}

/** An action as a button says it, from the acting seat's side. */
export function describeAction(action: TortugaAction, words: Words): string {
  switch (action.type) {
    case 'placeStartingTreasure':
      return `Put your starting treasure in the ${holdName(action.hold)}`;
    case 'chooseStart':
      return action.place === 'tortuga'
        ? `Start on Tortuga, space ${action.position}`
        : `Start aboard ${shipLabel(action.place)}, space ${action.position}`;
    case 'peek':
      return `Peek at ${slotsName(action.slots)}`;
    case 'reveal':
      return `Reveal slot ${action.slot}`;
    case 'force':
      return `Force ${whom(action.target, words)} to reveal slot ${action.slots[0]} or ${action.slots[1]}`;
    case 'move':
      switch (action.to) {
        case 'tortuga':
          return 'Row to Tortuga';
        case 'flyingDutchman':
        case 'jollyRoger':
          return `Climb aboard ${shipLabel(action.to)}`;
        default:
          return `Take ${placeName(action.to)}`;
      }
    case 'attack':
      return 'Attack: your crew votes to take a treasure';
    case 'maroon':
      return `Maroon ${whom(action.target, words)}`;
    case 'mutiny':
      return 'Call a mutiny against your captain';
    case 'shiftTreasure':
      return `Shift a treasure from the ${holdName(action.from)} to the ${holdName(action.from === 'british' ? 'french' : 'british')}`;
    case 'brawl':
      return 'Start a brawl on Tortuga';
    case 'playLetterOfMarque':
      return `Play a Letter of Marque: ${whom(action.pirate, words)} to ${shipLabel(action.ship)}`;
    case 'vote':
      return action.cards.length === 1
        ? `Vote with ${voteCardName(action.cards[0] as TortugaVoteCard)}`
        : `Vote with two cards: ${action.cards.map(voteCardName).join(' and ')}`;
    case 'takeTreasure': {
      const into = `into your ${holdName(action.hold)}`;
      if (action.from === 'galleon') return `Take a treasure from the galleon ${into}`;
      const own = words.viewer === null ? null : shipOf(words.viewer, words);
      const other =
        own === 'flyingDutchman' ? 'the Jolly Roger’s' : own ? 'the Flying Dutchman’s' : 'the other ship’s';
      return `Take a treasure from ${other} ${holdName(action.from)} ${into}`;
    }
    case 'chooseSlot':
      return `Reveal slot ${action.slot}`;
    case 'deferToForcer': {
      const pending = words.view.pending;
      return pending?.kind === 'forcedReveal'
        ? `Let ${whom(pending.forcer, words)} choose`
        : 'Let the forcer choose';
    }
    case 'moveWithLetterOfMarque':
      return `Move ${whom(action.pirate, words)} to ${shipLabel(action.ship)}`;
    case 'keepLetterOfMarque':
      return 'Keep the Letter of Marque for a later turn';
    case 'drawVoteCard':
      return 'Draw a vote card, then put one on top of the vote deck';
    case 'returnVoteCard':
      return `Put ${voteCardName(action.card)} on top of the vote deck`;
    case 'shootPirate':
      return action.target === words.viewer
        ? 'Point the Pistol at yourself'
        : `Point the Pistol at ${whom(action.target, words)}`;
    case 'giveTreasureMap': {
      const map = mapOfPending(words);
      return `Give ${map ? `the ${CARD_NAME[map]} map` : 'the map'} to ${whom(action.to, words)}`;
    }
    case 'blowUpRowboat':
      return `Blow up ${placeName(action.ship === 'flyingDutchman' ? 'flyingDutchmanRowboat' : 'jollyRogerRowboat')}`;
    case 'shareCabinFever':
      return `Share Cabin Fever with ${whom(action.target, words)}`;
    case 'searchVoteHand':
      return action.target === words.viewer
        ? 'Search your own vote hand'
        : `Search ${whose(action.target, words)} vote hand`;
    case 'giveVoteCard': {
      const pending = words.view.pending;
      const to = pending?.kind === 'crowsNestGive' ? whom(pending.target, words) : 'the pirate';
      return `Give ${voteCardName(action.card)} to ${to}`;
    }
    case 'useFountainOfYouth':
      return 'Use the Fountain of Youth: stay where you are';
    case 'useAtlantis':
      return 'Sail to the other ship with Atlantis';
    case 'declineAtlantis':
      return 'Do not use Atlantis now';
    case 'acceptMarooning':
      return 'Accept being marooned';
    case 'loseVoteCard':
      return `Lose ${voteCardName(action.card)}`;
  }
}

function treasure(count: number): string {
  return plural(count, 'treasure');
}

/** A logged event in words, as the viewer may see it; null for bookkeeping not worth a line. */
export function describeEvent(
  event: { readonly type: string; readonly [field: string]: unknown },
  words: Words,
): string | null {
  const e = event as unknown as TortugaEventBody;
  switch (e.type) {
    case 'startingTreasurePlaced':
      return `${who(e.seat, words)}, captain of ${shipLabel(e.ship)}, put the starting treasure in the ${holdName(e.hold)}.`;
    case 'startChosen':
      return e.place === 'tortuga'
        ? `${who(e.seat, words)} chose to start on Tortuga (space ${e.position}).`
        : `${who(e.seat, words)} chose to start aboard ${shipLabel(e.place)} (space ${e.position}).`;
    case 'turnStarted':
      return e.seat === words.viewer
        ? `Your turn${e.actions > 1 ? ` (${e.actions} actions)` : ''}.`
        : `${name(e.seat, words)}’s turn.`;
    case 'turnSkipped':
      return `${who(e.seat, words)} lost a turn to Scurvy.`;
    case 'eventsPeeked':
      return `${who(e.seat, words)} peeked at ${slotsName(e.slots)}.`;
    case 'revealForced':
      return `${who(e.seat, words)} forced ${whom(e.target, words)} to reveal one of two event cards.`;
    case 'forcedChoiceDeferred':
      return `${who(e.seat, words)} let ${whom(e.forcer, words)} choose the card.`;
    case 'eventRevealed':
      return `${who(e.seat, words)} revealed slot ${e.slot}: ${CARD_NAME[e.card]}${
        e.forcedBy !== null ? ` (forced by ${whom(e.forcedBy, words)})` : ''
      }.`;
    case 'rowRefilled':
      return `Slot ${e.slot} was refilled from the event deck (${plural(e.deckLeft, 'card')} left).`;
    case 'rowShuffled':
      return 'The event deck is empty: the face-down cards of the row were shuffled in place.';
    case 'newEventRow':
      return e.reason === 'suddenDeath'
        ? `A new row of event cards was dealt (${plural(e.deckSize, 'card')} left in the deck).`
        : `The row ran out: the discards became a new deck and row (${plural(e.deckSize, 'card')} left in the deck).`;
    case 'pirateMoved': {
      const from = placeName(e.from);
      const to = placeName(e.to);
      switch (e.reason) {
        case 'letterOfMarque':
          return e.by === e.seat
            ? `${who(e.seat, words)} sailed with a Letter of Marque from ${from} to ${to}.`
            : `${who(e.by, words)} sent ${whom(e.seat, words)} with a Letter of Marque from ${from} to ${to}.`;
        case 'atlantis':
          return `${who(e.seat, words)} sailed with Atlantis from ${from} to ${to}.`;
        case 'facade':
          return `Façade: ${whom(e.seat, words)} went from ${from} to ${to}.`;
        default:
          return `${who(e.seat, words)} moved from ${from} to ${to}.`;
      }
    }
    case 'pawnsReordered':
      return `Eight Bells: the pirates on ${placeName(e.place)} were drawn again: ${e.order
        .map((seat) => whom(seat, words))
        .join(', ')}.`;
    case 'marooned':
      return e.from === 'tortuga'
        ? `${who(e.seat, words)} ${was(e.seat, words)} marooned again by ${causeName(e.cause)}: to the back of Tortuga’s line.`
        : `${who(e.seat, words)} ${was(e.seat, words)} marooned from ${placeName(e.from)} to Tortuga by ${causeName(e.cause)}.`;
    case 'voteCardLost':
      // The viewer's own loss is told by the private line naming the card.
      return e.seat === words.viewer ? null : `${who(e.seat, words)} lost a vote card.`;
    case 'voteCalled': {
      const what =
        e.vote === 'attack'
          ? `an attack from ${e.ship ? shipLabel(e.ship) : 'a ship'}`
          : e.vote === 'mutiny'
            ? `a mutiny aboard ${e.ship ? shipLabel(e.ship) : 'a ship'}`
            : 'a brawl on Tortuga';
      const voters = e.participants.length > 0 ? `voting: ${list(e.participants, words)}` : 'nobody votes';
      const skipped = e.skipped.length > 0 ? `; sitting out (Pirate Code): ${list(e.skipped, words)}` : '';
      const empty = e.emptyHanded.length > 0 ? `; no vote card: ${list(e.emptyHanded, words)}` : '';
      return `${who(e.seat, words)} called ${what} — ${voters}${skipped}${empty}.`;
    }
    case 'voteCast':
      return e.seat === words.viewer
        ? null
        : `${who(e.seat, words)} voted${e.cards > 1 ? ' with two cards (El Dorado)' : ''}.`;
    case 'voteRevealed': {
      const tally = voteTally(e.vote, e.cards);
      const cards = plural(e.cards.length, 'card');
      if (e.vote === 'brawl') {
        const where =
          e.brawl === 'split'
            ? 'a tie: Tortuga’s treasure is split'
            : `${NATION_NAME[e.brawl ?? 'british']} majority: Tortuga’s treasure goes to the ${NATION_NAME[e.brawl ?? 'british']} area`;
        return `The brawl: ${tally} (${cards}) — ${where}.`;
      }
      return `The ${e.vote} ${e.success ? 'succeeded' : 'failed'}: ${tally} (${cards}).`;
    }
    case 'voteCalledOff':
      return 'The vote was called off: the ship emptied.';
    case 'voteCardsDrawn':
      return e.count === 0 || e.seat === words.viewer
        ? null
        : `${who(e.seat, words)} drew ${plural(e.count, 'vote card')}.`;
    case 'treasureTaken': {
      const from =
        e.from === 'galleon'
          ? 'the Spanish galleon'
          : `${shipLabel(e.from)}’s ${e.fromHold ? holdName(e.fromHold) : 'hold'}`;
      return `${who(e.seat, words)} took a treasure from ${from} into ${shipLabel(e.ship)}’s ${holdName(e.hold)}.`;
    }
    case 'treasureShifted':
      return `${who(e.seat, words)} shifted a treasure aboard ${shipLabel(e.ship)} from the ${holdName(e.from)} to the ${holdName(e.to)}.`;
    case 'tortugaTreasureMoved':
      return `Tortuga’s treasure now lies: ${e.british} in the British area, ${e.french} in the French area${
        e.loose > 0 ? `, ${e.loose} loose` : ''
      }.`;
    case 'treasureToGalleon':
      return `Stormy Seas: ${treasure(e.count)} went back from ${shipLabel(e.ship)} to the galleon.`;
    case 'albatrossStruck':
      return `Two Albatross cards aboard ${shipLabel(e.ship)}: ${list(e.seats, words)} ${
        e.seats.length === 1 && e.seats[0] !== words.viewer ? 'is' : 'are'
      } marooned.`;
    case 'albatrossKept':
      return `${who(e.seat, words)} kept the Albatross face up (${e.count} now in front of ${whom(e.seat, words)}).`;
    case 'treasureMapGiven':
      return `${who(e.seat, words)} gave the ${CARD_NAME[e.map]} map to ${whom(e.to, words)}.`;
    case 'treasureMapUsed':
      return `${who(e.seat, words)} used the ${CARD_NAME[e.map]} map.`;
    case 'letterOfMarqueKept':
      return `${who(e.seat, words)} kept the Letter of Marque for later.`;
    case 'letterOfMarquePlayed':
      return `${who(e.seat, words)} played a saved Letter of Marque.`;
    case 'voteCardOnTop':
      return `${who(e.seat, words)} put a vote card on top of the vote deck.`;
    case 'pirateShot':
      return `${who(e.seat, words)} pointed the Pistol at ${e.target === e.seat ? (e.seat === words.viewer ? 'yourself' : 'themself') : whom(e.target, words)}.`;
    case 'rowboatDestroyed':
      return `Black Powder: ${placeName(e.ship === 'flyingDutchman' ? 'flyingDutchmanRowboat' : 'jollyRogerRowboat')} was blown up.`;
    case 'loyaltiesShuffled':
      return `Cabin Fever: ${who(e.seat, words)} and ${whom(e.target, words)} shuffled their loyalty cards and took one each.`;
    case 'voteHandSearched':
      return `Crow’s Nest: ${whose(e.target, words)} ${plural(e.cards, 'vote card')} went into the vote deck; ${whom(e.seat, words)} search${e.seat === words.viewer ? '' : 'es'} it for as many.`;
    case 'voteCardGiven':
      return `${who(e.seat, words)} handed ${whom(e.target, words)} a vote card from the deck.`;
    case 'voteDeckShuffled':
      return 'The vote deck was shuffled.';
    case 'scurvy':
      return `Scurvy! ${capital(list(e.seats, words))} will lose the next turn.`;
    case 'pirateCodeKept':
      return `${who(e.seat, words)} took the Pirate Code: the next two votes go on without ${e.seat === words.viewer ? 'you' : 'them'}.`;
    case 'pirateCodeSkip':
      return `${who(e.seat, words)} sat this vote out (Pirate Code, ${plural(e.skipsLeft, 'skip')} left).`;
    case 'noEffect':
      return `${CARD_NAME[e.card]} had no effect.`;
    case 'suddenDeath':
      return `The treasure is tied ${e.british}–${e.french}: sudden death! The Armada leaves the game.`;
    case 'gameEnded': {
      const how =
        e.reason === 'dutchTie'
          ? `the treasure is tied ${e.british}–${e.french}, so the Dutch win`
          : e.reason === 'suddenDeath'
            ? `sudden death ends ${e.british}–${e.french} (British–French)`
            : `the Spanish Armada arrived with ${e.british}–${e.french} (British–French)`;
      const loyalties = e.loyalties
        .map((nation, seat) => `${whom(seat, words)} ${NATION_NAME[nation]}`)
        .join(', ');
      return `${capital(COUNTRY_NAME[e.winner])} wins: ${how}. Loyalties: ${loyalties}.`;
    }
    case 'eventCardsSeen':
      return `${who(e.seat, words)} saw ${e.cards.map((seen) => `slot ${seen.slot}: ${CARD_NAME[seen.card]}`).join('; ')}.`;
    case 'forcedSlots':
      return `${who(e.seat, words)} designated slots ${e.slots.join(' and ')} for ${whom(e.target, words)}.`;
    case 'voteCardsSeen': {
      const cards = e.cards.map(voteCardName).join('; ');
      const subject = who(e.seat, words);
      switch (e.reason) {
        case 'drawn':
          return `${subject} drew ${cards}.`;
        case 'played':
          return `${subject} voted with ${cards}.`;
        case 'lost':
          return `${subject} lost ${cards}.`;
        case 'putOnTop':
          return `${subject} put ${cards} on top of the vote deck.`;
        case 'given':
          return `${subject} received ${cards}.`;
        case 'returnedToDeck':
          return e.cards.length === 0
            ? null
            : `${capital(whose(e.seat, words))} vote cards went into the deck: ${cards}.`;
      }
      return null;
    }
    case 'voteDeckSeen':
      return `${who(e.seat, words)} searched the vote deck (${plural(e.cards.length, 'card')}).`;
    case 'voteCardGivenSeen':
      return `${who(e.seat, words)} handed ${e.target === e.seat ? (e.seat === words.viewer ? 'yourself' : 'themself') : whom(e.target, words)} ${voteCardName(e.card)}.`;
    case 'loyaltySeen':
      return `${capital(whose(e.seat, words))} loyalty is now ${NATION_NAME[e.loyalty]}.`;
    default:
      return null;
  }
}

/** Where a seat stands, in words: "Jolly Roger, 2nd", "Tortuga, 1st", "the Jolly Roger’s rowboat". */
export function standing(seat: TortugaSeatView): string {
  if (seat.place === null) return 'in the bag';
  if (seat.place === 'flyingDutchmanRowboat' || seat.place === 'jollyRogerRowboat')
    return capital(placeName(seat.place));
  const where = seat.place === 'tortuga' ? 'Tortuga' : SHIP_LABEL[seat.place];
  return seat.position === null ? where : `${where}, ${ordinal(seat.position)}`;
}

export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** The outcome in a sentence, once the game is over. */
export function outcomeText(outcome: NonNullable<TortugaView['outcome']>): string {
  const how =
    outcome.reason === 'dutchTie'
      ? `the treasure is tied ${outcome.british}–${outcome.french}, so the Dutch win`
      : outcome.reason === 'suddenDeath'
        ? `sudden death ends ${outcome.british}–${outcome.french} (British–French)`
        : `the Spanish Armada arrived with ${outcome.british}–${outcome.french} (British–French)`;
  return `${capital(COUNTRY_NAME[outcome.winner])} wins: ${how}.`;
}

const VOTE_NAME: Readonly<Record<VoteKind, string>> = { attack: 'Attack', mutiny: 'Mutiny', brawl: 'Brawl' };

/** What the vote is about: "Attack vote aboard the Jolly Roger". */
export function voteTitle(pending: Extract<TortugaPendingView, { kind: 'vote' }>): string {
  return pending.ship === null || pending.vote === 'brawl'
    ? `${VOTE_NAME[pending.vote]} on Tortuga`
    : `${VOTE_NAME[pending.vote]} aboard ${shipLabel(pending.ship)}`;
}

const CHOICE_WORDS: Readonly<Partial<Record<TortugaEventCard, string>>> = {
  letterOfMarque: 'uses the Letter of Marque',
  pistol: 'chooses whom the Pistol maroons',
  blackPowder: 'chooses a rowboat to blow up',
  cabinFever: 'chooses whom to share Cabin Fever with',
  crowsNest: 'chooses whose vote hand to search',
};

/** What the table waits for, in a sentence for the turn bar. */
export function awaitedText(view: TortugaView, words: Words): string {
  if (view.outcome) return outcomeText(view.outcome);
  const p = view.pending;
  const mine = (seat: number) => seat === words.viewer;
  const sd = view.suddenDeath > 0 ? 'Sudden death · ' : '';
  if (p === null) {
    const seat = view.turn.seat;
    const left = view.turn.actionsLeft;
    const actions = view.turn.actionsPerTurn > 1 ? ` · ${plural(left, 'action')} left` : '';
    const turn = mine(seat)
      ? `Your turn: ${view.turn.actionsPerTurn > 1 ? 'choose your actions' : 'choose one action'}`
      : `${name(seat, words)}’s turn`;
    const atlantis =
      view.atlantisWindow !== null && view.atlantisWindow !== seat
        ? ` · ${who(view.atlantisWindow, words)} may first sail with Atlantis`
        : '';
    return `${sd}${turn}${actions}${atlantis}`;
  }
  switch (p.kind) {
    case 'startingTreasure':
      return mine(p.seat)
        ? `Put your starting treasure in a hold of ${shipLabel(p.ship)}.`
        : `${name(p.seat, words)}, captain of ${shipLabel(p.ship)}, places the starting treasure.`;
    case 'chooseStart':
      return mine(p.seat) ? 'Choose where you start.' : `${name(p.seat, words)} chooses where to start.`;
    case 'vote': {
      const waiting = p.participants.filter((seat) => !p.voted.includes(seat));
      return `${sd}${voteTitle(p)}: waiting for ${list(waiting, words)}.`;
    }
    case 'attackTreasure':
      return mine(p.seat)
        ? 'The attack succeeded: take a treasure.'
        : `The attack succeeded: ${name(p.seat, words)} takes a treasure.`;
    case 'forcedReveal':
      return mine(p.chooser)
        ? p.chooser === p.target
          ? `${name(p.forcer, words)} forces you to reveal one of two event cards.`
          : `${name(p.target, words)} lets you choose which card to reveal.`
        : `${who(p.chooser, words)} chooses which forced card ${name(p.target, words)} reveals.`;
    case 'eventChoice': {
      const what = CHOICE_WORDS[p.card] ?? `gives the ${CARD_NAME[p.card]} map to another player`;
      return mine(p.seat) ? `${CARD_NAME[p.card]}: your choice.` : `${name(p.seat, words)} ${what}.`;
    }
    case 'returnVoteCard':
      return mine(p.seat)
        ? 'Put a vote card on top of the vote deck.'
        : `${name(p.seat, words)} puts a vote card on top of the vote deck.`;
    case 'crowsNestGive':
      return `Crow’s Nest: ${who(p.seat, words)} ${mine(p.seat) ? 'hand' : 'hands'} ${whom(p.target, words)} ${plural(p.remaining, 'more vote card')}.`;
    case 'maroonResponse':
      return mine(p.seat)
        ? `You are about to be marooned by ${causeName(p.cause)}: use a treasure map?`
        : `${name(p.seat, words)} may use a treasure map against ${causeName(p.cause)}.`;
    case 'loseVoteCard':
      return mine(p.seat)
        ? 'Choose a vote card to lose.'
        : `${name(p.seat, words)} chooses a vote card to lose.`;
    case 'atlantisJump':
      return mine(p.seat)
        ? `Jump aboard ${shipLabel(p.ship)} with Atlantis to join the ${p.vote}?`
        : `${name(p.seat, words)} may jump aboard ${shipLabel(p.ship)} with Atlantis.`;
  }
}
