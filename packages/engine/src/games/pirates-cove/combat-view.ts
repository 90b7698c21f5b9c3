import { FORT_CANNONS, type TavernCard } from './data.js';
import { FORT, type PiratesCoveState, type PistolChoice, type Weapon } from './state.js';

/** A combat as the view shows it (see `combatView`). */
export interface CombatView {
  readonly island: number;
  readonly ships: readonly number[];
  readonly stage: 'battle' | 'round';
  readonly round: number;
  readonly order: readonly number[];
  readonly current: number | null;
  readonly volleys: readonly TavernCard[];
  readonly grappled: readonly number[];
  readonly speedBonus: readonly number[];
  readonly diceBonus: readonly number[];
  readonly boardingCard: readonly number[];
  readonly hit: readonly number[];
  readonly fortCannons: number | null;
  readonly prompt: PromptView | null;
}

export type PromptView =
  | {
      readonly kind: 'boardChoice' | 'challenge' | 'duelAnswer';
      readonly attacker: number;
      readonly defender: number;
    }
  | {
      readonly kind: 'weapons';
      readonly attacker: number;
      readonly defender: number;
      /** [challenger, challenged]: the viewer's own choice, else only whether it is made. */
      readonly chosen: readonly boolean[];
      readonly mine: Weapon | null;
    }
  | {
      readonly kind: 'pistols';
      readonly attacker: number;
      readonly defender: number;
      readonly hitOn: number;
      readonly chosen: readonly boolean[];
      readonly mine: PistolChoice | null;
    }
  | { readonly kind: 'swap'; readonly winner: number; readonly loser: number }
  | { readonly kind: 'buryUnderFire'; readonly seat: number };

function promptView(state: PiratesCoveState, viewer: number | null): PromptView | null {
  const prompt = state.combat?.prompt;
  if (!prompt) return null;
  switch (prompt.kind) {
    case 'weapons':
    case 'pistols': {
      // [challenger, challenged]: the viewer's own choice, the other only as made or not.
      const own = viewer === prompt.defender ? 0 : viewer === prompt.attacker ? 1 : -1;
      const mine = <T>(choices: readonly (T | null)[]): T | null => (own < 0 ? null : (choices[own] ?? null));
      const { attacker, defender } = prompt;
      const chosen = prompt.choices.map((choice) => choice !== null);
      return prompt.kind === 'weapons'
        ? { kind: 'weapons', attacker, defender, chosen, mine: mine(prompt.choices) }
        : { kind: 'pistols', attacker, defender, hitOn: prompt.hitOn, chosen, mine: mine(prompt.choices) };
    }
    default:
      return { ...prompt };
  }
}

/** The combat in progress as `viewer` may know it: a secret choice only as made or not, or its own. */
export function combatView(state: PiratesCoveState, viewer: number | null): CombatView | null {
  const c = state.combat;
  if (!c) return null;
  return {
    island: c.island,
    ships: c.ships.slice(),
    stage: c.stage,
    round: c.round,
    order: c.stage === 'battle' ? c.battleOrder.slice() : c.roundOrder.slice(),
    current:
      c.stage === 'battle'
        ? (c.battleOrder[c.battleIndex % Math.max(1, c.battleOrder.length)] ?? null)
        : (c.roundOrder[c.roundIndex] ?? null),
    volleys: c.volleys.slice(),
    grappled: c.grappled.slice(),
    speedBonus: c.speedBonus.slice(),
    diceBonus: c.diceBonus.slice(),
    boardingCard: c.boardingCard.slice(),
    hit: c.hit.slice(),
    fortCannons: c.ships.includes(FORT) ? FORT_CANNONS - c.fortHits : null,
    prompt: promptView(state, viewer),
  };
}
