import type { Bot, BotInput } from '../../core/game.js';
import type { ActionOf, PiratesCoveAction } from './actions.js';
import { HIT, Pirate, best, durability, legendDice, legendDurability, shipDice } from './bot-pirate.js';
import { SECTIONS } from './data.js';
import type { PiratesCoveSeatView, PiratesCoveView } from './view.js';

type Input = BotInput<PiratesCoveView, PiratesCoveAction>;

export const randomBot: Bot<PiratesCoveView, PiratesCoveAction> = {
  level: 'random',
  description: 'Plays a uniformly random legal action.',
  choose: ({ legalActions, random }: Input) => random.pick(legalActions),
};

function ofType<T extends PiratesCoveAction['type']>(
  actions: readonly PiratesCoveAction[],
  type: T,
): ActionOf<T>[] {
  return actions.filter((a): a is ActionOf<T> => a.type === type);
}

function chooseHeuristic({ view, legalActions, seat, random }: Input): PiratesCoveAction {
  const pirate = new Pirate(view, seat);
  const me = pirate.me;
  const has = (type: PiratesCoveAction['type']) => legalActions.find((a) => a.type === type);
  const first = legalActions[0] as PiratesCoveAction;

  switch (view.phase) {
    case 'shopping': {
      const upgrades = ofType(legalActions, 'upgrade').filter(
        (a) => a.levels === 1 && (a.section === 'crew' || a.section === 'cannons'),
      );
      const lower = me.sections.crew.index <= me.sections.cannons.index ? 'crew' : 'cannons';
      const pick = upgrades.find((a) => a.section === lower);
      if (pick && me.gold >= 4 && me.sections[lower].index < 3) return pick;
      return has('endShopping') ?? first;
    }
    case 'placing': {
      const places = ofType(legalActions, 'placeLoot');
      const want = me.sections.crew.index <= me.sections.cannons.index ? 5 : 4;
      return (
        best(
          places,
          (a) => a.loot.gold + 2 * a.loot.treasures - 2 * a.loot.fame + (a.island === want ? 3 : 0),
        ) ?? first
      );
    }
    case 'navigating': {
      const courses = ofType(legalActions, 'setCourse');
      return best(courses, (a) => pirate.courseValue(a.island) + random.int(0, 100) / 1000) ?? first;
    }
    case 'newRoute': {
      const routes = ofType(legalActions, 'playNewRoute');
      if (routes.length === 0) return first;
      const here = pirate.legendsAt(me.at);
      const strong = here.every((l) => pirate.strengthAgainst(0, legendDurability(l), legendDice(l)) > 0.6);
      if (here.length === 0 || strong) return has('keepCourse') ?? first;
      const safe = routes.filter((a) => pirate.legendsAt(a.island).length === 0);
      return best(safe, (a) => pirate.courseValue(a.island)) ?? has('keepCourse') ?? first;
    }
    case 'combat':
      return combatChoice(pirate, legalActions) ?? first;
    case 'upgrades':
      return upgradeChoice(pirate, legalActions) ?? first;
    default:
      return first;
  }
}

function combatChoice(pirate: Pirate, legal: readonly PiratesCoveAction[]): PiratesCoveAction | undefined {
  const view = pirate.view;
  const me = pirate.me;
  const c = view.combat;
  const find = (type: PiratesCoveAction['type']) => legal.find((a) => a.type === type);
  const prompt = c?.prompt;
  if (prompt) {
    switch (prompt.kind) {
      case 'boardChoice': {
        const other = view.seats[prompt.defender] as PiratesCoveSeatView;
        return me.sections.crew.value >= other.sections.crew.value
          ? find('boardShip')
          : find('declineBoarding');
      }
      case 'challenge': {
        const other = view.seats[prompt.attacker] as PiratesCoveSeatView;
        return me.sections.crew.value > other.sections.crew.value
          ? find('acceptBoarding')
          : find('challengeDuel');
      }
      case 'duelAnswer':
        return legal.find((a) => a.type === 'acceptDuel' && a.weapon === 'swords');
      case 'weapons':
        return legal.find((a) => a.type === 'chooseWeapon' && a.weapon === 'rapier');
      case 'pistols':
        return legal.find((a) => a.type === 'pistolMove' && a.move === 'shoot');
      case 'swap': {
        const other = view.seats[prompt.loser] as PiratesCoveSeatView;
        const sum = (s: PiratesCoveSeatView) =>
          s.sections.sails.index + s.sections.cannons.index + s.sections.hull.index;
        return sum(other) > sum(me) ? find('swapShips') : find('keepShip');
      }
      case 'buryUnderFire':
        return legal[0];
    }
  }
  if (!c) return undefined;
  const enemies = c.ships.filter((ship) => ship !== pirate.seat);
  const legendOf = (ship: number) => view.legends.find((l) => l.ship === ship);
  const enemyDice = (ship: number) => {
    if (ship === 30) return c.fortCannons ?? 1;
    const legend = legendOf(ship);
    if (legend) return legendDice(legend);
    const seat = view.seats[ship];
    return seat ? shipDice(seat) : 1;
  };
  const enemyDurability = (ship: number) => {
    if (ship === 30) return c.fortCannons ?? 1;
    const legend = legendOf(ship);
    if (legend) return legendDurability(legend);
    const seat = view.seats[ship];
    return seat ? durability(seat) : 1;
  };
  if (c.stage === 'battle') {
    const cards = ofType(legal, 'playBattleCard');
    const grapple = best(
      cards.filter((a) => a.card === 'battle-grapple'),
      (a) => enemyDice(a.target ?? -1),
    );
    const useful = cards.find((a) => a.card === 'battle-die' || a.card === 'battle-speed');
    if (useful) return useful;
    if (grapple && enemyDice(grapple.target ?? -1) >= 3) return grapple;
    const boarding = cards.find((a) => a.card === 'battle-boarding');
    if (boarding && enemies.length === 1) {
      const other = view.seats[enemies[0] as number];
      if (other && me.sections.crew.value > other.sections.crew.value + 1) return boarding;
    }
    return find('passBattle');
  }
  const board = find('boardShip');
  if (board) {
    const other = view.seats[enemies[0] as number];
    if (other && me.sections.crew.value > other.sections.crew.value) return board;
  }
  const fires = ofType(legal, 'fire');
  // Fight or flee: rounds to sink the weakest target against rounds to be sunk.
  const incoming = enemies
    .filter((ship) => ship >= 10 || !c.ships.some((s) => s >= 10))
    .reduce((sum, ship) => sum + enemyDice(ship) * HIT, 0);
  const targetShip = best([...new Set(fires.map((a) => a.target))], (ship) => -enemyDurability(ship));
  const myHits = Math.max(0.2, (shipDice(me) + (c.diceBonus[pirate.seat] ?? 0)) * HIT);
  const kill = targetShip === undefined ? Infinity : enemyDurability(targetShip) / myHits;
  const die = durability(me) / Math.max(0.05, incoming);
  // Fleeing risks a mutiny (fame, gold and treasure) and a defeat costs only repairs: flee only
  // from a lost duel against a player who could board and strip the ship of its cargo.
  const boardable = enemies.length === 1 && (enemies[0] as number) < 10;
  const cargo = me.gold + 3 * me.treasures;
  const losing = kill > die * 2 && durability(me, 'sails') <= 1 && boardable && cargo >= 9;
  if (losing && find('flee')) return find('flee');
  const volley = legal.find((a) => a.type === 'playVolley');
  if (volley && targetShip !== undefined && (targetShip >= 10 || enemyDurability(targetShip) <= 3))
    return volley;
  const shots = fires.filter((a) => a.target === targetShip);
  return best(shots, (a) => {
    if (a.target === 30) return 0;
    const legend = legendOf(a.target);
    const i = SECTIONS.indexOf(a.section);
    if (legend) return -((legend.sections?.[i] ?? 0) - (legend.hits[i] ?? 0));
    const seat = view.seats[a.target];
    return seat
      ? -durability(seat, a.section) +
          (a.section === 'sails' && me.sections.crew.value > seat.sections.crew.value ? 0.5 : 0)
      : 0;
  });
}

function upgradeChoice(pirate: Pirate, legal: readonly PiratesCoveAction[]): PiratesCoveAction | undefined {
  const me = pirate.me;
  const find = (type: PiratesCoveAction['type']) => legal.find((a) => a.type === type);
  const reward = ofType(legal, 'coveReward');
  if (reward.length > 0) return reward.find((a) => a.reward === (me.gold < 2 ? 'cardAndGold' : 'twoCards'));
  for (const card of ['event-windfall', 'event-brawl'] as const) {
    const event = legal.find((a) => a.type === 'playEvent' && a.card === card);
    if (event) return event;
  }
  const storm = legal.find((a) => a.type === 'playEvent' && a.card === 'event-storm');
  if (storm && me.treasures === 0) return storm;
  const navy = legal.find((a) => a.type === 'playEvent' && a.card === 'event-navy');
  const topFame = Math.max(...pirate.view.seats.map((s) => s.fame));
  if (navy && me.fame < topFame) return navy;
  if (find('repairMastercraft')) return find('repairMastercraft');
  if (!me.parrot && find('placeParrot')) return find('placeParrot');
  const craft = ofType(legal, 'playMastercraft');
  if (craft.length > 0 && (!me.mastercraft || me.mastercraft.damaged)) {
    return best(craft, (a) => -durability(me, a.section));
  }
  const late = pirate.lastTurn || pirate.turnsLeft <= 1;
  const buries = ofType(legal, 'bury');
  if (buries.length > 0) {
    const reserve = late ? 0 : pirate.turnsLeft > 4 ? 6 : 3;
    const wanted = best(
      buries.filter((a) => me.gold - a.gold >= Math.min(reserve, me.gold - (me.gold % 3))),
      (a) => a.treasures * 10 + a.gold,
    );
    if (wanted) return wanted;
  }
  if (find('exchangeTreasure') && me.treasures > (me.capacity ?? 99)) return find('exchangeTreasure');
  if (!late && pirate.turnsLeft > 2) {
    const ups = ofType(legal, 'upgrade');
    const up = best(ups, (a) => pirate.sectionNeed(a.section) * 10 - a.levels);
    if (up && pirate.sectionNeed(up.section) >= 1 && (up.levels === 1 || me.gold > 8)) return up;
    if (find('buyTavernCard') && me.gold >= 4) return find('buyTavernCard');
  }
  return find('finishUpgrades');
}

export const heuristicBot: Bot<PiratesCoveView, PiratesCoveAction> = {
  level: 'heuristic',
  description:
    'Sails for the loot and upgrades it values most, avoids fights it would lose, buries when rich, hunts Legendary Pirates when strong; uses only its own view.',
  choose: (input: Input) => {
    const choice = chooseHeuristic(input);
    return input.legalActions.includes(choice) ? choice : (input.legalActions[0] as PiratesCoveAction);
  },
};
