import { Draft } from '../../core/draft.js';
import { copyState } from './copy.js';
import type { PiratesCoveEventBody } from './events.js';
import {
  isPrompt,
  seatOf,
  type Combat,
  type CombatPrompt,
  type PiratesCoveState,
  type PromptOf,
  type SeatState,
} from './state.js';

/**
 * The working copy `perform` changes: a full copy of the input state (never touched), with the
 * events, the dice and the generator of the core's `Draft`. A full copy, not copy on write: an
 * action here may change any part of the state (a combat reaches every ship, the end of a turn
 * every seat, island and deck), and the state is small. Copying is still most of a playout's work,
 * so a search that owns a state may let the draft change it in place (`performInPlace`).
 */
export class PiratesCoveDraft extends Draft<PiratesCoveEventBody> {
  readonly state: PiratesCoveState;

  /** `owned`: the caller gives the input up (a search's playout), so it is changed in place, not copied. */
  constructor(input: PiratesCoveState, owned = false) {
    super(input.random);
    this.state = owned ? input : copyState(input);
  }

  /** A seat of the copy, safe to change. */
  seat(seat: number): SeatState {
    return seatOf(this.state, seat);
  }

  /** The combat in progress (the actions and steps that ask for it happen inside one). */
  combat(): Combat {
    const combat = this.state.combat;
    if (!combat) throw new Error('no combat in progress');
    return combat;
  }

  /** The decision the combat waits for, of the kind a legal action answers (there is no other). */
  prompt<K extends CombatPrompt['kind']>(kind: K): PromptOf<K> {
    const prompt = this.combat().prompt;
    if (!isPrompt(prompt, kind)) throw new Error(`the combat does not wait for ${kind}`);
    return prompt;
  }

  /** Fame never drops below 0 (DECISION). */
  addFame(seat: number, amount: number): void {
    const s = this.state.seats[seat];
    if (s) s.fame = Math.max(0, s.fame + amount);
  }

  /** The next state: the copy, with the generator as the action left it. */
  finish(): PiratesCoveState {
    this.state.random = this.randomState();
    return this.state;
  }
}
