import type { Bot, BotInput } from '../../core/game.js';
import type { Random } from '../../core/random.js';
import type { CartagenaAction, Place } from './actions.js';
import { advanceTarget, finishOf, moveBackTarget, pushTarget, type Board } from './board.js';
import { SYMBOL_INDEX, type Card, type CartagenaSymbol } from './data.js';
import { RULES } from './rules.js';
import { ABOARD, locationOf, type Location } from './state.js';
import type { CartagenaView } from './view.js';

type Input = BotInput<CartagenaView, CartagenaAction>;

export const randomBot: Bot<CartagenaView, CartagenaAction> = {
  level: 'random',
  description: 'Plays a uniformly random legal action.',
  choose: ({ legalActions, random }: Input) => random.pick(legalActions),
};

import { outlookOfView, type Outlook } from './outlook.js';

/**
 * What one more card is worth in squares: plenty with a small hand, little with a large one, so the
 * bot stops hoarding once it holds enough to move (tuned by bot-versus-bot tests).
 */
function cardValue(handSize: number): number {
  return 3 * Math.min(1, Math.max(0.15, (12 - handSize) / 8));
}
/** Extra worth of a pirate that has escaped: it can no longer be pushed or stranded. */
const FINISH_BONUS = 3;

class Evaluator {
  readonly board: Board;
  readonly finish: Location;
  readonly room: number;
  /** What one more card in hand is worth now. */
  readonly card: number;

  constructor(
    readonly outlook: Outlook,
    readonly seat: number,
  ) {
    this.board = outlook.board;
    this.finish = finishOf(this.board);
    this.room = RULES.boatCapacityPerColour - outlook.aboard(seat);
    this.card = cardValue(outlook.handSize);
  }

  worth(location: Location): number {
    if (location === ABOARD) return this.board.tunnelLength + (this.board.boat === 'tortuga' ? 1 : 0.5);
    if (location === this.finish) return this.finish + FINISH_BONUS;
    return location;
  }

  location(place: Place): Location {
    return locationOf(place, this.finish);
  }

  /** The longest advance one card of this symbol gives any of the viewer's pirates. */
  usefulness(symbol: CartagenaSymbol): number {
    let best = 0;
    for (const from of this.myLocations()) {
      const to = advanceTarget(this.board, from, SYMBOL_INDEX[symbol], this.room);
      if (to !== null) best = Math.max(best, this.worth(to) - this.worth(from));
    }
    return best;
  }

  myLocations(): readonly Location[] {
    return this.outlook.locations(this.seat);
  }

  advanceGain(symbol: number, fromPlace: Place, movers: number): number {
    const from = this.location(fromPlace);
    const to = advanceTarget(this.board, from, symbol, this.room, movers);
    return to === null ? -Infinity : movers * (this.worth(to) - this.worth(from));
  }

  score(action: CartagenaAction): number {
    switch (action.type) {
      case 'playCard':
        return this.advanceGain(SYMBOL_INDEX[action.card.symbol], action.from, 1) - this.card;
      case 'playParrots':
        return this.advanceGain(SYMBOL_INDEX[action.as], action.from, 1) - 2 * this.card;
      case 'playHook':
        return this.advanceGain(SYMBOL_INDEX[action.card.symbol], action.from, 2) - 2 * this.card;
      case 'moveBack': {
        const from = this.location(action.from);
        const target = moveBackTarget(this.board, from);
        return target === null
          ? -Infinity
          : target.draw * this.card - (this.worth(from) - this.worth(target.to));
      }
      case 'pushPirate': {
        const from = this.location(action.from);
        const room = RULES.boatCapacityPerColour - this.outlook.aboard(action.seat);
        const target = pushTarget(this.board, from, room);
        if (target === null) return -Infinity;
        return target.draw * this.card - 0.5 * (this.worth(target.to) - this.worth(from));
      }
      case 'moveBoat':
        return this.boatValue();
      case 'useRum':
        return (RULES.rumKeep - 1) * this.card - 0.3 * (this.outlook.players - 1) * this.card;
      case 'useLantern':
        return 0.5 * this.card;
      case 'usePistol':
        return 0.3 * this.card;
      case 'openChest':
        return 0.4 * this.card;
      case 'skipTurn':
      case 'pass':
        return 0;
      case 'endTurn':
        return 0.5;
      default:
        return 0;
    }
  }

  /** Sail to Tortuga with pirates aboard, back to Cartagena when pirates wait in the tunnel. */
  boatValue(): number {
    const aboard = this.outlook.aboard(this.seat);
    if (this.board.boat === 'cartagena')
      return aboard >= 2 || this.outlook.atStart(this.seat) + this.outlook.tunnelPirates(this.seat) === 0
        ? 4
        : -1;
    return aboard === 0 ? 1 : -2;
  }
}

function byUsefulness(evaluator: Evaluator, cards: readonly Card[]): Card[] {
  return cards.slice().sort((a, b) => evaluator.usefulness(a.symbol) - evaluator.usefulness(b.symbol));
}

/**
 * Greedy one-step play from the seat's own view: advance the pirate that gains most, move back when
 * the cards drawn are worth more than the ground lost, keep the most useful cards and part with the
 * least useful ones.
 */
export const heuristicBot: Bot<CartagenaView, CartagenaAction> = {
  level: 'heuristic',
  description: 'Greedy: weighs ground gained against cards spent and drawn, using only its own view.',
  choose: ({ view, legalActions, seat, random }: Input) =>
    decide(outlookOfView(view), seat, legalActions, random),
};

/**
 * The heuristic's choice from an outlook: the bot's own view, or (for a search's playouts) the
 * same facts read straight from a dealt state — `outlookOfState`, which gives the same choice.
 */
export function decide(
  outlook: Outlook,
  seat: number,
  legalActions: readonly CartagenaAction[],
  random: Random,
): CartagenaAction {
  const evaluator = new Evaluator(outlook, seat);
  const first = legalActions[0];
  if (first === undefined) throw new Error('heuristic bot asked to move with no legal action');

  // Follow-ups and discards: choose cards by how far they would carry one of our pirates.
  const pick = (type: CartagenaAction['type'], prefer: 'best' | 'worst') => {
    const options = legalActions.filter((a) => a.type === type) as (CartagenaAction & { card: Card })[];
    const ranked = byUsefulness(
      evaluator,
      options.map((a) => a.card),
    );
    const wanted = prefer === 'best' ? ranked[ranked.length - 1] : ranked[0];
    return options.find((a) => a.card === wanted) ?? first;
  };
  switch (first.type) {
    case 'discard':
    case 'giveCard':
    case 'returnCard':
      return pick(first.type, 'worst');
    case 'takeCard':
    case 'keepCard':
      return pick(first.type, 'best');
    default:
      break;
  }

  let best: CartagenaAction[] = [];
  let bestScore = -Infinity;
  for (const action of legalActions) {
    const score = evaluator.score(action);
    if (score > bestScore) {
      best = [action];
      bestScore = score;
    } else if (score === bestScore) {
      best.push(action);
    }
  }
  return random.pick(best);
}
