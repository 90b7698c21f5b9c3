import type { ActionOf } from './actions.js';
import { COLOUR_INDEX, CREW_IDS, crewCodeOf, type CrewCode } from './data.js';
import { without, type PortRoyalDraft } from './draft.js';
import { leftOf } from './round.js';
import { RULES } from './rules.js';

/**
 * The auction for the privileges and the privileges themselves (S001 "Asta", "Privilegi"). Each
 * handler carries out a legal action: `legalActions` has decided it may be done.
 */

const byCode = (a: number, b: number) => a - b;

export function bid(draft: PortRoyalDraft, seat: number, { amount }: ActionOf<'bid'>): void {
  const auction = draft.auction;
  if (auction === null) return;
  // With non-final passes a raise reopens the auction to everyone who passed.
  const passed = draft.options.passIsFinal ? auction.passed : auction.passed.map(() => false);
  draft.auction = { highBid: amount, highBidder: seat, passed };
  draft.emit({ type: 'bidPlaced', seat, amount });
  nextBidder(draft, seat);
}

export function pass(draft: PortRoyalDraft, seat: number): void {
  const auction = draft.auction;
  if (auction === null) return;
  const passed = auction.passed.slice();
  passed[seat] = true;
  draft.auction = { highBid: auction.highBid, highBidder: auction.highBidder, passed };
  draft.emit({ type: 'bidPassed', seat });
  nextBidder(draft, seat);
}

/**
 * The auction goes on clockwise among those who have not passed (since the last raise, when passes
 * are not final) until only the high bidder is left, or everybody has passed without a bid.
 */
function nextBidder(draft: PortRoyalDraft, seat: number): void {
  const auction = draft.auction;
  if (auction === null) return;
  const players = draft.players;
  let open = 0;
  for (const passed of auction.passed) if (!passed) open++;
  if (auction.highBidder !== null && open === 1) {
    grantPrivileges(draft, auction.highBidder, auction.highBid);
    return;
  }
  if (open === 0) {
    const winner = draft.options.noBidPrivileges === 'dealer' ? draft.dealer : leftOf(draft.dealer, players);
    grantPrivileges(draft, winner, 0);
    return;
  }
  let next = leftOf(seat, players);
  while (auction.passed[next]) next = leftOf(next, players);
  draft.turn = next;
}

/** The winner's black cube goes to yellow + bid; he takes the two face-up crew cards. */
function grantPrivileges(draft: PortRoyalDraft, seat: number, amount: number): void {
  draft.auction = null;
  draft.privileged = seat;
  const black = (draft.debt[seat] ?? 0) + amount;
  draft.black = black;
  draft.emit({ type: 'privilegesWon', seat, bid: amount, black });
  const taken = draft.faceUp;
  draft.setHand(seat, [...draft.hand(seat), ...taken].sort(byCode));
  draft.pickedUp = taken;
  draft.faceUp = [];
  draft.emit({ type: 'faceUpTaken', seat, cards: taken.map(crewId) });
  draft.step = 'setAside';
  draft.turn = seat;
}

const crewId = (code: CrewCode): string => CREW_IDS[code] ?? '';

// ——— The privileges, in our fixed order: set aside, trump, leader ———

export function setAside(draft: PortRoyalDraft, seat: number, { card }: ActionOf<'setAside'>): void {
  const code = crewCodeOf(card);
  draft.setHand(seat, without(draft.hand(seat), code));
  draft.setAside = [...draft.setAside, code].sort(byCode);
  draft.emit({ type: 'cardSetAside', seat });
  draft.emit({ type: 'cardSetAsideSeen', seat, card }, [seat]);
  if (draft.setAside.length >= RULES.faceUpCards) draft.step = 'chooseTrump';
}

export function chooseTrump(draft: PortRoyalDraft, seat: number, { colour }: ActionOf<'chooseTrump'>): void {
  draft.trump = COLOUR_INDEX[colour];
  draft.emit({ type: 'trumpChosen', seat, colour });
  draft.step = 'chooseLeader';
}

export function chooseLeader(
  draft: PortRoyalDraft,
  seat: number,
  { seat: leader }: ActionOf<'chooseLeader'>,
): void {
  draft.emit({ type: 'leaderChosen', seat, leader });
  // The first trick starts: the last trick of the round before gives way.
  draft.lastTrick = null;
  draft.trick = { number: 1, leader, stake: null, cards: [] };
  draft.step = 'chooseLoot';
  draft.turn = leader;
}
