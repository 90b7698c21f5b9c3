import {
  voteTally,
  type TortugaAction,
  type TortugaEventBody,
  type TortugaEventCard,
  type TortugaHold,
  type TortugaNation,
  type TortugaPendingView,
  type TortugaPlace,
  type TortugaSeatView,
  type TortugaShipName,
  type TortugaView,
  type TortugaVoteCard,
} from '@brethren/engine/tortuga';
import type { Translator } from '@/i18n/translator';
import type { LogEntry } from '@/lib/api/types';
import { isYou, listOf, name, person, type Words as TableWords } from '../shared/words';
import { logLines, type LogLine } from '../shared/logLines';

/** What words need to talk about a Tortuga table: the view, the names, and the reader's language. */
export interface Words extends TableWords<
  Pick<TortugaView, 'players' | 'ruleset' | 'options' | 'seats' | 'pending' | 'ships' | 'tortuga'>
> {
  /** The `tortuga` messages in the reader's language. */
  readonly t: Translator<'tortuga'>;
  /** The reader's locale, for lists ("a, b and c"). */
  readonly locale: string;
}

export type Role = TortugaSeatView['roles'][number];
export type MaroonCause = Extract<TortugaPendingView, { kind: 'maroonResponse' }>['cause'];
export type VoteKind = Extract<TortugaPendingView, { kind: 'vote' }>['vote'];
type VotePending = Extract<TortugaPendingView, { kind: 'vote' }>;

export const yesNo = (flag: boolean): 'yes' | 'no' => (flag ? 'yes' : 'no');

/** An event card's name as printed in the reader's edition ("Letter of Marque", "Lettre de marque"). */
export function cardName(card: TortugaEventCard, t: Translator<'tortuga'>): string {
  return t(`cards.${card}`);
}

/** What an event card does, in a sentence (the edition decides a few). */
export function cardHelp(
  card: TortugaEventCard,
  ruleset: TortugaView['ruleset'],
  t: Translator<'tortuga'>,
): string {
  return t(`cardHelp.${card}`, { edition: ruleset === 'FR-2e' ? 'fr' : 'it' });
}

/** A team by its nation, as a short label ("British", "Angleterre"). */
export function nationName(nation: TortugaNation, t: Translator<'tortuga'>): string {
  return t(`nations.${nation}`);
}

/** A ship's name alone ("Jolly Roger", "Pavillon noir"). */
export function shipName(ship: TortugaShipName, t: Translator<'tortuga'>): string {
  return t(`ships.${ship}`);
}

export function roleName(role: Role, t: Translator<'tortuga'>): string {
  return t(`roles.${role}`);
}

/** A role as short as the board's pawns can carry ("1st mate"). */
export function shortRoleName(role: Role, t: Translator<'tortuga'>): string {
  return t(`rolesShort.${role}`);
}

export function holdName(hold: TortugaHold, t: Translator<'tortuga'>): string {
  return t(`holds.${hold}`);
}

/** "from the Jolly Roger’s rowboat", "dalla scialuppa del Jolly Roger", "de Tortuga". */
export function placeFrom(place: TortugaPlace, t: Translator<'tortuga'>): string {
  return t('places.from', { place });
}

/** "to Tortuga", "sulla scialuppa del Flying Dutchman", "vers le Pavillon noir". */
export function placeTo(place: TortugaPlace, t: Translator<'tortuga'>): string {
  return t('places.to', { place });
}

/** "aboard the Jolly Roger", "su Tortuga", "dans la barque du Hollandais volant". */
export function placeAt(place: TortugaPlace, t: Translator<'tortuga'>): string {
  return t('places.at', { place });
}

/** "by the Black Spot", "dall’ammutinamento", "par l’ordre du capitaine". */
export function causeBy(cause: MaroonCause, t: Translator<'tortuga'>): string {
  return t('causes.by', { cause });
}

/** A vote card in words: "cannon · British flag · skull", doubles as "2 cannons · …". */
export function voteCardName(card: TortugaVoteCard, t: Translator<'tortuga'>): string {
  return t('voteCard', { top: card.top, flag: card.flag, bottom: card.bottom, double: yesNo(card.double) });
}

/** Vote cards in a list of the reader's language. */
export function voteCardList(cards: readonly TortugaVoteCard[], words: Pick<Words, 't' | 'locale'>): string {
  return listOf(
    cards.map((card) => voteCardName(card, words.t)),
    words.locale,
  );
}

/** What counts in a vote of this kind, as the engine tallies its cards (a double card counts twice). */
export function tallyText(
  vote: VoteKind,
  cards: readonly TortugaVoteCard[],
  t: Translator<'tortuga'>,
): string {
  const tally = voteTally(cards);
  if (vote === 'attack')
    return t('tally.attack', { cannons: tally.cannons, torches: tally.torches, waters: tally.waters });
  if (vote === 'mutiny') return t('tally.mutiny', { skulls: tally.skulls, helms: tally.helms });
  return t('tally.brawl', { british: tally.british, french: tally.french });
}

/** How a vote of this kind is won, in a sentence. */
export function voteRule(vote: VoteKind, t: Translator<'tortuga'>): string {
  return t(`voteRule.${vote}`);
}

/** A seat as an item of a list: its name, or "you" for the reader. */
function seatWord(seat: number, words: Words): string {
  return isYou(seat, words) ? words.t('you') : name(seat, words);
}

/** Seats as a list of the reader's language: "you, bob and cleo". */
export function seatList(seats: readonly number[], words: Words): string {
  return listOf(
    seats.map((seat) => seatWord(seat, words)),
    words.locale,
  );
}

/** Event slots as a list: "2 and 4". */
function slotList(slots: readonly number[], words: Words): string {
  return listOf(slots.map(String), words.locale);
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
  const { t } = words;
  switch (action.type) {
    case 'placeStartingTreasure':
      return t('actions.placeStartingTreasure', { hold: action.hold });
    case 'chooseStart':
      return action.place === 'tortuga'
        ? t('actions.chooseStart.tortuga', { position: action.position })
        : t('actions.chooseStart.ship', { ship: shipName(action.place, t), position: action.position });
    case 'peek':
      return action.outOfTime
        ? t('actions.peekOutOfTime', {
            timer: yesNo(words.view.options.timer),
            slots: slotList(action.slots, words),
          })
        : t('actions.peek', { count: action.slots.length, slots: slotList(action.slots, words) });
    case 'reveal':
      return t('actions.reveal', { slot: action.slot });
    case 'force':
      return t('actions.force', {
        ...person(action.target, words, 'target'),
        first: action.slots[0] ?? 0,
        second: action.slots[1] ?? 0,
      });
    case 'move':
      if (action.to === 'tortuga') return t('actions.move.tortuga');
      if (action.to === 'flyingDutchman' || action.to === 'jollyRoger')
        return t('actions.move.ship', { ship: shipName(action.to, t) });
      return t('actions.move.rowboat', {
        ship: shipName(action.to === 'flyingDutchmanRowboat' ? 'flyingDutchman' : 'jollyRoger', t),
      });
    case 'attack':
      return t('actions.attack');
    case 'maroon':
      return t('actions.maroon', person(action.target, words, 'target'));
    case 'mutiny':
      return t('actions.mutiny');
    case 'shiftTreasure':
      return t('actions.shiftTreasure', { from: action.from });
    case 'brawl':
      return t('actions.brawl');
    case 'playLetterOfMarque':
      return t('actions.playLetterOfMarque', {
        ...person(action.pirate, words, 'pirate'),
        ship: shipName(action.ship, t),
      });
    case 'vote':
      return action.cards.length === 1
        ? t('actions.vote.one', { card: voteCardName(action.cards[0] as TortugaVoteCard, t) })
        : t('actions.vote.two', { cards: voteCardList(action.cards, words) });
    case 'takeTreasure': {
      if (action.from === 'galleon') return t('actions.takeTreasure.galleon', { hold: action.hold });
      const own = words.viewer === null ? null : shipOf(words.viewer, words);
      const other: TortugaShipName | null =
        own === 'flyingDutchman' ? 'jollyRoger' : own === 'jollyRoger' ? 'flyingDutchman' : null;
      return t('actions.takeTreasure.ship', {
        known: yesNo(other !== null),
        ship: other === null ? '' : shipName(other, t),
        from: action.from,
        hold: action.hold,
      });
    }
    case 'chooseSlot':
      return t('actions.chooseSlot', { slot: action.slot });
    case 'revealAtRandom':
      return t('actions.revealAtRandom');
    case 'deferToForcer': {
      const pending = words.view.pending;
      return pending?.kind === 'forcedReveal'
        ? t('actions.deferToForcer.known', person(pending.forcer, words, 'forcer'))
        : t('actions.deferToForcer.unknown');
    }
    case 'moveWithLetterOfMarque':
      return t('actions.moveWithLetterOfMarque', {
        ...person(action.pirate, words, 'pirate'),
        ship: shipName(action.ship, t),
      });
    case 'keepLetterOfMarque':
      return t('actions.keepLetterOfMarque');
    case 'drawVoteCard':
      return t('actions.drawVoteCard');
    case 'returnVoteCard':
      return t('actions.returnVoteCard', { card: voteCardName(action.card, t) });
    case 'shootPirate':
      return action.target === words.viewer
        ? t('actions.shootPirate.self')
        : t('actions.shootPirate.other', person(action.target, words, 'target'));
    case 'giveTreasureMap': {
      const map = mapOfPending(words);
      return map
        ? t('actions.giveTreasureMap.known', { ...person(action.to, words, 'target'), map: cardName(map, t) })
        : t('actions.giveTreasureMap.unknown', person(action.to, words, 'target'));
    }
    case 'blowUpRowboat':
      return t('actions.blowUpRowboat', { ship: shipName(action.ship, t) });
    case 'shareCabinFever':
      return t('actions.shareCabinFever', person(action.target, words, 'target'));
    case 'searchVoteHand':
      return action.target === words.viewer
        ? t('actions.searchVoteHand.self')
        : t('actions.searchVoteHand.other', person(action.target, words, 'target'));
    case 'giveVoteCard': {
      const pending = words.view.pending;
      const card = voteCardName(action.card, t);
      return pending?.kind === 'crowsNestGive'
        ? t('actions.giveVoteCard.known', { ...person(pending.target, words, 'target'), card })
        : t('actions.giveVoteCard.unknown', { card });
    }
    case 'useFountainOfYouth':
      return t('actions.useFountainOfYouth');
    case 'useAtlantis':
      return t('actions.useAtlantis');
    case 'declineAtlantis':
      return t('actions.declineAtlantis');
    case 'acceptMarooning':
      return t('actions.acceptMarooning');
    case 'loseVoteCard':
      return t('actions.loseVoteCard', { card: voteCardName(action.card, t) });
  }
}

/** The outcome in a sentence: who wins, the score, and what decided it. */
export function outcomeText(
  outcome: Pick<NonNullable<TortugaView['outcome']>, 'winner' | 'british' | 'french' | 'reason'>,
  t: Translator<'tortuga'>,
): string {
  return t('outcome', {
    winner: outcome.winner,
    reason: outcome.reason,
    british: outcome.british,
    french: outcome.french,
  });
}

/** A logged event in words, as the viewer may see it; null for bookkeeping not worth a line. */
export function describeEvent(e: TortugaEventBody, words: Words): string | null {
  const { t } = words;
  switch (e.type) {
    case 'startingTreasurePlaced':
      return t('events.startingTreasurePlaced', {
        ...person(e.seat, words, 'actor'),
        ship: shipName(e.ship, t),
        hold: e.hold,
      });
    case 'startChosen':
      return t('events.startChosen', {
        ...person(e.seat, words, 'actor'),
        at: placeAt(e.place, t),
        position: e.position,
      });
    case 'turnStarted':
      return t('events.turnStarted', { ...person(e.seat, words, 'actor'), actions: e.actions });
    case 'turnSkipped':
      return t('events.turnSkipped', person(e.seat, words, 'actor'));
    case 'eventsPeeked':
      return t('events.eventsPeeked', {
        ...person(e.seat, words, 'actor'),
        count: e.slots.length,
        slots: slotList(e.slots, words),
      });
    case 'revealForced':
      return t('events.revealForced', {
        ...person(e.seat, words, 'actor'),
        ...person(e.target, words, 'target'),
        slots: slotList(e.slots, words),
      });
    case 'outOfTime':
      return t('events.outOfTime', { ...person(e.seat, words, 'actor'), clock: e.clock });
    case 'forcedChoiceDeferred':
      return t('events.forcedChoiceDeferred', {
        ...person(e.seat, words, 'actor'),
        ...person(e.forcer, words, 'forcer'),
      });
    case 'eventRevealed':
      return e.forcedBy === null
        ? t('events.eventRevealed.plain', {
            ...person(e.seat, words, 'actor'),
            slot: e.slot,
            card: cardName(e.card, t),
          })
        : t('events.eventRevealed.forced', {
            ...person(e.seat, words, 'actor'),
            ...person(e.forcedBy, words, 'forcer'),
            slot: e.slot,
            card: cardName(e.card, t),
          });
    case 'rowRefilled':
      return t('events.rowRefilled', { slot: e.slot, left: e.deckLeft });
    case 'rowShuffled':
      return t('events.rowShuffled');
    case 'newEventRow':
      return e.reason === 'suddenDeath'
        ? t('events.newEventRow.suddenDeath', { count: e.deckSize })
        : t('events.newEventRow.rowExhausted', { count: e.deckSize });
    case 'pirateMoved': {
      const way = { from: placeFrom(e.from, t), to: placeTo(e.to, t) };
      switch (e.reason) {
        case 'letterOfMarque':
          return e.by === e.seat
            ? t('events.pirateMoved.letterOfMarque', { ...person(e.seat, words, 'actor'), ...way })
            : t('events.pirateMoved.letterOfMarqueSent', {
                ...person(e.by, words, 'actor'),
                ...person(e.seat, words, 'pirate'),
                ...way,
              });
        case 'atlantis':
          return t('events.pirateMoved.atlantis', { ...person(e.seat, words, 'actor'), ...way });
        case 'facade':
          return t('events.pirateMoved.facade', { ...person(e.seat, words, 'actor'), ...way });
        default:
          return t('events.pirateMoved.move', { ...person(e.seat, words, 'actor'), ...way });
      }
    }
    case 'pawnsReordered':
      return t('events.pawnsReordered', { at: placeAt(e.place, t), order: seatList(e.order, words) });
    case 'marooned':
      return e.from === 'tortuga'
        ? t('events.marooned.again', { ...person(e.seat, words, 'actor'), cause: causeBy(e.cause, t) })
        : t('events.marooned.away', {
            ...person(e.seat, words, 'actor'),
            from: placeFrom(e.from, t),
            cause: causeBy(e.cause, t),
          });
    case 'voteCardLost':
      // The viewer's own loss is told by the private line naming the card.
      return e.seat === words.viewer ? null : t('events.voteCardLost', person(e.seat, words, 'actor'));
    case 'voteCalled':
      return t('events.voteCalled', {
        ...person(e.seat, words, 'actor'),
        vote: e.vote,
        ship: e.ship ? shipName(e.ship, t) : '',
        anyVoters: yesNo(e.participants.length > 0),
        voters: seatList(e.participants, words),
        anySkipped: yesNo(e.skipped.length > 0),
        skipped: seatList(e.skipped, words),
        anyEmpty: yesNo(e.emptyHanded.length > 0),
        empty: seatList(e.emptyHanded, words),
      });
    case 'voteCast':
      return e.seat === words.viewer
        ? null
        : t('events.voteCast', { ...person(e.seat, words, 'actor'), cards: e.cards });
    case 'voteRevealed': {
      const tally = tallyText(e.vote, e.cards, t);
      if (e.vote === 'brawl')
        return t('events.voteRevealed.brawl', { tally, count: e.cards.length, result: e.brawl ?? 'split' });
      return t('events.voteRevealed.vote', {
        vote: e.vote,
        success: yesNo(e.success),
        tally,
        count: e.cards.length,
      });
    }
    case 'voteCalledOff':
      return t('events.voteCalledOff');
    case 'voteCardsDrawn':
      return e.count === 0 || e.seat === words.viewer
        ? null
        : t('events.voteCardsDrawn', { ...person(e.seat, words, 'actor'), count: e.count });
    case 'treasureTaken':
      return e.from === 'galleon'
        ? t('events.treasureTaken.galleon', {
            ...person(e.seat, words, 'actor'),
            ship: shipName(e.ship, t),
            hold: e.hold,
          })
        : t('events.treasureTaken.ship', {
            ...person(e.seat, words, 'actor'),
            fromShip: shipName(e.from, t),
            fromHold: e.fromHold ?? 'unknown',
            ship: shipName(e.ship, t),
            hold: e.hold,
          });
    case 'treasureShifted':
      return t('events.treasureShifted', {
        ...person(e.seat, words, 'actor'),
        ship: shipName(e.ship, t),
        from: e.from,
        to: e.to,
      });
    case 'tortugaTreasureMoved':
      return t('events.tortugaTreasureMoved', { british: e.british, french: e.french, loose: e.loose });
    case 'treasureToGalleon':
      return t('events.treasureToGalleon', { count: e.count, ship: shipName(e.ship, t) });
    case 'albatrossStruck':
      return t('events.albatrossStruck', { ship: shipName(e.ship, t), pirates: seatList(e.seats, words) });
    case 'albatrossKept':
      return t('events.albatrossKept', { ...person(e.seat, words, 'actor'), count: e.count });
    case 'treasureMapGiven':
      return t('events.treasureMapGiven', {
        ...person(e.seat, words, 'actor'),
        ...person(e.to, words, 'target'),
        map: cardName(e.map, t),
      });
    case 'treasureMapUsed':
      return t('events.treasureMapUsed', { ...person(e.seat, words, 'actor'), map: cardName(e.map, t) });
    case 'letterOfMarqueKept':
      return t('events.letterOfMarqueKept', person(e.seat, words, 'actor'));
    case 'letterOfMarquePlayed':
      return t('events.letterOfMarquePlayed', person(e.seat, words, 'actor'));
    case 'voteCardOnTop':
      return t('events.voteCardOnTop', person(e.seat, words, 'actor'));
    case 'pirateShot':
      return e.target === e.seat
        ? t('events.pirateShot.self', person(e.seat, words, 'actor'))
        : t('events.pirateShot.other', {
            ...person(e.seat, words, 'actor'),
            ...person(e.target, words, 'target'),
          });
    case 'rowboatDestroyed':
      return t('events.rowboatDestroyed', { ship: shipName(e.ship, t) });
    case 'loyaltiesShuffled':
      return t('events.loyaltiesShuffled', {
        ...person(e.seat, words, 'actor'),
        ...person(e.target, words, 'target'),
      });
    case 'voteHandSearched':
      return t('events.voteHandSearched', {
        ...person(e.seat, words, 'actor'),
        ...person(e.target, words, 'target'),
        count: e.cards,
      });
    case 'voteCardGiven':
      return t('events.voteCardGiven', {
        ...person(e.seat, words, 'actor'),
        ...person(e.target, words, 'target'),
      });
    case 'voteDeckShuffled':
      return t('events.voteDeckShuffled');
    case 'scurvy':
      return t('events.scurvy', { pirates: seatList(e.seats, words) });
    case 'pirateCodeKept':
      return t('events.pirateCodeKept', person(e.seat, words, 'actor'));
    case 'pirateCodeSkip':
      return t('events.pirateCodeSkip', { ...person(e.seat, words, 'actor'), left: e.skipsLeft });
    case 'noEffect':
      return t('events.noEffect', { card: cardName(e.card, t) });
    case 'suddenDeath':
      return t('events.suddenDeath', { british: e.british, french: e.french });
    case 'gameEnded': {
      const loyalties = e.loyalties.map((nation, seat) =>
        t('events.loyalty', { pirate: seatWord(seat, words), nation: nationName(nation, t) }),
      );
      return t('events.gameEnded', {
        outcome: outcomeText(e, t),
        loyalties: listOf(loyalties, words.locale),
      });
    }
    case 'eventCardsSeen':
      return t('events.eventCardsSeen', {
        ...person(e.seat, words, 'actor'),
        cards: listOf(
          e.cards.map((seen) => t('events.seenSlot', { slot: seen.slot, card: cardName(seen.card, t) })),
          words.locale,
        ),
      });
    case 'voteCardsSeen': {
      if (e.reason === 'returnedToDeck' && e.cards.length === 0) return null;
      return t(`events.voteCardsSeen.${e.reason}`, {
        ...person(e.seat, words, 'actor'),
        cards: voteCardList(e.cards, words),
      });
    }
    case 'voteDeckSeen':
      return t('events.voteDeckSeen', { ...person(e.seat, words, 'actor'), count: e.cards.length });
    case 'voteCardGivenSeen':
      return e.target === e.seat
        ? t('events.voteCardGivenSeen.self', {
            ...person(e.seat, words, 'actor'),
            card: voteCardName(e.card, t),
          })
        : t('events.voteCardGivenSeen.other', {
            ...person(e.seat, words, 'actor'),
            ...person(e.target, words, 'target'),
            card: voteCardName(e.card, t),
          });
    case 'loyaltySeen':
      return t('events.loyaltySeen', { ...person(e.seat, words, 'actor'), nation: e.loyalty });
  }
  // An event this app does not know (the log is JSON from the API): no line.
  return null;
}

/** Where a seat stands, in words: "Jolly Roger, 2nd", "Tortuga, 1st", "The Jolly Roger’s rowboat". */
export function standing(seat: TortugaSeatView, t: Translator<'tortuga'>): string {
  switch (seat.place) {
    case null:
      return t('standing.bag');
    case 'flyingDutchmanRowboat':
      return t('standing.rowboat', { ship: shipName('flyingDutchman', t) });
    case 'jollyRogerRowboat':
      return t('standing.rowboat', { ship: shipName('jollyRoger', t) });
    case 'tortuga':
      return t('standing.tortuga', { position: seat.position ?? 1 });
    default:
      return t('standing.ship', { ship: shipName(seat.place, t), position: seat.position ?? 1 });
  }
}

/** What the vote is about: "Attack aboard the Jolly Roger", "Brawl on Tortuga". */
export function voteTitle(pending: Pick<VotePending, 'vote' | 'ship'>, t: Translator<'tortuga'>): string {
  return pending.ship === null || pending.vote === 'brawl'
    ? t('voteTitle.tortuga', { vote: pending.vote })
    : t('voteTitle.ship', { vote: pending.vote, ship: shipName(pending.ship, t) });
}

/** The log in words, line by line: what the table's log and the replay's move list both show. */
export function logInWords(log: readonly LogEntry<TortugaEventBody>[], words: Words): LogLine[] {
  return logLines(log, (event) => describeEvent(event, words));
}
