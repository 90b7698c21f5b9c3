import type { Random } from '../../core/random.js';
import type { PiratesCoveState } from './state.js';
import { copyState } from './copy.js';

/**
 * The same game as far as `seat` (-1: a spectator) can tell: every Tavern card it cannot see (other
 * hands and the deck) dealt anew, other players' secret wheels, New Route decisions, weapons and
 * pistol moves replaced, every face-down loot deck and the LP deck reshuffled, I rudi bucanieri's
 * unseen loot (every pile, other hands, the Treasure Island deck) dealt anew, and the generator
 * replaced. Sizes and everything public stay as they are.
 */
export function disguise(input: PiratesCoveState, seat: number, random: Random): PiratesCoveState {
  const state = copyState(input);
  const others = state.seats.map((_, i) => i).filter((i) => i !== seat);

  const tavern = random.redeal([...others.flatMap((i) => state.seats[i]!.hand), ...state.tavernDeck]);
  for (const i of others) {
    const s = state.seats[i]!;
    s.hand = tavern.splice(0, s.hand.length).sort();
  }
  state.tavernDeck = tavern;

  for (const i of others) {
    const s = state.seats[i]!;
    if (state.phase.kind === 'navigating' && s.course !== null) s.course = random.int(1, 6);
    if (state.phase.kind === 'newRoute' && s.newRoute !== null) s.newRoute = 0;
  }
  const prompt = state.combat?.prompt;
  if (prompt && (prompt.kind === 'weapons' || prompt.kind === 'pistols')) {
    const mine = seat === prompt.defender ? 0 : seat === prompt.attacker ? 1 : -1;
    prompt.choices.forEach((choice, i) => {
      if (i === mine || choice === null) return;
      prompt.choices[i] =
        prompt.kind === 'weapons'
          ? random.pick(['sabre', 'sword', 'rapier'] as const)
          : random.pick(['shoot', 'wait'] as const);
    });
  }

  for (const loot of state.islands) {
    if (state.options.variant !== 'rudi') loot.deck = random.redeal(loot.deck);
  }
  state.legendDeck = random.redeal(state.legendDeck);

  if (state.options.variant === 'rudi') {
    const ti = state.islands[6]!;
    const unseen = random.redeal([
      ...ti.deck,
      ...state.seats.flatMap((s, i) => (i === seat ? s.pile : [...s.pile, ...s.lootHand])),
    ]);
    ti.deck = unseen.splice(0, ti.deck.length);
    state.seats.forEach((s, i) => {
      s.pile = unseen.splice(0, s.pile.length);
      if (i !== seat) s.lootHand = unseen.splice(0, s.lootHand.length).sort((a, b) => a - b);
    });
  }
  state.random = [random.int(1, 1e9), random.int(1, 1e9), random.int(1, 1e9), random.int(1, 1e9)];
  return state;
}
