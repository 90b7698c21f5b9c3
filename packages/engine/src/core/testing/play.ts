import { expect } from 'vitest';
import type { GameEvent } from '../events.js';
import type { GameDefinition } from '../game.js';

/** A game's scripted-play helpers for rules tests: moves that must apply, and ones that must not. */
export interface Script<State, Event extends { readonly type: string }> {
  /** Applies an action that must be legal, returning the new state and its events. */
  play(state: State, seat: number, action: unknown): { state: State; events: readonly GameEvent<Event>[] };
  /** The platform acts for a seat out of time: applies `action` as `apply(…, { timeout: true })`. */
  timeOut(state: State, seat: number, action: unknown): { state: State; events: readonly GameEvent<Event>[] };
  /** Plays a sequence of [seat, action] pairs that must all be legal. */
  playAll(state: State, moves: readonly (readonly [number, unknown])[]): State;
  /** Asserts the action is refused with this code and returns the message. */
  refused(state: State, seat: number, action: unknown, code: string): string;
}

export function scriptFor<State, Action, View, Options, Event extends { readonly type: string }>(
  game: GameDefinition<State, Action, View, Options, Event>,
): Script<State, Event> {
  const applied = (state: State, seat: number, action: unknown, timeout: boolean) => {
    const outcome = game.apply(state, seat, action, { timeout });
    if (!outcome.ok)
      throw new Error(`refused ${JSON.stringify(action)}: ${outcome.error.code} ${outcome.error.message}`);
    return { state: outcome.state, events: outcome.events };
  };
  const play: Script<State, Event>['play'] = (state, seat, action) => applied(state, seat, action, false);
  return {
    play,
    timeOut: (state, seat, action) => applied(state, seat, action, true),
    playAll: (state, moves) =>
      moves.reduce((current, [seat, action]) => play(current, seat, action).state, state),
    refused: (state, seat, action, code) => {
      const outcome = game.apply(state, seat, action);
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return '';
      expect(outcome.error.code).toBe(code);
      return outcome.error.message;
    },
  };
}
