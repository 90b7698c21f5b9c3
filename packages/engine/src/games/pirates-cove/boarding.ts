import { SECTION_INDEX } from './data.js';
import { RULES } from './rules.js';
import { defeatPlayer, leaveToCove } from './combat.js';
import { duelDice, sectionValue } from './ship.js';
import type { Combat, PistolChoice, SeatState, Weapon } from './state.js';
import type { Work } from './work.js';

/**
 * Boarding and the captains' duel (S004 "Arrembaggi e Duelli"), with the optional swords, pistols
 * and ship swap. In duels index 0 is the challenger (the boarded captain) and 1 the challenged.
 */

const CREW = SECTION_INDEX.crew;

function combatOf(work: Work): Combat {
  return work.state.combat as Combat;
}

function seatOf(work: Work, seat: number): SeatState {
  return work.state.seats[seat] as SeatState;
}

/** Boarding declared: after removing the sails (prompt) or with the Boarding battle card. */
export function boardShip(work: Work, seat: number): void {
  const c = combatOf(work);
  const prompt = c.prompt;
  let defender: number;
  if (prompt?.kind === 'boardChoice') defender = prompt.defender;
  else {
    defender = c.ships.find((ship) => ship !== seat) as number;
    c.roundIndex++;
  }
  work.emit({ type: 'boardingDeclared', attacker: seat, defender });
  c.prompt = { kind: 'challenge', attacker: seat, defender };
}

export function declineBoarding(work: Work, seat: number): void {
  const c = combatOf(work);
  const prompt = c.prompt;
  if (prompt?.kind !== 'boardChoice') return;
  c.prompt = null;
  work.emit({ type: 'boardingDeclined', attacker: seat });
  defeatPlayer(work, prompt.defender);
}

export function acceptBoarding(work: Work): void {
  const prompt = combatOf(work).prompt;
  if (prompt?.kind !== 'challenge') return;
  resolveBoarding(work, prompt.attacker, prompt.defender);
}

export function challengeDuel(work: Work): void {
  const c = combatOf(work);
  const prompt = c.prompt;
  if (prompt?.kind !== 'challenge') return;
  work.emit({ type: 'duelChallenged', challenger: prompt.defender, challenged: prompt.attacker });
  c.prompt = { kind: 'duelAnswer', attacker: prompt.attacker, defender: prompt.defender };
}

/** The challenged captain refuses at −2 fame: the boarding goes ahead. */
export function refuseDuel(work: Work, seat: number): void {
  const prompt = combatOf(work).prompt;
  if (prompt?.kind !== 'duelAnswer') return;
  work.addFame(seat, -RULES.duelRefuseFame);
  work.emit({ type: 'duelRefused', seat });
  resolveBoarding(work, prompt.attacker, prompt.defender);
}

export function acceptDuel(work: Work, seat: number, weapon: 'swords' | 'pistols'): void {
  const c = combatOf(work);
  const prompt = c.prompt;
  if (prompt?.kind !== 'duelAnswer') return;
  work.emit({ type: 'duelAccepted', seat, weapon });
  const { attacker, defender } = prompt;
  const dice = [duelDice(seatOf(work, defender).fame), duelDice(seatOf(work, attacker).fame)];
  if (weapon === 'pistols') {
    c.prompt = {
      kind: 'pistols',
      attacker,
      defender,
      hitOn: RULES.pistolFirstHitOn,
      dice,
      choices: [null, null],
    };
  } else if (work.state.options.duelWeapons) {
    c.prompt = { kind: 'weapons', attacker, defender, choices: [null, null] };
  } else {
    swordDuel(work, attacker, defender, null);
  }
}

export function chooseWeapon(work: Work, seat: number, weapon: Weapon): void {
  const prompt = combatOf(work).prompt;
  if (prompt?.kind !== 'weapons') return;
  prompt.choices[seat === prompt.defender ? 0 : 1] = weapon;
  work.emit({ type: 'weaponChosen', seat });
  if (prompt.choices.every((choice) => choice !== null)) {
    const weapons = prompt.choices as Weapon[];
    work.emit({ type: 'weaponsRevealed', weapons });
    swordDuel(work, prompt.attacker, prompt.defender, weapons);
  }
}

export function choosePistolMove(work: Work, seat: number, move: PistolChoice): void {
  const prompt = combatOf(work).prompt;
  if (prompt?.kind !== 'pistols') return;
  prompt.choices[seat === prompt.defender ? 0 : 1] = move;
  work.emit({ type: 'pistolChosen', seat });
  if (prompt.choices.every((choice) => choice !== null)) pistolExchange(work);
}

export function chooseSwap(work: Work, swap: boolean): void {
  const c = combatOf(work);
  const prompt = c.prompt;
  if (prompt?.kind !== 'swap') return;
  c.prompt = null;
  if (swap) {
    // Sails, cannons and hull change hands with the ship; the crew stays (S004).
    const winner = seatOf(work, prompt.winner);
    const loser = seatOf(work, prompt.loser);
    for (const section of ['sails', 'cannons', 'hull'] as const) {
      const i = SECTION_INDEX[section];
      [winner.levels[i], loser.levels[i]] = [loser.levels[i] as number, winner.levels[i] as number];
      [winner.repairTo[i], loser.repairTo[i]] = [loser.repairTo[i] as number, winner.repairTo[i] as number];
      // DECISION: a section the taken ship lost entirely is patched to its lowest space.
      winner.levels[i] = Math.max(0, winner.levels[i] as number);
    }
  }
  work.emit({ type: 'shipsSwapped', winner: prompt.winner, loser: prompt.loser, swapped: swap });
}

function finish(work: Work, winner: number, loser: number): void {
  const c = combatOf(work);
  c.prompt = work.state.options.shipSwap ? { kind: 'swap', winner, loser } : null;
}

function takeEverything(work: Work, from: number, to: number): { gold: number; treasures: number } {
  const a = seatOf(work, from);
  const b = seatOf(work, to);
  const taken = { gold: a.gold, treasures: a.treasures };
  b.gold += a.gold;
  b.treasures += a.treasures;
  a.gold = 0;
  a.treasures = 0;
  return taken;
}

/**
 * Crew against crew: each rolls dice equal to its crew value, hits (5–6, DECISION) remove enemy
 * crew; the boarded ship rolls first, afterwards the ship with more crew (ties: the boarded ship).
 * The first to lose all its crew hands over all gold and treasure; winner +2 fame, loser +1. A
 * boarded ship without sails goes to the Cove even when it wins (DECISION: it cannot sail on).
 */
export function resolveBoarding(work: Work, attacker: number, defender: number): void {
  const c = combatOf(work);
  c.prompt = null;
  let first = defender;
  let winner = -1;
  for (let exchange = 0; winner < 0 && exchange < 10_000; exchange++) {
    for (const roller of [first, first === defender ? attacker : defender]) {
      const other = roller === defender ? attacker : defender;
      const dice = work.dice(sectionValue(seatOf(work, roller), 'crew'));
      const hits = dice.filter((d) => d >= RULES.hitOn).length;
      const target = seatOf(work, other);
      target.levels[CREW] = (target.levels[CREW] as number) - hits;
      work.emit({ type: 'boardingRoll', seat: roller, dice, hits });
      if ((target.levels[CREW] as number) < 0) {
        winner = roller;
        break;
      }
    }
    const crew = (seat: number) => seatOf(work, seat).levels[CREW] as number;
    first = crew(attacker) > crew(defender) ? attacker : defender;
  }
  const loser = winner === attacker ? defender : attacker;
  const taken = takeEverything(work, loser, winner);
  work.addFame(winner, RULES.boardingWinFame);
  work.addFame(loser, RULES.boardingLoseFame);
  work.emit({ type: 'boardingWon', winner, loser, ...taken });
  leaveToCove(work, loser, true);
  if (winner === defender && (seatOf(work, defender).levels[SECTION_INDEX.sails] as number) < 0) {
    leaveToCove(work, defender, true);
  }
  finish(work, winner, loser);
}

const WEAPON_RANK: Readonly<Record<Weapon, number>> = { sabre: 0, sword: 1, rapier: 2 };

/**
 * Swords: best of three rounds; each captain rolls 1–3 dice by fame, the highest single die wins
 * the round (DECISION), ties re-rolled — or, with the optional weapons, a sword beats a sabre on a
 * tie with a die of 3+, a rapier beats either with 4+, otherwise both roll again.
 */
function swordDuel(work: Work, attacker: number, defender: number, weapons: readonly Weapon[] | null): void {
  const captains = [defender, attacker];
  const dice = captains.map((seat) => duelDice(seatOf(work, seat).fame));
  const wins = [0, 0];
  for (let guard = 0; Math.max(...wins) < RULES.duelRoundsToWin && guard < 10_000; guard++) {
    const rolls = dice.map((count) => work.dice(count));
    const high = rolls.map((roll) => Math.max(...roll));
    const tieBreak: number[] = [];
    let round: number | null = null;
    if ((high[0] as number) > (high[1] as number)) round = 0;
    else if ((high[1] as number) > (high[0] as number)) round = 1;
    else if (weapons) {
      const rank = weapons.map((w) => WEAPON_RANK[w]);
      if (rank[0] !== rank[1]) {
        const better = (rank[0] as number) > (rank[1] as number) ? 0 : 1;
        const min = weapons[better] === 'rapier' ? RULES.rapierTieMin : RULES.swordTieMin;
        const die = work.die();
        tieBreak.push(die);
        if (die >= min) round = better;
      }
    }
    if (round !== null) wins[round] = (wins[round] as number) + 1;
    work.emit({
      type: 'duelRound',
      dice: rolls,
      tieBreak,
      winner: round === null ? null : (captains[round] as number),
    });
  }
  duelOutcome(work, attacker, defender, (wins[0] as number) > (wins[1] as number) ? 0 : 1, dice);
}

/**
 * Pistols, one exchange: both shoot at once (one hit wins, two are a draw); whoever waits gains 1
 * fame at once and shoots second; if both wait the challenged shoots first (S004). A miss all round
 * makes the next exchange easier by one pip (DECISION: never easier than 2+).
 */
function pistolExchange(work: Work): void {
  const c = combatOf(work);
  const prompt = c.prompt;
  if (prompt?.kind !== 'pistols') return;
  const captains = [prompt.defender, prompt.attacker];
  const choices = prompt.choices as PistolChoice[];
  const rolls: { seat: number; dice: number[]; hit: boolean }[] = [];
  const shoot = (i: number) => {
    const seat = captains[i] as number;
    const dice = work.dice(duelDice(seatOf(work, seat).fame));
    const hit = dice.some((d) => d >= prompt.hitOn);
    rolls.push({ seat, dice, hit });
    return hit;
  };
  choices.forEach((choice, i) => {
    if (choice === 'wait') work.addFame(captains[i] as number, RULES.pistolWaitFame);
  });
  let outcome: 0 | 1 | 'draw' | null = null;
  if (choices[0] === 'shoot' && choices[1] === 'shoot') {
    const a = shoot(0);
    const b = shoot(1);
    outcome = a && b ? 'draw' : a ? 0 : b ? 1 : null;
  } else {
    const first = choices[0] === 'shoot' ? 0 : 1;
    const second = first === 0 ? 1 : 0;
    if (shoot(first)) outcome = first;
    else if (shoot(second)) outcome = second;
  }
  work.emit({ type: 'pistolExchange', choices, hitOn: prompt.hitOn, rolls });
  if (outcome === null) {
    c.prompt = { ...prompt, hitOn: Math.max(RULES.pistolMinHitOn, prompt.hitOn - 1), choices: [null, null] };
    return;
  }
  duelOutcome(work, prompt.attacker, prompt.defender, outcome === 'draw' ? null : outcome, prompt.dice);
}

/**
 * Winner gains 2 + opponent's dice − own dice, loser opponent's dice − own dice (may be negative;
 * fame floors at 0). The challenger who wins gains 1 more and goes to the Cove; the challenged who
 * wins takes all gold and treasure and sends the other to the Cove. A pistol draw (DECISION): no
 * fame, nothing changes hands, the challenger goes to the Cove.
 */
function duelOutcome(
  work: Work,
  attacker: number,
  defender: number,
  winnerIndex: 0 | 1 | null,
  dice: readonly number[],
): void {
  const captains = [defender, attacker];
  const crippled = (seatOf(work, defender).levels[SECTION_INDEX.sails] as number) < 0;
  combatOf(work).prompt = null;
  if (winnerIndex === null) {
    work.emit({ type: 'duelEnded', winner: null, loser: null, fame: [0, 0] });
    leaveToCove(work, defender, crippled);
    return;
  }
  const loserIndex = winnerIndex === 0 ? 1 : 0;
  const winner = captains[winnerIndex] as number;
  const loser = captains[loserIndex] as number;
  const own = dice[winnerIndex] as number;
  const opp = dice[loserIndex] as number;
  let winnerFame = 2 + opp - own;
  const loserFame = own - opp;
  if (winner === defender) winnerFame += RULES.duelChallengerBonus;
  else takeEverything(work, defender, attacker);
  work.addFame(winner, winnerFame);
  work.addFame(loser, loserFame);
  work.emit({ type: 'duelEnded', winner, loser, fame: [winnerFame, loserFame] });
  leaveToCove(work, defender, crippled);
  finish(work, winner, loser);
}
