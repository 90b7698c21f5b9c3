import { CREW_IDS, LOOT_IDS, crewDeck, type CrewCode, type LootCode } from './data.js';
import { RULES } from './rules.js';
import { scoreShip } from './scoring.js';
import type { Ship } from './state.js';
import type { Work } from './work.js';
import { GOODS } from './data.js';

const byCode = (a: number, b: number) => a - b;

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
export function startRound(work: Work): void {
  const players = work.players;
  const deck = work.lootDeckMut();
  const display = work.displayMut();
  const count = work.round === 1 ? RULES.firstDisplay : RULES.newDisplay;
  for (let i = 0; i < count && deck.length > 0; i++)
    display.push({ loot: deck.pop() as LootCode, prisoners: [] });

  const crew = work.random.shuffle(crewDeck(players));
  const hands: CrewCode[][] = Array.from({ length: players }, () => []);
  const dealt = RULES.handSize * players;
  for (let i = 0; i < dealt; i++)
    (hands[(work.dealer + 1 + i) % players] as CrewCode[]).push(crew[i] as CrewCode);
  for (const hand of hands) hand.sort(byCode);
  work.setAllHands(hands);
  work.faceUp = crew.slice(dealt, dealt + RULES.faceUpCards);
  work.pickedUp = [];
  work.setAside = [];
  work.privileged = null;
  work.black = null;
  work.trump = null;
  work.trick = null;
  work.lastTrick = null;
  work.won = null;
  work.auction = { highBid: 0, highBidder: null, passed: new Array<boolean>(players).fill(false) };
  work.step = 'bid';
  work.turn = leftOf(work.dealer, players);

  work.emit({
    type: 'roundStarted',
    round: work.round,
    dealer: work.dealer,
    display: display.map((card) => LOOT_IDS[card.loot] as string),
    prisonerCounts: display.map((card) => card.prisoners.length),
    faceUp: work.faceUp.map((code) => CREW_IDS[code] as string),
  });
  hands.forEach((hand, seat) =>
    work.emit({ type: 'handDealt', seat, cards: hand.map((code) => CREW_IDS[code] as string) }, [seat]),
  );
}

/**
 * Ends a round (S001 "Fase finale del round"): the privileged player's yellow cube moves to the
 * black one; in rounds 1–5 the leftover loot card gets the top prisoner card beneath it; the white
 * stones and trump are cleared, the crew cards collected, and the player to the dealer's right
 * deals the next round. After round 6 the game is scored.
 */
export function endRound(work: Work): void {
  const privileged = work.privileged;
  if (privileged !== null && work.black !== null) work.debtMut()[privileged] = work.black;
  work.black = null;
  const last = work.round === RULES.rounds;
  const display = work.displayMut();
  const leftover = display[0];
  if (!last && leftover !== undefined && work.prisonerDeck.length > 0) {
    const prisoner = work.prisonerDeckMut().pop() as number;
    display[0] = { loot: leftover.loot, prisoners: [...leftover.prisoners, prisoner] };
  }
  const kept = display[0];
  work.emit({
    type: 'roundEnded',
    round: work.round,
    privileged,
    debt: work.debt.slice(),
    leftover: kept === undefined ? null : (LOOT_IDS[kept.loot] as string),
    prisonerCount: kept === undefined ? 0 : kept.prisoners.length,
  });
  if (work.absent.some((marks) => marks !== 0)) work.absentMut().fill(0);
  work.trump = null;
  work.setAside = [];
  work.pickedUp = [];
  work.faceUp = [];
  work.trick = null;
  work.won = null;
  work.auction = null;
  work.privileged = null;
  if (last) {
    finishGame(work);
    return;
  }
  work.round += 1;
  work.dealer = rightOf(work.dealer, work.players);
  startRound(work);
}

function finishGame(work: Work): void {
  work.step = 'over';
  work.turn = -1;
  const scores: number[] = [];
  const ships = work.ships.map((row, seat) => {
    let total = 0;
    const revealed = row.map((ship: Ship, good) => {
      const score = scoreShip(ship.loot, ship.prisoners, work.players, work.options.doubleWeight);
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
    scores.push(total - (work.debt[seat] as number));
    return revealed;
  });
  work.emit({ type: 'gameScored', scores, ships });
}
