import type { Random } from '../../core/random.js';
import { VOTE_KIND_COUNT, type EventCard, type VoteCode } from './data.js';
import type { DraftState, TortugaState } from './state.js';
import { draftOf } from './draft.js';

function codesOf(hand: readonly number[]): VoteCode[] {
  const codes: VoteCode[] = [];
  hand.forEach((count, code) => {
    for (let i = 0; i < count; i++) codes.push(code);
  });
  return codes;
}

/**
 * The same game as far as `seat` (-1: a spectator) can tell: every other hidden loyalty, every other
 * vote hand and secret vote, the vote deck (but the order of the groups of cards votes showed to everyone), the event deck with the unseen cards out of the game and
 * every row card `seat` has not peeked at, the designated slots of a forced reveal it is not part of,
 * the pawns still in the bag and the generator are all dealt anew. Sizes, the board and everything
 * `seat` has been shown stay as they are. Its view and legal actions must not change.
 */
export function disguise(state: TortugaState, seat: number, random: Random): TortugaState {
  if (state.outcome !== null) return state;
  const d: DraftState = draftOf(state);
  const sees = (other: number) => other === seat;

  // Loyalties lying face down in front of others.
  const hidden = d.loyalties.flatMap((_, other) => (sees(other) || d.loyaltyFaceUp[other] ? [] : [other]));
  const loyalties = random.redeal(
    hidden.map((other) => d.loyalties[other] as DraftState['loyalties'][number]),
  );
  hidden.forEach((other, i) => (d.loyalties[other] = loyalties[i] as DraftState['loyalties'][number]));

  // Vote cards: other hands, others' secret votes and the deck (but what `seat` knows of it).
  const pending = d.pending;
  const searching = pending?.kind === 'crowsNestGive' && pending.seat === seat;
  const keepTop = d.voteTopKnownBy === seat && d.voteDeck.length > 0 ? 1 : 0;
  // The groups at the bottom a vote showed to everyone stay where they are, each shuffled in itself.
  const grouped = d.voteGroups.reduce((sum, size) => sum + size, 0);
  const unplaced = d.voteDeck.length - grouped;
  const deckPool = searching ? [] : d.voteDeck.slice(keepTop, unplaced);
  const votePlays = pending?.kind === 'vote' ? pending.plays : [];
  const voters = pending?.kind === 'vote' ? pending.participants : [];
  const pool = random.redeal([
    ...d.hands.flatMap((hand, other) => (sees(other) ? [] : codesOf(hand))),
    ...votePlays.flatMap((play, i) => (play === null || sees(voters[i] as number) ? [] : play)),
    ...deckPool,
  ]);
  const take = (count: number) => pool.splice(0, count);
  d.hands = d.hands.map((hand, other) => {
    if (sees(other)) return hand;
    const fresh = new Array<number>(VOTE_KIND_COUNT).fill(0);
    for (const code of take(codesOf(hand).length)) fresh[code] = (fresh[code] as number) + 1;
    return fresh;
  });
  votePlays.forEach((play, i) => {
    if (play !== null && !sees(voters[i] as number)) votePlays[i] = take(play.length);
  });
  if (searching) d.voteDeck = random.redeal(d.voteDeck);
  else {
    const groups: VoteCode[] = [];
    let start = unplaced;
    for (const size of d.voteGroups) {
      groups.push(...random.redeal(d.voteDeck.slice(start, start + size)));
      start += size;
    }
    d.voteDeck = [...d.voteDeck.slice(0, keepTop), ...take(deckPool.length), ...groups];
  }

  // Event cards: the deck, the unseen box, and every face-down slot `seat` has not peeked at.
  const mine = seat >= 0 ? (d.peeks[seat] ?? []) : [];
  const open = d.row.flatMap((card, index) =>
    card === null || card === 'spanishArmada' || mine[index] ? [] : [index],
  );
  const deckCards = d.eventDeck.flatMap((card, index) => (card === 'spanishArmada' ? [] : [index]));
  const events = random.redeal([
    ...open.map((index) => d.row[index] as EventCard),
    ...deckCards.map((index) => d.eventDeck[index] as EventCard),
    ...d.box,
  ]);
  for (const index of open) {
    const card = events.pop() as EventCard;
    d.row[index] = card;
    // Others who peeked there remember the card now lying there.
    for (const seen of d.peeks) if (seen[index] !== null) seen[index] = card;
  }
  for (const index of deckCards) d.eventDeck[index] = events.pop() as EventCard;
  d.box = events;

  // The brain-burner bag: pawns not yet drawn.
  if (pending?.kind === 'chooseStart') {
    const drawn = pending.chosen.length + 1;
    pending.order = [...pending.order.slice(0, drawn), ...random.redeal(pending.order.slice(drawn))];
  }
  d.random = [random.int(1, 1e9), random.int(1, 1e9), random.int(1, 1e9), random.int(1, 1e9)];
  return d;
}
