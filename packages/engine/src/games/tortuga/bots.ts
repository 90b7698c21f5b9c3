import type { Bot, BotInput } from '../../core/game.js';
import { isTimeoutAction, type TortugaAction } from './actions.js';
import type { VoteCard } from './data.js';
import { Mind, SHIP_INDEX } from './mind.js';
import { attackOdds, mutinyOdds } from './odds.js';
import { EDITIONS } from './rules.js';
import type { TortugaView } from './view.js';

type Input = BotInput<TortugaView, TortugaAction>;

export const randomBot: Bot<TortugaView, TortugaAction> = {
  level: 'random',
  description: 'Plays a uniformly random legal action.',
  choose: ({ legalActions, random }: Input) => random.pick(legalActions.filter((a) => !isTimeoutAction(a))),
};

// ——— Votes ———

/** What a card is worth keeping for later votes (spend the cheapest first). */
function keepWorth(card: VoteCard, mind: Mind): number {
  return (card.double ? 1 : 0) + (card.flag === mind.myHold ? 0.3 : 0) + (card.top === 'water' ? 0.05 : 0.15);
}

function chooseVote(mind: Mind, actions: readonly Extract<TortugaAction, { type: 'vote' }>[]): TortugaAction {
  const pending = mind.view.pending;
  if (pending?.kind !== 'vote') return actions[0] as TortugaAction;
  let best = actions[0] as TortugaAction;
  let bestScore = -Infinity;
  // The other participants' cards and the deck card are unknown to us.
  const others = pending.participants.length;
  for (const action of actions) {
    const cards = action.cards;
    let want = 0;
    let odds = 0;
    if (pending.vote === 'attack') {
      const captain =
        mind.view.ships[SHIP_INDEX[pending.ship ?? 'flyingDutchman']]?.crew[0] ?? pending.caller;
      want = mind.sign[captain] ?? 0;
      odds = attackOdds(cards, others);
    } else if (pending.vote === 'mutiny') {
      const crew = mind.view.ships[SHIP_INDEX[pending.ship ?? 'flyingDutchman']]?.crew ?? [];
      want = (mind.sign[crew[1] ?? pending.caller] ?? 0) - (mind.sign[crew[0] ?? pending.caller] ?? 0);
      odds = mutinyOdds(cards, others);
    } else {
      want = 1;
      odds = cards.reduce((n, card) => n + (card.flag === mind.myHold ? 1 : -1) * (card.double ? 2 : 1), 0);
    }
    const spent = cards.reduce((n, card) => n + keepWorth(card, mind), 0) * (cards.length > 1 ? 1.5 : 1);
    const score = want * odds * 3 - spent;
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}

// ——— Turn actions ———

function scoreTurnAction(mind: Mind, action: TortugaAction): number {
  const view = mind.view;
  switch (action.type) {
    case 'peek': {
      if (isTimeoutAction(action)) return -100;
      const unknown = action.slots.filter((slot) => view.eventRow[slot - 1]?.known === null).length;
      return unknown * 0.35;
    }
    case 'reveal':
      return mind.slotWorth(action.slot, mind.me) + 0.05;
    case 'force': {
      const worths = action.slots.map((slot) => mind.slotWorth(slot, action.target));
      const armada = action.slots.some((slot) => view.eventRow[slot - 1]?.known === 'spanishArmada');
      // The target keeps the better card for himself if he is on our side, the worse if not.
      const side = mind.sign[action.target] ?? 0;
      const [a, b] = worths as [number, number];
      // IT-1e: the target draws one of the two at random.
      if (EDITIONS[view.ruleset].forcedPick === 'random') return (a + b) / 2 - 0.1;
      const expected = armada
        ? Math.min(a, b)
        : side >= 0
          ? Math.max(a, b)
          : Math.min(a, b) * 0.6 + Math.max(a, b) * 0.4;
      return expected - 0.1;
    }
    case 'move':
      return moveWorth(mind, action.to);
    case 'attack': {
      const ship = view.ships.findIndex((s) => s.crew[0] === mind.me);
      const other = view.ships[1 - ship];
      const loot =
        view.galleon > 0
          ? 1
          : Math.max(
                0,
                (other?.holds.british ?? 0) * -mind.holdValue('british'),
                (other?.holds.french ?? 0) * -mind.holdValue('french'),
              ) > 0
            ? 2
            : 0;
      if (loot === 0 || (view.hand?.length ?? 0) === 0) return -0.2;
      const crew = view.ships[ship]?.crew ?? [];
      const support = crew.reduce((n, s) => n + (mind.sign[s] ?? 0), 0) / Math.max(1, crew.length);
      return loot * (0.6 + 0.3 * support);
    }
    case 'maroon':
      return (
        -(mind.sign[action.target] ?? 0) * (mind.seat(action.target).roles.includes('cabinBoy') ? 1.6 : 1.1) -
        0.3
      );
    case 'mutiny': {
      const ship = view.ships.find((s) => s.crew[1] === mind.me);
      return -(mind.sign[ship?.crew[0] ?? mind.me] ?? 0) * 1.2 - 0.3;
    }
    case 'shiftTreasure':
      return (
        (mind.holdValue(action.from === 'british' ? 'french' : 'british') - mind.holdValue(action.from)) * 1.5
      );
    case 'brawl': {
      const areas = view.tortuga.areas;
      const mineNow = areas.british * mind.holdValue('british') + areas.french * mind.holdValue('french');
      const flags = (view.hand ?? []).filter((card) => card.flag === mind.myHold).length;
      return flags > 0 && mineNow < 2 ? (2 - mineNow) * 0.6 : -0.5;
    }
    case 'playLetterOfMarque':
      return letterWorth(mind, action.pirate, action.ship) - 0.4;
    case 'useAtlantis': {
      const other = view.ships.find((s) => !s.crew.includes(mind.me));
      return other && other.crew.length === 0 ? 1 : -1;
    }
    default:
      return 0;
  }
}

/** Moving: worth it to reach a ship without a captain, or a ship at all from Tortuga. */
function moveWorth(mind: Mind, to: string): number {
  const view = mind.view;
  const me = mind.seat(mind.me);
  const shipOf = (name: string) => view.ships[name.startsWith('flyingDutchman') ? 0 : 1];
  if (to === 'flyingDutchman' || to === 'jollyRoger') return (shipOf(to)?.crew.length ?? 5) === 0 ? 1.5 : 0.4;
  if (to === 'tortuga') return me.roles.length > 0 ? -0.3 : -0.1;
  const ship = shipOf(to);
  if (me.place === 'tortuga')
    return ship && ship.crew.length === 0 ? 0.9 : me.roles.includes('governor') ? -0.4 : 0.15;
  return me.roles.length > 0 ? -0.6 : -0.2;
}

function letterWorth(mind: Mind, pirate: number, ship: string): number {
  const target = mind.view.ships[SHIP_INDEX[ship as 'flyingDutchman']];
  const empty = (target?.crew.length ?? 0) === 0;
  const side = mind.sign[pirate] ?? 0;
  return side * (empty ? 1.5 : 0.5);
}

// ——— Answers ———

function best<T>(items: readonly T[], score: (item: T) => number): T {
  let chosen = items[0] as T;
  let top = -Infinity;
  for (const item of items) {
    const value = score(item);
    if (value > top) {
      top = value;
      chosen = item;
    }
  }
  return chosen;
}

function answer(mind: Mind, legal: readonly TortugaAction[]): TortugaAction | null {
  const first = legal[0] as TortugaAction;
  const view = mind.view;
  // A map that saves us from marooning is always worth playing.
  if (legal.some((a) => a.type === 'acceptMarooning'))
    return legal.find((a) => a.type !== 'acceptMarooning') ?? first;
  switch (first.type) {
    case 'vote':
      return chooseVote(mind, legal as Extract<TortugaAction, { type: 'vote' }>[]);
    case 'placeStartingTreasure':
    case 'takeTreasure':
      return best(legal, (a) => {
        if (a.type === 'placeStartingTreasure') return mind.holdValue(a.hold);
        if (a.type !== 'takeTreasure') return -Infinity;
        return mind.holdValue(a.hold) - (a.from === 'galleon' ? 0 : mind.holdValue(a.from));
      });
    case 'chooseStart':
      // The front of a ship makes a captain; then Tortuga's front makes the Governor.
      return best(legal, (a) =>
        a.type === 'chooseStart' ? (a.place === 'tortuga' ? 0.5 : 1) - a.position * 0.3 : 0,
      );
    case 'revealAtRandom':
      return first;
    case 'chooseSlot':
    case 'deferToForcer':
      return best(legal, (a) => (a.type === 'chooseSlot' ? mind.slotWorth(a.slot, mind.me) : -5));
    case 'giveTreasureMap':
      return best(legal, (a) => (a.type === 'giveTreasureMap' ? (mind.sign[a.to] ?? 0) : 0));
    case 'shootPirate':
      return best(legal, (a) => {
        if (a.type !== 'shootPirate') return 0;
        const target = mind.seat(a.target);
        const weight = target.roles.length > 0 ? 1.5 : target.place === 'tortuga' ? 0.6 : 1;
        return -(mind.sign[a.target] ?? 0) * weight;
      });
    case 'shareCabinFever':
      return best(legal, (a) =>
        a.type === 'shareCabinFever' ? (mind.sign[a.target] ?? 0) * (mind.lead >= 0 ? 1 : -1) : 0,
      );
    case 'searchVoteHand':
      return best(legal, (a) => (a.type === 'searchVoteHand' && a.target === mind.me ? 1 : 0));
    case 'giveVoteCard':
      return best(legal, (a) => (a.type === 'giveVoteCard' ? keepWorth(a.card, mind) : 0));
    case 'blowUpRowboat':
      return best(legal, (a) => {
        if (a.type !== 'blowUpRowboat') return 0;
        const occupant = view.ships[SHIP_INDEX[a.ship]]?.rowboat.occupant;
        return occupant === null || occupant === undefined ? 0 : -(mind.sign[occupant] ?? 0);
      });
    case 'returnVoteCard':
    case 'loseVoteCard':
      return best(legal, (a) => ('card' in a ? -keepWorth(a.card as VoteCard, mind) : 0));
    case 'moveWithLetterOfMarque':
    case 'keepLetterOfMarque':
    case 'drawVoteCard':
      return best(legal, (a) => {
        if (a.type === 'moveWithLetterOfMarque') return letterWorth(mind, a.pirate, a.ship);
        return a.type === 'keepLetterOfMarque' ? 0.6 : 0.3;
      });
    default:
      return null;
  }
}

/**
 * Plays for its nation from its own view: peeks before revealing, reveals what it knows helps, forces
 * believed opponents onto cards it knows hurt, brings the Armada out only when ahead, votes for what
 * helps its side as far as it can tell who sits where, moves treasure into its own holds, and gives
 * treasure maps to those most likely on its side.
 */
export const heuristicBot: Bot<TortugaView, TortugaAction> = {
  level: 'heuristic',
  description:
    'Plays for its nation from its own view: peeks, forces harm on opponents, votes and moves treasure for its side.',
  choose({ view, legalActions, random }: Input): TortugaAction {
    const mind = new Mind(view);
    const answered = answer(mind, legalActions);
    if (answered) return answered;
    let chosen: TortugaAction[] = [];
    let top = -Infinity;
    for (const action of legalActions) {
      const score = action.type === 'declineAtlantis' ? 0 : scoreTurnAction(mind, action);
      if (score > top + 1e-9) {
        top = score;
        chosen = [action];
      } else if (Math.abs(score - top) <= 1e-9) {
        chosen.push(action);
      }
    }
    return random.pick(chosen);
  },
};
