import type { Bot, BotInput } from '../../core/game.js';
import type { PortRoyalAction } from './actions.js';
import {
  COLOURS,
  COLOUR_INDEX,
  CREW_COLOUR,
  CREW_VALUE,
  DEBT_RELIEF,
  GOOD_INDEX,
  MOVE,
  REMOVE,
  crewById,
  goodOf,
  isGhost,
  isStandard,
  lootById,
  prisonerById,
  type CrewCode,
  type LootCode,
} from './data.js';
import { RULES } from './rules.js';
import { lootValue, prisonerSum, shipLimit, shipTons } from './scoring.js';
import { trickWinner } from './tricks.js';
import type { PortRoyalView } from './view.js';

type Input = BotInput<PortRoyalView, PortRoyalAction>;

export const randomBot: Bot<PortRoyalView, PortRoyalAction> = {
  level: 'random',
  description: 'Plays a uniformly random legal action.',
  choose: ({ legalActions, random }: Input) => random.pick(legalActions),
};

/** One of the bot's own ships as it knows it (its own prisoners are visible to it). */
interface MyShip {
  loot: LootCode[];
  prisoners: number[];
}

/** What an unseen prisoner card is worth on average (values 1–6). */
const PRISONER_GUESS = 3.5;
/** What keeping `Remove 1 card` for later is worth. */
const KEPT_REMOVE_WORTH = 4;

class Planner {
  readonly ships: MyShip[];
  readonly players: number;
  readonly doubleWeight: boolean;
  readonly trump: number;

  constructor(
    readonly view: PortRoyalView,
    readonly seat: number,
  ) {
    const me = view.seats[seat];
    this.ships = (me?.ships ?? []).map((ship) => ({
      loot: ship.loot.map((card) => lootById(card.id) as LootCode),
      prisoners: (ship.prisoners ?? []).slice(),
    }));
    this.players = view.players;
    this.doubleWeight = view.options.doubleWeight;
    this.trump = view.trump === null ? -1 : COLOUR_INDEX[view.trump];
  }

  /**
   * What a ship is worth to the bot now: its score if it stays within its limit, else nothing; a
   * ship close to its limit is worth a little less, since standard loot of its good must go there.
   */
  shipWorth(ship: MyShip): number {
    const tons = shipTons(ship.loot, this.doubleWeight);
    const limit = shipLimit(ship.loot, this.players);
    if (tons > limit) return 0;
    return lootValue(ship.loot) + prisonerSum(ship.prisoners) - (limit - tons < 3 ? 1 : 0);
  }

  worth(ships: readonly MyShip[] = this.ships): number {
    let total = 0;
    for (const ship of ships) total += this.shipWorth(ship);
    return total;
  }

  with(good: number, change: (ship: MyShip) => MyShip): MyShip[] {
    return this.ships.map((ship, g) => (g === good ? change(ship) : ship));
  }

  /** The best a card loaded onto one of the bot's ships adds (for standard loot: its own ship). */
  bestLoad(loot: LootCode): number {
    const now = this.worth();
    const goods = isStandard(loot) ? [goodOf(loot)] : [0, 1, 2, 3];
    let best = -Infinity;
    for (const good of goods) {
      const after = this.worth(this.with(good, (s) => ({ loot: [...s.loot, loot], prisoners: s.prisoners })));
      best = Math.max(best, after - now);
    }
    return best;
  }

  /** The best a removal from the bot's ships adds (Remove 1 card now), or -Infinity with nothing to remove. */
  bestRemoval(): number {
    const now = this.worth();
    let best = -Infinity;
    this.ships.forEach((ship, good) => {
      ship.loot.forEach((_, i) => {
        const after = this.worth(
          this.with(good, (s) => ({ loot: s.loot.filter((__, j) => j !== i), prisoners: s.prisoners })),
        );
        best = Math.max(best, after - now);
      });
    });
    return best;
  }

  debtRoom(): number {
    const me = this.view.seats[this.seat];
    return me && me.black !== null ? me.black - me.debt : 0;
  }

  /** What winning this loot card (with `prisoners` unseen prisoner cards) is worth to the bot. */
  lootUtility(loot: LootCode, prisoners: number): number {
    const me = this.view.seats[this.seat];
    const prisonerWorth = prisoners * PRISONER_GUESS;
    if (loot === REMOVE) return Math.max(KEPT_REMOVE_WORTH, this.bestRemoval()) + prisonerWorth;
    if (loot === MOVE) return 1 + prisonerWorth;
    let best = this.bestLoad(loot);
    if (this.view.privileged === this.seat) {
      best = Math.max(best, Math.min(DEBT_RELIEF[loot] as number, this.debtRoom()));
    }
    if (me?.keepsRemove) best = Math.max(best, -KEPT_REMOVE_WORTH);
    return best + prisonerWorth;
  }

  /** How strong a crew card is this round. */
  strength(code: CrewCode): number {
    if (isGhost(code)) return (CREW_VALUE[code] as number) + 3;
    return (CREW_VALUE[code] as number) + (CREW_COLOUR[code] === this.trump ? 10 : 0);
  }
}

/** The colour whose cards in `hand` make the best trump: many and high. */
function bestColour(hand: readonly CrewCode[]): number {
  let best = 0;
  let bestScore = -1;
  for (let colour = 0; colour < COLOURS.length; colour++) {
    let score = 0;
    for (const code of hand) if (CREW_COLOUR[code] === colour) score += (CREW_VALUE[code] as number) + 3;
    if (score > bestScore) {
      bestScore = score;
      best = colour;
    }
  }
  return best;
}

/** Expected tricks from a hand with the given trump (rough). */
function handStrength(hand: readonly CrewCode[], trump: number, topValue: number): number {
  let tricks = 0;
  for (const code of hand) {
    const value = CREW_VALUE[code] as number;
    if (isGhost(code)) tricks += value >= 5 ? 0.6 : 0.1;
    else if (CREW_COLOUR[code] === trump) tricks += value >= topValue - 3 ? 1 : 0.5;
    else if (value === topValue) tricks += 0.6;
    else if (value === topValue - 1) tricks += 0.3;
  }
  return tricks;
}

function handOf(view: PortRoyalView): CrewCode[] {
  return (view.hand ?? []).map((card) => crewById(card.id) as CrewCode);
}

function chooseBid(view: PortRoyalView, seat: number, legal: readonly PortRoyalAction[]): PortRoyalAction {
  const hand = handOf(view);
  const topValue = view.players === 3 ? 6 : 8;
  const strength = handStrength(hand, bestColour(hand), topValue);
  const debt = view.seats[seat]?.debt ?? 0;
  const limit = Math.min(Math.round(strength * 1.5 - 2), 12 - debt, 7);
  const minimum = view.auction?.minimumBid ?? RULES.minimumBid;
  const bid = legal.find((a) => a.type === 'bid' && a.amount === minimum);
  return bid !== undefined && minimum <= limit
    ? bid
    : (legal.find((a) => a.type === 'pass') as PortRoyalAction);
}

function chooseSetAside(view: PortRoyalView, legal: readonly PortRoyalAction[]): PortRoyalAction {
  const trump = bestColour(handOf(view));
  const rank = (action: PortRoyalAction) => {
    const code = crewById((action as { card: string }).card) as CrewCode;
    const value = CREW_VALUE[code] as number;
    return isGhost(code) ? value + 4 : CREW_COLOUR[code] === trump ? value + 10 : value;
  };
  return legal.reduce((low, action) => (rank(action) < rank(low) ? action : low));
}

function chooseLoot(planner: Planner, legal: readonly PortRoyalAction[]): PortRoyalAction {
  const counts = new Map(planner.view.display.map((card) => [card.loot.id, card.prisonerCount]));
  let best = legal[0] as PortRoyalAction;
  let bestValue = -Infinity;
  for (const action of legal) {
    const id = (action as { loot: string }).loot;
    const value = planner.lootUtility(lootById(id) as LootCode, counts.get(id) ?? 0);
    if (value > bestValue) {
      bestValue = value;
      best = action;
    }
  }
  return best;
}

function choosePlay(planner: Planner, legal: readonly PortRoyalAction[]): PortRoyalAction {
  const view = planner.view;
  const trick = view.trick;
  const cards = (trick?.cards ?? []).map((played) => crewById(played.card.id) as CrewCode);
  const stake = trick?.stake ? (lootById(trick.stake.id) as LootCode) : null;
  const stakePrisoners = view.display.find((card) => card.atStake)?.prisonerCount ?? 0;
  const wanted = stake === null ? 0 : planner.lootUtility(stake, stakePrisoners);
  const last = cards.length === view.players - 1;
  const options = legal.map((action) => crewById((action as { card: string }).card) as CrewCode);
  const wins = (code: CrewCode) => trickWinner([...cards, code], planner.trump) === cards.length;
  const byStrength = options.slice().sort((a, b) => planner.strength(a) - planner.strength(b));
  const winners = byStrength.filter(wins);
  let pick: CrewCode;
  if (wanted > 0 && winners.length > 0) {
    pick = last ? (winners[0] as CrewCode) : (winners[winners.length - 1] as CrewCode);
  } else if (wanted > 0) {
    pick = byStrength[0] as CrewCode;
  } else {
    const losers = byStrength.filter((code) => !wins(code));
    pick = losers.length > 0 ? (losers[losers.length - 1] as CrewCode) : (byStrength[0] as CrewCode);
  }
  return legal[options.indexOf(pick)] as PortRoyalAction;
}

/** Settling loot and placing prisoners: the choice that leaves the bot's ships worth most. */
function chooseSettle(planner: Planner, legal: readonly PortRoyalAction[]): PortRoyalAction {
  const now = planner.worth();
  const score = (action: PortRoyalAction): number => {
    const won = planner.view.won;
    const loot = won?.loot ? (lootById(won.loot.id) as LootCode) : null;
    switch (action.type) {
      case 'loadLoot': {
        const good = GOOD_INDEX[action.ship];
        return planner.worth(
          planner.with(good, (s) => ({ loot: [...s.loot, loot as LootCode], prisoners: s.prisoners })),
        );
      }
      case 'payDebt':
        return now + Math.min(DEBT_RELIEF[loot as LootCode] as number, planner.debtRoom()) + 0.01;
      case 'useRemove':
        return now - KEPT_REMOVE_WORTH;
      case 'keepRemove':
        return now + KEPT_REMOVE_WORTH;
      case 'discardMove':
        return now;
      case 'removeCard':
      case 'moveCard': {
        const removed = lootById(action.card);
        const prisoner = removed === null ? prisonerById(action.card) : null;
        const from = planner.ships.findIndex((s) =>
          removed !== null ? s.loot.includes(removed) : s.prisoners.includes(prisoner as number),
        );
        const ships = planner.with(from, (s) => ({
          loot: s.loot.filter((c) => c !== removed),
          prisoners: s.prisoners.filter((p) => p !== prisoner),
        }));
        if (action.type === 'moveCard') {
          const to = GOOD_INDEX[action.to];
          const target = ships[to] as MyShip;
          ships[to] =
            removed !== null
              ? { loot: [...target.loot, removed], prisoners: target.prisoners }
              : { loot: target.loot, prisoners: [...target.prisoners, prisoner as number] };
        }
        return planner.worth(ships);
      }
      case 'placePrisoner': {
        const good = GOOD_INDEX[action.ship];
        const ships = planner.with(good, (s) => ({
          loot: s.loot,
          prisoners: [...s.prisoners, action.prisoner],
        }));
        const ship = ships[good] as MyShip;
        const room = shipLimit(ship.loot, planner.players) - shipTons(ship.loot, planner.doubleWeight);
        return planner.worth(ships) + 0.01 * room;
      }
      default:
        return -Infinity;
    }
  };
  let best = legal[0] as PortRoyalAction;
  let bestScore = -Infinity;
  for (const action of legal) {
    const value = score(action);
    if (value > bestScore) {
      bestScore = value;
      best = action;
    }
  }
  return best;
}

/**
 * A greedy player using only its own view: bids by hand strength, trumps its best colour, sets aside
 * its weakest cards, leads for the loot worth most to it, tries to win loot it wants and to lose
 * loot that would hurt (a ship over its limit is worth nothing), and loads to keep its ships afloat.
 */
export const heuristicBot: Bot<PortRoyalView, PortRoyalAction> = {
  level: 'heuristic',
  description: 'Greedy: bids by hand strength, wins the loot it wants, keeps its ships within their limits.',
  choose({ view, legalActions, seat, random }: Input): PortRoyalAction {
    const first = legalActions[0];
    if (first === undefined) throw new Error('heuristic bot asked to move with no legal action');
    const planner = new Planner(view, seat);
    switch (view.step) {
      case 'bid':
        return chooseBid(view, seat, legalActions);
      case 'setAside':
        return chooseSetAside(view, legalActions);
      case 'chooseTrump': {
        const colour = COLOURS[bestColour(handOf(view))];
        return legalActions.find((a) => a.type === 'chooseTrump' && a.colour === colour) ?? first;
      }
      case 'chooseLeader':
        return legalActions.find((a) => a.type === 'chooseLeader' && a.seat === seat) ?? first;
      case 'chooseLoot':
        return chooseLoot(planner, legalActions);
      case 'playCard':
        return choosePlay(planner, legalActions);
      case 'settleLoot':
      case 'placePrisoner':
        return chooseSettle(planner, legalActions);
      default:
        return random.pick(legalActions);
    }
  },
};

export const portRoyalBots = { random: randomBot, heuristic: heuristicBot } as const;
