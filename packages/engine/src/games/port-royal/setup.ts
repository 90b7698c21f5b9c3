import type { GameSetup } from '../../core/game.js';
import { Random } from '../../core/random.js';
import { GOODS, LOOT_CARDS, MOVE, PRISONER_VALUES, type LootCode } from './data.js';
import { PortRoyalDraft } from './draft.js';
import type { PortRoyalOptions } from './options.js';
import { startRound } from './round.js';
import type { PortRoyalState, Ship } from './state.js';

const EMPTY_SHIP: Ship = { loot: [], prisoners: [] };

/**
 * The loot deck (S001 B): `Move 1 card` set apart, the other 48 shuffled, `Move 1 card` put at the
 * bottom (index 0; the top is the last element), so it comes out among round 6's new cards.
 */
export function shuffleLootDeck(random: Random): LootCode[] {
  const others: LootCode[] = [];
  for (let code = 0; code < LOOT_CARDS; code++) if (code !== MOVE) others.push(code);
  return [MOVE, ...random.shuffle(others)];
}

/**
 * Sets up the table and starts round 1. Random draws happen in this fixed order: the loot deck,
 * the prisoner deck, the first dealer (unless the firstDealer option names one), then the crew
 * deck at the start of each round.
 */
export function setup(input: GameSetup<PortRoyalOptions>): PortRoyalState {
  const { options, players } = input;
  const random = Random.fromSeed(input.seed);
  const lootDeck = shuffleLootDeck(random);
  const prisonerDeck = random.shuffle(PRISONER_VALUES);
  const dealer = options.firstDealer ?? random.int(0, players - 1);

  const table: PortRoyalState = {
    options,
    players,
    round: 1,
    dealer,
    step: 'bid',
    turn: (dealer + 1) % players,
    lootDeck,
    prisonerDeck,
    display: [],
    faceUp: [],
    pickedUp: [],
    hands: Array.from({ length: players }, () => []),
    setAside: [],
    debt: new Array<number>(players).fill(0),
    auction: null,
    privileged: null,
    black: null,
    trump: null,
    trick: null,
    lastTrick: null,
    won: null,
    ships: Array.from({ length: players }, () => GOODS.map(() => EMPTY_SHIP)),
    removeHolder: null,
    absent: new Array<number>(players).fill(0),
    discard: [],
    discardedPrisoners: Array.from({ length: players }, () => []),
    openingLogged: false,
    random: random.state,
  };
  const draft = new PortRoyalDraft(table);
  startRound(draft);
  return draft.finishState();
}
