import { SECTION_INDEX } from './data.js';
import { offerSwap, resolveBoarding, takeEverything } from './boarding.js';
import { leaveToCove } from './defeat.js';
import type { PiratesCoveDraft } from './draft.js';
import { RULES } from './rules.js';
import { duelDice } from './ship.js';
import type { PistolChoice, Weapon } from './state.js';

/**
 * The captains' duel (S004 "Arrembaggi e Duelli"): the boarded captain's challenge, the answer, and
 * the duel with swords (optionally sabre, sword or rapier) or, optionally, pistols. Index 0 is the
 * challenger (the boarded captain) and 1 the challenged.
 */

export function challengeDuel(draft: PiratesCoveDraft): void {
  const c = draft.combat();
  const prompt = draft.prompt('challenge');
  draft.emit({ type: 'duelChallenged', challenger: prompt.defender, challenged: prompt.attacker });
  c.prompt = { kind: 'duelAnswer', attacker: prompt.attacker, defender: prompt.defender };
}

/** The challenged captain refuses at −2 fame: the boarding goes ahead. */
export function refuseDuel(draft: PiratesCoveDraft, seat: number): void {
  const prompt = draft.prompt('duelAnswer');
  draft.addFame(seat, -RULES.duelRefuseFame);
  draft.emit({ type: 'duelRefused', seat });
  resolveBoarding(draft, prompt.attacker, prompt.defender);
}

export function acceptDuel(draft: PiratesCoveDraft, seat: number, weapon: 'swords' | 'pistols'): void {
  const c = draft.combat();
  const prompt = draft.prompt('duelAnswer');
  draft.emit({ type: 'duelAccepted', seat, weapon });
  const { attacker, defender } = prompt;
  const dice = [duelDice(draft.seat(defender).fame), duelDice(draft.seat(attacker).fame)];
  if (weapon === 'pistols') {
    c.prompt = {
      kind: 'pistols',
      attacker,
      defender,
      hitOn: RULES.pistolFirstHitOn,
      dice,
      choices: [null, null],
    };
  } else if (draft.state.options.duelWeapons) {
    c.prompt = { kind: 'weapons', attacker, defender, choices: [null, null] };
  } else {
    swordDuel(draft, attacker, defender, null);
  }
}

export function chooseWeapon(draft: PiratesCoveDraft, seat: number, weapon: Weapon): void {
  const prompt = draft.prompt('weapons');
  prompt.choices[seat === prompt.defender ? 0 : 1] = weapon;
  draft.emit({ type: 'weaponChosen', seat });
  if (prompt.choices.every((choice) => choice !== null)) {
    const weapons = prompt.choices;
    draft.emit({ type: 'weaponsRevealed', weapons });
    swordDuel(draft, prompt.attacker, prompt.defender, weapons);
  }
}

export function choosePistolMove(draft: PiratesCoveDraft, seat: number, move: PistolChoice): void {
  const prompt = draft.prompt('pistols');
  prompt.choices[seat === prompt.defender ? 0 : 1] = move;
  draft.emit({ type: 'pistolChosen', seat });
  if (prompt.choices.every((choice) => choice !== null)) pistolExchange(draft);
}

const WEAPON_RANK: Readonly<Record<Weapon, number>> = { sabre: 0, sword: 1, rapier: 2 };

/**
 * Swords: best of three rounds; each captain rolls 1–3 dice by fame, the highest single die wins
 * the round (DECISION), ties re-rolled — or, with the optional weapons, a sword beats a sabre on a
 * tie with a die of 3+, a rapier beats either with 4+, otherwise both roll again.
 */
function swordDuel(
  draft: PiratesCoveDraft,
  attacker: number,
  defender: number,
  weapons: readonly Weapon[] | null,
): void {
  const captains = [defender, attacker];
  const dice = captains.map((seat) => duelDice(draft.seat(seat).fame));
  const wins = [0, 0];
  for (let guard = 0; Math.max(...wins) < RULES.duelRoundsToWin && guard < 10_000; guard++) {
    const rolls = dice.map((count) => draft.dice(count));
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
        const die = draft.die();
        tieBreak.push(die);
        if (die >= min) round = better;
      }
    }
    if (round !== null) wins[round] = (wins[round] as number) + 1;
    draft.emit({
      type: 'duelRound',
      dice: rolls,
      tieBreak,
      winner: round === null ? null : (captains[round] as number),
    });
  }
  duelOutcome(draft, attacker, defender, (wins[0] as number) > (wins[1] as number) ? 0 : 1, dice);
}

/**
 * Pistols, one exchange: both shoot at once (one hit wins, two are a draw); whoever waits gains 1
 * fame at once and shoots second; if both wait the challenged shoots first (S004). A miss all round
 * makes the next exchange easier by one pip (DECISION: never easier than 2+).
 */
function pistolExchange(draft: PiratesCoveDraft): void {
  const c = draft.combat();
  const prompt = draft.prompt('pistols');
  const captains = [prompt.defender, prompt.attacker];
  const choices = prompt.choices as PistolChoice[];
  const rolls: { seat: number; dice: number[]; hit: boolean }[] = [];
  const shoot = (i: number) => {
    const seat = captains[i] as number;
    const dice = draft.dice(duelDice(draft.seat(seat).fame));
    const hit = dice.some((d) => d >= prompt.hitOn);
    rolls.push({ seat, dice, hit });
    return hit;
  };
  choices.forEach((choice, i) => {
    if (choice === 'wait') draft.addFame(captains[i] as number, RULES.pistolWaitFame);
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
  draft.emit({ type: 'pistolExchange', choices, hitOn: prompt.hitOn, rolls });
  if (outcome === null) {
    c.prompt = { ...prompt, hitOn: Math.max(RULES.pistolMinHitOn, prompt.hitOn - 1), choices: [null, null] };
    return;
  }
  duelOutcome(draft, prompt.attacker, prompt.defender, outcome === 'draw' ? null : outcome, prompt.dice);
}

/**
 * Winner gains 2 + opponent's dice − own dice, loser opponent's dice − own dice (may be negative;
 * fame floors at 0). The challenger who wins gains 1 more and goes to the Cove; the challenged who
 * wins takes all gold and treasure and sends the other to the Cove. A pistol draw (DECISION): no
 * fame, nothing changes hands, the challenger goes to the Cove.
 */
function duelOutcome(
  draft: PiratesCoveDraft,
  attacker: number,
  defender: number,
  winnerIndex: 0 | 1 | null,
  dice: readonly number[],
): void {
  const captains = [defender, attacker];
  const crippled = (draft.seat(defender).levels[SECTION_INDEX.sails] as number) < 0;
  draft.combat().prompt = null;
  if (winnerIndex === null) {
    draft.emit({ type: 'duelEnded', winner: null, loser: null, fame: [0, 0] });
    leaveToCove(draft, defender, crippled);
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
  else takeEverything(draft, defender, attacker);
  draft.addFame(winner, winnerFame);
  draft.addFame(loser, loserFame);
  draft.emit({ type: 'duelEnded', winner, loser, fame: [winnerFame, loserFame] });
  leaveToCove(draft, defender, crippled);
  offerSwap(draft, winner, loser);
}
