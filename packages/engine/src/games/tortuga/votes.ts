import { captainOf, hasRoom, otherShip, shipName } from './board.js';
import { attackSources } from './checks.js';
import { sortedCards, voteCardOf, type ShipIndex, type VoteCode } from './data.js';
import { requestMaroon } from './maroon.js';
import { DECISIONS } from './rules.js';
import { attackSucceeds, brawlWinner, mutinySucceeds, voteTally } from './tally.js';
import type { VoteKind } from './state.js';
import type { TortugaDraft } from './draft.js';

/**
 * Calls a vote. In IT-1e the Atlantis holder on the other ship may first jump aboard to take part
 * in an attack or mutiny.
 */
export function callVote(draft: TortugaDraft, caller: number, vote: VoteKind, ship: ShipIndex | null): void {
  if (vote !== 'brawl' && ship !== null && draft.rules.atlantis === 'anyTime') {
    const holder = draft.s.maps.findIndex((maps) => maps.includes('atlantis'));
    const at = holder >= 0 ? draft.locate(holder) : null;
    if (at?.kind === 'ship' && at.ship === otherShip(ship) && hasRoom(draft.s, ship)) {
      draft.setPending({ kind: 'atlantisJump', seat: holder, vote, caller, ship });
      return;
    }
  }
  startVote(draft, caller, vote, ship);
}

/**
 * Fixes the participants (attack: the whole crew; mutiny: the crew but the captain; brawl: Tortuga),
 * leaving out anyone with no vote card and a Pirate Code holder (spending one of his skips). With
 * nobody left the deck card decides alone.
 */
export function startVote(draft: TortugaDraft, caller: number, vote: VoteKind, ship: ShipIndex | null): void {
  const s = draft.s;
  const called =
    vote === 'brawl'
      ? s.tortuga.line.slice()
      : vote === 'attack'
        ? draft.crew(ship as ShipIndex).slice()
        : draft.crew(ship as ShipIndex).slice(1);
  const participants: number[] = [];
  const skipped: number[] = [];
  const emptyHanded: number[] = [];
  for (const seat of called) {
    // An empty hand keeps a pawn out before the Pirate Code is asked: only a vote its holder would
    // have taken part in ("auxquels vous auriez dû participer") uses up a skip.
    if (draft.handSize(seat) === 0) {
      emptyHanded.push(seat);
    } else if (s.pirateCode?.seat === seat) {
      skipped.push(seat);
      s.pirateCode.skipped += 1;
      draft.emit({ type: 'pirateCodeSkip', seat, skipsLeft: 2 - s.pirateCode.skipped });
      if (s.pirateCode.skipped >= 2) {
        s.pirateCode = null;
        s.discard.push('pirateCode');
      }
    } else {
      participants.push(seat);
    }
  }
  draft.emit({
    type: 'voteCalled',
    seat: caller,
    vote,
    ship: ship === null ? null : shipName(ship),
    participants,
    skipped,
    emptyHanded,
  });
  const plays = participants.map(() => null);
  const sittingOut = [...skipped, ...emptyHanded];
  if (participants.length === 0) {
    resolveVote(draft, { caller, vote, ship, participants, plays: [], sittingOut });
    return;
  }
  draft.setPending({ kind: 'vote', vote, caller, ship, participants, plays, sittingOut });
}

/** A participant's secret vote: one card, or two with El Dorado. Resolves once everyone has voted. */
export function castVote(draft: TortugaDraft, seat: number, cards: readonly VoteCode[]): void {
  const pending = draft.s.pending;
  if (pending?.kind !== 'vote') return;
  for (const code of cards) draft.removeFromHand(seat, code);
  pending.plays[pending.participants.indexOf(seat)] = cards.slice();
  draft.emit({ type: 'voteCast', seat, cards: cards.length });
  draft.seen(seat, cards, 'played');
  if (pending.plays.every((play) => play !== null)) {
    draft.setPending(null);
    resolveVote(draft, { ...pending, plays: pending.plays });
  }
}

/**
 * Adds the deck card, reveals everything as one sorted list, returns the cards shuffled under the
 * vote deck, lets each player who played draw one, then applies the result.
 */
interface Resolving {
  readonly caller: number;
  readonly vote: VoteKind;
  readonly ship: ShipIndex | null;
  readonly participants: readonly number[];
  readonly plays: readonly (readonly VoteCode[])[];
  readonly sittingOut: readonly number[];
}

function resolveVote(
  draft: TortugaDraft,
  { caller, vote, ship, participants, plays, sittingOut }: Resolving,
): void {
  const s = draft.s;
  const cards = plays.flat();
  const deckCard = draft.drawVote();
  if (deckCard !== null) cards.push(deckCard);
  const tally = voteTally(cards.map(voteCardOf));
  const success =
    vote === 'attack' ? attackSucceeds(tally) : vote === 'mutiny' ? mutinySucceeds(tally) : true;
  const brawl = vote === 'brawl' ? brawlWinner(tally) : null;
  draft.emit({ type: 'voteRevealed', vote, cards: sortedCards(cards), success, brawl });
  draft.toBottom(draft.random.shuffle(cards), true);
  participants.forEach((seat, i) => {
    const played = plays[i] ?? [];
    if (played.length > 0) draft.drawInto(seat, 1);
    if (played.length >= 2) {
      const maps = s.maps[seat] as string[];
      maps.splice(maps.indexOf('elDorado'), 1);
      s.discard.push('elDorado');
      draft.emit({ type: 'treasureMapUsed', seat, map: 'elDorado' });
    }
  });
  if (DECISIONS.nonVotersDraw) for (const seat of sittingOut) draft.drawInto(seat, 1);

  if (vote === 'attack' && success) {
    const own = ship as ShipIndex;
    if (attackSources(s, own).length > 0)
      draft.setPending({ kind: 'attackTreasure', seat: caller, ship: own });
  } else if (vote === 'mutiny' && success) {
    const captain = captainOf(s, ship as ShipIndex);
    if (captain !== null) requestMaroon(draft, captain, 'mutiny');
  } else if (brawl !== null) {
    const total = s.tortuga.areas.british + s.tortuga.areas.french + s.tortuga.loose;
    const british = brawl === 'british' ? total : brawl === 'french' ? 0 : Math.ceil(total / 2);
    s.tortuga.areas = { british, french: total - british };
    s.tortuga.loose = 0;
    draft.emit({ type: 'tortugaTreasureMoved', british, french: total - british, loose: 0 });
  }
}
