import { CREW_IDS, GOODS, LOOT_IDS, crewDeck, type CrewCode } from './data.js';
import type { PortRoyalDraft } from './draft.js';
import { RULES } from './rules.js';
import { scoreShip } from './scoring.js';

const byCode = (a: number, b: number) => a - b;
const crewId = (code: number): string => CREW_IDS[code] ?? '';
const lootId = (code: number): string => LOOT_IDS[code] ?? '';

/** The player left of `seat` (clockwise = increasing seat index). */
export function leftOf(seat: number, players: number): number {
  return (seat + 1) % players;
}
/** The player right of `seat`. */
export function rightOf(seat: number, players: number): number {
  return (seat + players - 1) % players;
}

/**
 * Starts a round (S001 "Preparazione del Round"): turn up the loot (9 in round 1, else 8 new ones
 * after the leftover), shuffle the crew deck, deal 8 to each player one at a time clockwise from
 * the dealer's left, lay the last 2 face up, and open the auction with the dealer's left neighbour.
 */
export function startRound(draft: PortRoyalDraft): void {
  const players = draft.players;
  const deck = draft.ownLootDeck();
  const display = draft.ownDisplay();
  const count = draft.round === 1 ? RULES.firstDisplay : RULES.newDisplay;
  for (let i = 0; i < count; i++) {
    const loot = deck.pop();
    if (loot === undefined) break;
    display.push({ loot, prisoners: [] });
  }

  const crew = draft.random.shuffle(crewDeck(players));
  const dealt = RULES.handSize * players;
  // One card at a time clockwise from the dealer's left: the i-th card to the (i + 1)-th seat on.
  const hands = Array.from({ length: players }, (_, seat) => {
    const hand: CrewCode[] = [];
    const first = (seat - draft.dealer - 1 + players) % players;
    for (let i = first; i < dealt; i += players) hand.push(crew[i] ?? 0);
    return hand.sort(byCode);
  });
  draft.setAllHands(hands);
  draft.faceUp = crew.slice(dealt, dealt + RULES.faceUpCards);
  draft.pickedUp = [];
  draft.setAside = [];
  draft.privileged = null;
  draft.black = null;
  draft.trump = null;
  draft.trick = null;
  draft.won = null;
  draft.auction = { highBid: 0, highBidder: null, passed: new Array<boolean>(players).fill(false) };
  draft.step = 'bid';
  draft.turn = leftOf(draft.dealer, players);
  announceRound(draft);
}

/**
 * The round's start as the log tells it: dealer, display and face-up cards for everyone, each hand
 * to its own seat. Setup keeps no events, so round 1's is told with the game's first action.
 */
export function announceRound(draft: PortRoyalDraft): void {
  const display = draft.display;
  draft.emit({
    type: 'roundStarted',
    round: draft.round,
    dealer: draft.dealer,
    display: display.map((card) => lootId(card.loot)),
    prisonerCounts: display.map((card) => card.prisoners.length),
    faceUp: draft.faceUp.map(crewId),
  });
  draft.hands.forEach((hand, seat) =>
    draft.emit({ type: 'handDealt', seat, cards: hand.map(crewId) }, [seat]),
  );
}

/**
 * Ends a round (S001 "Fase finale del round"): the privileged player's yellow cube moves to the
 * black one; in rounds 1–5 the leftover loot card gets the top prisoner card beneath it; the white
 * stones and trump are cleared, the crew cards collected, and the player to the dealer's right
 * deals the next round. After round 6 the game is scored.
 */
export function endRound(draft: PortRoyalDraft): void {
  const privileged = draft.privileged;
  if (privileged !== null && draft.black !== null) draft.ownDebt()[privileged] = draft.black;
  draft.black = null;
  const last = draft.round === RULES.rounds;
  const display = draft.ownDisplay();
  const leftover = display[0];
  if (!last && leftover !== undefined && draft.prisonerDeck.length > 0) {
    const prisoner = draft.ownPrisonerDeck().pop() ?? 0;
    display[0] = { loot: leftover.loot, prisoners: [...leftover.prisoners, prisoner] };
  }
  const kept = display[0];
  draft.emit({
    type: 'roundEnded',
    round: draft.round,
    privileged,
    debt: draft.debt.slice(),
    leftover: kept === undefined ? null : lootId(kept.loot),
    prisonerCount: kept === undefined ? 0 : kept.prisoners.length,
  });
  if (draft.absent.some((marks) => marks !== 0)) draft.ownAbsent().fill(0);
  draft.trump = null;
  draft.setAside = [];
  draft.pickedUp = [];
  draft.faceUp = [];
  draft.trick = null;
  draft.won = null;
  draft.auction = null;
  draft.privileged = null;
  if (last) {
    finishGame(draft);
    return;
  }
  draft.round += 1;
  draft.dealer = rightOf(draft.dealer, draft.players);
  startRound(draft);
}

function finishGame(draft: PortRoyalDraft): void {
  draft.step = 'over';
  draft.turn = -1;
  const scores: number[] = [];
  const ships = draft.ships.map((row, seat) => {
    let total = 0;
    const revealed = row.map((ship, good) => {
      const score = scoreShip(ship.loot, ship.prisoners, draft.players, draft.options.doubleWeight);
      total += score.value;
      return {
        ship: GOODS[good] as (typeof GOODS)[number],
        prisoners: ship.prisoners.slice(),
        tons: score.tons,
        limit: score.limit,
        sunk: score.sunk,
        value: score.value,
      };
    });
    scores.push(total - (draft.debt[seat] as number));
    return revealed;
  });
  draft.emit({ type: 'gameScored', scores, ships });
}
