import type { Bot, BotInput } from '../../core/game.js';
import type { PortRoyalAction } from './actions.js';
import {
  COLOURS,
  CREW_COLOUR,
  CREW_VALUE,
  DEBT_RELIEF,
  GOOD_INDEX,
  crewById,
  isGhost,
  lootById,
  prisonerById,
  type CrewCode,
  type LootCode,
} from './data.js';
import { KEPT_REMOVE_WORTH, Planner, type MyShip } from './planner.js';
import { RULES } from './rules.js';
import { shipLimit, shipTons } from './scoring.js';
import { trickWinner } from './tricks.js';
import type { PortRoyalView } from './view.js';

type Input = BotInput<PortRoyalView, PortRoyalAction>;

export const randomBot: Bot<PortRoyalView, PortRoyalAction> = {
  level: 'random',
  description: 'Plays a uniformly random legal action.',
  choose: ({ legalActions, random }: Input) => random.pick(legalActions),
};

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
        // All the prisoner cards won go onto the ship named (S001), not only the first.
        const placed = won?.prisoners ?? [action.prisoner];
        const good = GOOD_INDEX[action.ship];
        const ships = planner.with(good, (s) => ({
          loot: s.loot,
          prisoners: [...s.prisoners, ...placed],
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
