import { SECTION_INDEX } from './data.js';
import { defeatPlayer, leaveToCove } from './defeat.js';
import type { PiratesCoveDraft } from './draft.js';
import { RULES } from './rules.js';
import { sectionValue } from './ship.js';
import { mastercraftAbsorbs } from './shots.js';

/**
 * Boarding (S004 "Arrembaggi e Duelli"): declaring it, crew against crew, and the optional ship
 * swap for the winner of a boarding or a duel. The duel the boarded captain may call is in duel.ts.
 */

const CREW = SECTION_INDEX.crew;

/** Boarding declared: after removing the sails (prompt) or with the Boarding battle card. */
export function boardShip(draft: PiratesCoveDraft, seat: number): void {
  const c = draft.combat();
  const prompt = c.prompt;
  let defender: number;
  if (prompt?.kind === 'boardChoice') defender = prompt.defender;
  else {
    defender = c.ships.find((ship) => ship !== seat) as number;
    c.roundIndex++;
  }
  draft.emit({ type: 'boardingDeclared', attacker: seat, defender });
  c.prompt = { kind: 'challenge', attacker: seat, defender };
}

export function declineBoarding(draft: PiratesCoveDraft, seat: number): void {
  const c = draft.combat();
  const prompt = draft.prompt('boardChoice');
  c.prompt = null;
  draft.emit({ type: 'boardingDeclined', attacker: seat });
  defeatPlayer(draft, prompt.defender);
}

export function acceptBoarding(draft: PiratesCoveDraft): void {
  const prompt = draft.prompt('challenge');
  resolveBoarding(draft, prompt.attacker, prompt.defender);
}

export function chooseSwap(draft: PiratesCoveDraft, swap: boolean): void {
  const c = draft.combat();
  const prompt = draft.prompt('swap');
  c.prompt = null;
  if (swap) {
    // Sails, cannons and hull change hands with the ship; the crew stays (S004).
    const winner = draft.seat(prompt.winner);
    const loser = draft.seat(prompt.loser);
    for (const section of ['sails', 'cannons', 'hull'] as const) {
      const i = SECTION_INDEX[section];
      [winner.levels[i], loser.levels[i]] = [loser.levels[i] as number, winner.levels[i] as number];
      [winner.repairTo[i], loser.repairTo[i]] = [loser.repairTo[i] as number, winner.repairTo[i] as number];
      // DECISION: a section the taken ship lost entirely is patched to its lowest space.
      winner.levels[i] = Math.max(0, winner.levels[i]);
    }
  }
  draft.emit({ type: 'shipsSwapped', winner: prompt.winner, loser: prompt.loser, swapped: swap });
}

/** After a duel or a boarding: the winner may swap ships (option), else the combat goes on. */
export function offerSwap(draft: PiratesCoveDraft, winner: number, loser: number): void {
  const c = draft.combat();
  c.prompt = draft.state.options.shipSwap ? { kind: 'swap', winner, loser } : null;
}

/** The loser hands over all its gold and treasures. */
export function takeEverything(
  draft: PiratesCoveDraft,
  from: number,
  to: number,
): { gold: number; treasures: number } {
  const a = draft.seat(from);
  const b = draft.seat(to);
  const taken = { gold: a.gold, treasures: a.treasures };
  b.gold += a.gold;
  b.treasures += a.treasures;
  a.gold = 0;
  a.treasures = 0;
  return taken;
}

/**
 * Crew against crew: each rolls dice equal to its crew value, hits (5–6, DECISION) remove enemy
 * crew — a Mastercraft on the crew absorbs up to two as in any fight, parrots have no effect (S004); the boarded ship rolls first, afterwards the ship with more crew (ties: the boarded ship).
 * The first to lose all its crew hands over all gold and treasure; winner +2 fame, loser +1. A
 * boarded ship without sails goes to the Cove even when it wins (DECISION: it cannot sail on).
 */
export function resolveBoarding(draft: PiratesCoveDraft, attacker: number, defender: number): void {
  const c = draft.combat();
  c.prompt = null;
  let first = defender;
  let winner = -1;
  for (let exchange = 0; winner < 0 && exchange < 10_000; exchange++) {
    for (const roller of [first, first === defender ? attacker : defender]) {
      const other = roller === defender ? attacker : defender;
      const dice = draft.dice(sectionValue(draft.seat(roller), 'crew'));
      const hits = dice.filter((d) => d >= RULES.hitOn).length;
      draft.emit({ type: 'boardingRoll', seat: roller, dice, hits });
      const target = draft.seat(other);
      for (let hit = 0; hit < hits; hit++) {
        if (!mastercraftAbsorbs(draft, other, 'crew'))
          target.levels[CREW] = (target.levels[CREW] as number) - 1;
      }
      if ((target.levels[CREW] as number) < 0) {
        winner = roller;
        break;
      }
    }
    const crew = (seat: number) => draft.seat(seat).levels[CREW] as number;
    first = crew(attacker) > crew(defender) ? attacker : defender;
  }
  const loser = winner === attacker ? defender : attacker;
  const taken = takeEverything(draft, loser, winner);
  draft.addFame(winner, RULES.boardingWinFame);
  draft.addFame(loser, RULES.boardingLoseFame);
  draft.emit({ type: 'boardingWon', winner, loser, ...taken });
  leaveToCove(draft, loser, true);
  if (winner === defender && (draft.seat(defender).levels[SECTION_INDEX.sails] as number) < 0) {
    leaveToCove(draft, defender, true);
  }
  offerSwap(draft, winner, loser);
}
