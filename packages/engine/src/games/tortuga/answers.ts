import type { TortugaAction } from './actions.js';
import { otherShip, shipIndex, shipName } from './board.js';
import { voteCardOf, voteCodeOf, type EventCard, type Hold, type ShipName, type VoteCard } from './data.js';
import type { TortugaDraft } from './draft.js';
import {
  blowUp,
  cabinFever,
  finishCrowsNest,
  giveMap,
  isMap,
  letterOfMarqueMove,
  reveal,
  searchVoteHand,
} from './effects.js';
import { discardVoteCard, maroon, requestMaroon, sailToOtherShip, useMap } from './maroon.js';
import { chooseStart, placeStartingTreasure } from './start.js';
import { castVote, startVote } from './votes.js';

/**
 * Answers to what the game is waiting for (votes, forced reveals, a revealed card's choices,
 * treasure maps). Every answer here is one `legalActions` listed for the pending choice, so
 * nothing is checked again: each handler only carries it out.
 */
export function answer(draft: TortugaDraft, seat: number, action: TortugaAction): void {
  switch (action.type) {
    case 'placeStartingTreasure':
      return placeStartingTreasure(draft, action.hold);
    case 'chooseStart':
      return chooseStart(draft, seat, action.place, action.position);
    case 'vote':
      return castVote(draft, seat, action.cards.map(voteCodeOf));
    case 'takeTreasure':
      return takeTreasure(draft, action.from, action.hold);
    case 'chooseSlot': {
      const pending = draft.waiting('forcedReveal');
      draft.setPending(null);
      return reveal(draft, pending.target, action.slot - 1, pending.forcer);
    }
    case 'revealAtRandom': {
      const pending = draft.waiting('forcedReveal');
      draft.setPending(null);
      return reveal(draft, pending.target, draft.random.pick(pending.slots), pending.forcer);
    }
    case 'deferToForcer': {
      const pending = draft.waiting('forcedReveal');
      draft.setPending({ ...pending, chooser: pending.forcer });
      draft.emit({ type: 'forcedChoiceDeferred', seat, forcer: pending.forcer });
      return;
    }
    case 'giveTreasureMap': {
      const card = closeChoice(draft);
      if (isMap(card)) giveMap(draft, seat, card, action.to);
      return;
    }
    case 'moveWithLetterOfMarque':
      return moveWithLetterOfMarque(draft, seat, action.pirate, action.ship);
    case 'keepLetterOfMarque':
      closeChoice(draft);
      draft.s.lettersOfMarque[seat] = (draft.s.lettersOfMarque[seat] ?? 0) + 1;
      draft.s.turn.lettersKept.push(seat);
      draft.emit({ type: 'letterOfMarqueKept', seat });
      return;
    case 'drawVoteCard':
      draft.drawInto(seat, 1);
      draft.setPending({ kind: 'returnVoteCard', seat });
      return;
    case 'returnVoteCard':
      return returnVoteCard(draft, seat, action.card);
    case 'shootPirate':
      closeChoice(draft);
      draft.s.discard.push('pistol');
      draft.emit({ type: 'pirateShot', seat, target: action.target });
      return requestMaroon(draft, action.target, 'pistol');
    case 'blowUpRowboat':
      closeChoice(draft);
      draft.s.discard.push('blackPowder');
      return blowUp(draft, seat, shipIndex(action.ship));
    case 'shareCabinFever':
      closeChoice(draft);
      draft.s.discard.push('cabinFever');
      return cabinFever(draft, seat, action.target);
    case 'searchVoteHand':
      closeChoice(draft);
      return searchVoteHand(draft, seat, action.target);
    case 'giveVoteCard':
      return giveVoteCard(draft, action.card);
    case 'useFountainOfYouth':
      draft.setPending(null);
      return useMap(draft, seat, 'fountainOfYouth');
    case 'acceptMarooning': {
      const pending = draft.waiting('maroonResponse');
      draft.setPending(null);
      return maroon(draft, seat, pending.cause);
    }
    case 'useAtlantis':
      return useAtlantis(draft, seat);
    case 'declineAtlantis': {
      const pending = draft.waiting('atlantisJump');
      draft.setPending(null);
      return startVote(draft, pending.caller, pending.vote, pending.ship);
    }
    case 'loseVoteCard':
      draft.setPending(null);
      return discardVoteCard(draft, seat, voteCodeOf(action.card));
    default:
      return;
  }
}

/** Closes the revealed card's pending choice (the answer makes it) and says which card it was. */
function closeChoice(draft: TortugaDraft): EventCard {
  const card = draft.waiting('eventChoice').card;
  draft.setPending(null);
  return card;
}

function takeTreasure(draft: TortugaDraft, from: 'galleon' | Hold, hold: Hold): void {
  const pending = draft.waiting('attackTreasure');
  const other = otherShip(pending.ship);
  if (from === 'galleon') draft.s.galleon -= 1;
  else draft.ship(other).holds[from] -= 1;
  draft.ship(pending.ship).holds[hold] += 1;
  draft.lean(pending.seat, hold);
  draft.emit({
    type: 'treasureTaken',
    seat: pending.seat,
    from: from === 'galleon' ? 'galleon' : shipName(other),
    fromHold: from === 'galleon' ? null : from,
    ship: shipName(pending.ship),
    hold,
  });
  draft.setPending(null);
}

function moveWithLetterOfMarque(draft: TortugaDraft, seat: number, pirate: number, ship: ShipName): void {
  closeChoice(draft);
  draft.s.discard.push('letterOfMarque');
  letterOfMarqueMove(draft, seat, pirate, shipIndex(ship));
}

/** IT-1e Letter of Marque, second step: a card from the hand goes on top of the vote deck. */
function returnVoteCard(draft: TortugaDraft, seat: number, card: VoteCard): void {
  const code = voteCodeOf(card);
  draft.removeFromHand(seat, code);
  draft.s.voteDeck.unshift(code);
  draft.s.voteTopKnownBy = seat;
  draft.s.discard.push('letterOfMarque');
  draft.emit({ type: 'voteCardOnTop', seat });
  draft.seen(seat, [code], 'putOnTop');
  draft.setPending(null);
}

/** Crow's Nest: one card of the searched vote deck handed to the target. */
function giveVoteCard(draft: TortugaDraft, card: VoteCard): void {
  const pending = draft.waiting('crowsNestGive');
  const code = voteCodeOf(card);
  const deck = draft.s.voteDeck;
  deck.splice(deck.indexOf(code), 1);
  draft.addToHand(pending.target, code);
  draft.emit({ type: 'voteCardGiven', seat: pending.seat, target: pending.target });
  const knowers =
    pending.seat === pending.target ? [pending.seat] : [pending.seat, pending.target].sort((a, b) => a - b);
  draft.emit(
    { type: 'voteCardGivenSeen', seat: pending.seat, target: pending.target, card: voteCardOf(code) },
    knowers,
  );
  if (pending.remaining <= 1) finishCrowsNest(draft);
  else draft.setPending({ ...pending, remaining: pending.remaining - 1 });
}

/**
 * The Atlantis map answering a choice: escaping a maroon (IT-1e: the captain's maroon then came to
 * nothing and he acts again), or jumping aboard the other ship to join its vote (IT-1e).
 */
function useAtlantis(draft: TortugaDraft, seat: number): void {
  const pending = draft.s.pending;
  draft.setPending(null);
  if (pending?.kind === 'maroonResponse') {
    sailToOtherShip(draft, seat);
    if (pending.cause === 'captain') draft.refund = true;
    return;
  }
  if (pending?.kind !== 'atlantisJump') return;
  sailToOtherShip(draft, pending.seat);
  if (draft.crew(pending.ship).length === 0) {
    draft.emit({ type: 'voteCalledOff', seat: pending.caller, reason: 'shipEmptied' });
    return;
  }
  startVote(draft, pending.caller, pending.vote, pending.ship);
}
