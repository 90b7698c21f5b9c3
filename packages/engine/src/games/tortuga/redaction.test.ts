import { describe, expect, it } from 'vitest';
import { isVisibleTo } from '../../core/events.js';
import { Random } from '../../core/random.js';
import { bySize } from '../../core/testing/size.js';
import { voteCardOf } from './data.js';
import { tortuga } from './index.js';
import type { TortugaOptions } from './options.js';
import type { TortugaState } from './state.js';
import { checkEvents } from './testing/events.js';
import { scenario } from './testing/fixtures.js';
import type { TortugaView } from './view.js';

/** Names of hidden state that must never appear as a key in any view (but the final `revealed`). */
const FORBIDDEN_KEYS = new Set([
  'voteDeck',
  'eventDeck',
  'random',
  'peeks',
  'loyalties',
  'hands',
  'box',
  'plays',
  'order',
]);

/** Throws unless `value` is plain JSON (no undefined, Map, Set, class instance or function). */
function assertPlainJson(value: unknown, path: string, keysAllowed: boolean): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${path} is not a finite number`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertPlainJson(item, `${path}[${i}]`, keysAllowed));
    return;
  }
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) {
    throw new Error(`${path} is not plain JSON (${typeof value})`);
  }
  for (const [key, item] of Object.entries(value)) {
    if (!keysAllowed && FORBIDDEN_KEYS.has(key)) throw new Error(`${path}.${key} exposes hidden state`);
    assertPlainJson(item, `${path}.${key}`, keysAllowed || key === 'revealed');
  }
}

function sortedHand(state: TortugaState, seat: number) {
  const cards = [];
  for (let code = 0; code < (state.hands[seat] ?? []).length; code++) {
    for (let i = 0; i < (state.hands[seat]?.[code] ?? 0); i++) cards.push(voteCardOf(code));
  }
  return cards;
}

/** What a viewer may see of the hidden parts, checked field by field against the true state. */
function checkView(state: TortugaState, viewer: number | null): void {
  const v: TortugaView = tortuga.view(state, viewer);
  assertPlainJson(v, 'view', false);
  const over = state.outcome !== null;
  if (v.game !== 'tortuga' || v.viewer !== viewer || v.players !== state.players)
    throw new Error('view header');
  state.loyalties.forEach((loyalty, seat) => {
    const allowed = over || seat === viewer || state.loyaltyFaceUp[seat];
    if (v.seats[seat]?.loyalty !== (allowed ? loyalty : null))
      throw new Error(`loyalty of ${seat} shown to ${viewer}`);
  });
  const hand = viewer === null ? null : sortedHand(state, viewer);
  if (JSON.stringify(v.hand) !== JSON.stringify(hand)) throw new Error(`hand shown to ${viewer}`);
  state.row.forEach((card, index) => {
    const peeked = viewer === null ? null : (state.peeks[viewer]?.[index] ?? null);
    const allowed = card === null ? null : over ? card : peeked;
    if (v.eventRow[index]?.known !== allowed) throw new Error(`slot ${index + 1} shown to ${viewer}`);
    if (allowed !== null && allowed !== card) throw new Error(`slot ${index + 1} remembered wrongly`);
  });
  const pending = state.pending;
  if (pending?.kind === 'forcedReveal') {
    const shown = JSON.stringify((v.pending as { slots: unknown }).slots);
    if (shown !== JSON.stringify(pending.slots.map((index) => index + 1)))
      throw new Error(`forced slots hidden from ${viewer}`);
  }
  if (pending?.kind === 'vote') {
    const mine = viewer === null ? -1 : pending.participants.indexOf(viewer);
    const played = mine >= 0 ? pending.plays[mine] : null;
    if (
      ((v.pending as { myCards: unknown }).myCards === null) !==
      (played === null || played === undefined)
    ) {
      throw new Error(`vote cards shown to ${viewer}`);
    }
  }
  const searching = pending?.kind === 'crowsNestGive' && pending.seat === viewer;
  if ((v.knownVoteDeck !== null) !== searching) throw new Error(`vote deck shown to ${viewer}`);
  if (v.knownVoteDeckTop !== null && state.voteTopKnownBy !== viewer)
    throw new Error(`vote deck top shown to ${viewer}`);
  if ((v.revealed !== null) !== over) throw new Error('revealed before the end');
}

/**
 * Canaries: the Dutch card and the two FR-2e double vote cards are unique. While a seat is not Dutch,
 * "dutch" appears nowhere it may look (before the end); while seat 1 holds both doubles and they have
 * not been played, `"double":true` appears in nobody else's view or events.
 */
function canaries(
  state: TortugaState,
  events: readonly { type: string; visibleTo: unknown }[],
  doubles: boolean,
): void {
  if (state.outcome !== null) return;
  for (let seat = -1; seat < state.players; seat++) {
    const viewer = seat < 0 ? null : seat;
    const seen = [
      JSON.stringify(tortuga.view(state, viewer)),
      ...events
        .filter((e) => isVisibleTo(e as { visibleTo: 'all' | number[] }, viewer))
        .map((e) => JSON.stringify(e)),
    ].join('\n');
    const dutch = viewer !== null && state.loyalties[viewer] === 'dutch';
    const faceUpDutch = state.loyalties.some((l, s) => l === 'dutch' && state.loyaltyFaceUp[s]);
    if (!dutch && !faceUpDutch && seen.replaceAll('"dutchSauce"', '').includes('"dutch"')) {
      throw new Error(`the Dutch card shows to ${viewer}`);
    }
    if (doubles && viewer !== 1 && seen.includes('"double":true'))
      throw new Error(`seat 1's double card shows to ${viewer}`);
  }
}

function play(options: Partial<TortugaOptions>, players: number, seed: string, doubles: boolean): number {
  let state = tortuga.setup({ players, seed, options });
  if (doubles) {
    // Seat 1 holds both double cards, which leave the deck.
    const hands = state.hands.map((hand) => hand.slice());
    (hands[1] as number[])[12] = 1;
    (hands[1] as number[])[13] = 1;
    hands.forEach((hand, seat) => {
      if (seat !== 1) {
        hand[12] = 0;
        hand[13] = 0;
      }
    });
    state = { ...state, hands, voteDeck: state.voteDeck.filter((code) => code < 12) };
  }
  const random = Random.fromSeed(`${seed}/choices`);
  let steps = 0;
  let doublesHidden = doubles;
  for (; steps < 3000; steps++) {
    for (let seat = -1; seat < players; seat++) checkView(state, seat < 0 ? null : seat);
    const active = tortuga.activeSeats(state);
    if (active.length === 0) break;
    const seat = random.pick(active);
    const action = random.pick(tortuga.legalActions(state, seat));
    const outcome = tortuga.apply(state, seat, action);
    if (!outcome.ok) throw new Error(outcome.error.message);
    checkEvents(outcome.events);
    state = outcome.state;
    // A double card played in a vote, or given away, is known from then on.
    const hand1 = state.hands[1] ?? [];
    if (
      doublesHidden &&
      (hand1[12] !== 1 || hand1[13] !== 1 || outcome.events.some((e) => e.type === 'voteHandSearched'))
    ) {
      doublesHidden = false;
    }
    canaries(state, outcome.events, doublesHidden);
  }
  return steps;
}

const GAMES_PER_CASE = bySize(2, 6);

describe('Tortuga 1667 redaction: no view or event shows another seat’s secrets', () => {
  const cases: [string, Partial<TortugaOptions>, number][] = [
    ['FR-2e', {}, 5],
    ['FR-2e', {}, 3],
    ['IT-1e', { ruleset: 'IT-1e' }, 7],
    ['FR-2e half-open loyalty', { openLoyalty: 'partial' }, 5],
    [
      'FR-2e brain-burner, Crow’s Nest and Cabin Fever',
      { brainBurner: true, starCards: ['crowsNest', 'cabinFever', 'scurvy'] },
      9,
    ],
  ];
  for (const [name, options, players] of cases) {
    it(`${name}, ${players} players: loyalties, vote hands and votes, peeks and deck orders stay hidden; forced slots are public`, () => {
      let steps = 0;
      for (let game = 0; game < GAMES_PER_CASE; game++)
        steps += play(options, players, `leak/${name}/${game}`, options.ruleset !== 'IT-1e');
      // More than 100 steps over six games (the full run), in proportion for fewer games.
      expect(steps).toBeGreaterThan((100 / 6) * GAMES_PER_CASE);
    });
  }

  it('the canaries themselves fire on a leak', () => {
    const state = scenario({ players: 5, loyalties: ['british', 'french', 'dutch', 'british', 'french'] });
    const leak = [{ type: 'loyaltySeen', seat: 2, loyalty: 'dutch', visibleTo: 'all' }];
    expect(() => canaries(state, leak, false)).toThrow(/Dutch card shows/);
    expect(() => checkEvents(leak)).toThrow(/leaks/);
    const peek = [{ type: 'eventCardsSeen', seat: 0, cards: [], visibleTo: [0, 1] }];
    expect(() => checkEvents(peek)).toThrow(/leaks/);
  });
});
