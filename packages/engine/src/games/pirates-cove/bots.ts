import type { Bot, BotInput } from '../../core/game.js';
import type { PiratesCoveAction } from './actions.js';
import {
  ISLAND_SECTION,
  PARROT_SECTION,
  SECTIONS,
  TRACKS,
  squaresBetween,
  type LootCard,
  type ParrotCard,
  type Section,
} from './data.js';
import { RULES } from './rules.js';
import type { LegendView, PiratesCoveSeatView, PiratesCoveView } from './view.js';

type Input = BotInput<PiratesCoveView, PiratesCoveAction>;
type Of<T extends PiratesCoveAction['type']> = Extract<PiratesCoveAction, { type: T }>;

export const randomBot: Bot<PiratesCoveView, PiratesCoveAction> = {
  level: 'random',
  description: 'Plays a uniformly random legal action.',
  choose: ({ legalActions, random }: Input) => random.pick(legalActions),
};

const HIT = 1 / 3;

/** Hits a player ship takes before a section is pushed off its track, weakest section first. */
function durability(seat: PiratesCoveSeatView, section?: Section): number {
  const of = (s: Section) =>
    seat.sections[s].index +
    1 +
    (seat.mastercraft?.section === s ? (seat.mastercraft.damaged ? 1 : 2) : 0) +
    (seat.parrot && PARROT_SECTION[seat.parrot.card as ParrotCard] === s ? 2 - seat.parrot.hits : 0);
  return section ? of(section) : Math.min(...SECTIONS.map(of));
}

function legendDurability(legend: LegendView): number {
  return Math.min(...(legend.sections ?? [0]).map((value, i) => value - (legend.hits[i] ?? 0) + 1));
}

function legendDice(legend: LegendView): number {
  const level = (i: number) => (legend.sections?.[i] ?? 0) - (legend.hits[i] ?? 0);
  return Math.max(1, Math.min(level(1), level(2)));
}

function shipDice(seat: PiratesCoveSeatView): number {
  const parrot = seat.parrot?.card;
  if (parrot === 'parrot-silver') return 6;
  if (parrot === 'parrot-bones') return seat.sections.cannons.value;
  return Math.min(seat.sections.crew.value, seat.sections.cannons.value);
}

function lootValue(loot: LootCard, me: PiratesCoveSeatView, lastTurn: boolean): number {
  if (lastTurn) return loot.fame * 3 + loot.tavern * 0.6;
  const room = (me.capacity ?? 99) - me.treasures;
  return (
    loot.fame * 3 + loot.gold * 0.9 + Math.min(loot.treasures, Math.max(0, room)) * 2.4 + loot.tavern * 1.2
  );
}

/**
 * A sensible pirate that reads only its own view: sails where loot and upgrades are worth most for
 * its ship, steers clear of fights it would likely lose, buries when rich or near the end, hunts
 * Legendary Pirates when strong, and fires at the weakest section it can reach.
 */
class Pirate {
  readonly me: PiratesCoveSeatView;
  readonly turnsLeft: number;
  readonly solo: boolean;
  /** Solo grid movement: far islands take more than one turn. */
  readonly grid: boolean;

  constructor(
    readonly view: PiratesCoveView,
    readonly seat: number,
  ) {
    this.me = view.seats[seat] as PiratesCoveSeatView;
    this.solo = view.options.variant === 'solo';
    this.grid = this.solo && view.options.soloMovement === 'grid';
    this.turnsLeft = this.solo ? Math.min(view.time ?? 0, 12) : view.turns - view.turn;
  }

  get lastTurn(): boolean {
    return !this.solo && this.turnsLeft <= 0;
  }

  /** My expected chance against a Legendary Pirate: rounds to sink it vs rounds to be sunk. */
  strengthAgainst(dice: number, enemyDurability: number, enemyDice: number): number {
    const kill = enemyDurability / Math.max(0.1, shipDice(this.me) * HIT + 0 * dice);
    const die = durability(this.me) / Math.max(0.1, enemyDice * HIT);
    return die / (kill + die);
  }

  legendsAt(island: number): LegendView[] {
    return this.view.legends.filter((l) => l.at === island && l.name !== null && !l.gone);
  }

  /** Predicted LP islands: known now in solo and clockwise games, simulated for the rudi tour. */
  predictedLegends(): Map<number, LegendView> | null {
    const v = this.view;
    const out = new Map<number, LegendView>();
    const active = v.legends.filter((l) => l.name !== null && !l.gone);
    if (v.options.variant === 'solo') {
      for (const l of active) if (!out.has(l.at)) out.set(l.at, l);
    } else if (v.options.variant === 'rudi') {
      const fameAt = (island: number) => {
        const info = v.islands[island - 1];
        if (!info) return 0;
        return island === 6 ? (info.revealed?.fame ?? 0) : info.placed.reduce((sum, l) => sum + l.fame, 0);
      };
      const taken: number[] = [];
      for (const l of active.slice().sort((a, b) => a.at - b.at || a.ship - b.ship)) {
        let best = -1;
        let bestFame = -1;
        for (let step = 1; step <= 6; step++) {
          const island = ((l.at - 1 + step) % 6) + 1;
          if (!taken.includes(island) && fameAt(island) > bestFame) {
            bestFame = fameAt(island);
            best = island;
          }
        }
        taken.push(best);
        out.set(best, l);
      }
    } else if (v.options.legendMovement === 'clockwise') {
      for (const l of active) out.set((l.at % 6) + 1, l);
    } else return null;
    return out;
  }

  fightValue(legend: LegendView, share: number): number {
    const p = this.strengthAgainst(0, legendDurability(legend), legendDice(legend));
    const reward = ((legend.fame ?? 0) * RULES.legendFameFactor * 3) / share;
    return p * reward - (1 - p) * 8;
  }

  soloChance(island: number): number {
    const crew = this.me.sections.crew.value;
    if (island === 2) {
      const hull = this.me.sections.hull.value;
      let ok = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= hull) ok++;
      return ok / 36;
    }
    if (island === 4) return this.strengthAgainst(0, 3, 2);
    return 1 - (5 / 6) ** crew;
  }

  islandValue(island: number): number {
    const v = this.view;
    const me = this.me;
    let value = 0;
    if (island <= 5) {
      const info = v.islands[island - 1];
      if (v.options.variant === 'rudi')
        for (const loot of info?.placed ?? []) value += lootValue(loot, me, this.lastTurn);
      else if (info?.revealed)
        value += lootValue(info.revealed, me, this.lastTurn) * (this.solo ? this.soloChance(island) : 1);
      const section = ISLAND_SECTION[island];
      if (section && !this.lastTurn && this.turnsLeft > 2) value += this.sectionNeed(section);
      if (island === 1 && me.gold >= 4 && this.turnsLeft > 1) value += 1.5;
    } else {
      const buryFame = me.treasures + Math.floor(me.gold / 3);
      const rich = me.gold >= 9 || me.treasures >= (me.capacity ?? 99) || this.turnsLeft <= 1;
      value += buryFame * (rich ? 3 : 0.8);
      if (v.options.variant === 'rudi') value += (v.islands[5]?.revealed?.fame ?? 0) * 3;
    }
    // Legendary Pirates move on while a ship is at sea: only a one-turn crossing knows where they wait.
    const predicted = this.turnsTo(island) === 1 ? this.predictedLegends() : null;
    const weak = durability(me) <= 2;
    if (predicted) {
      const legend = predicted.get(island);
      if (legend) value += this.fightValue(legend, 1);
    } else {
      // Dice: each LP lands on a given island with chance 1/6.
      const risk = v.legends.filter((l) => l.name !== null && !l.gone).length / 6;
      const typical = { fame: 3, sections: [6, 3, 3, 3], hits: [0, 0, 0, 0] } as unknown as LegendView;
      value += risk * this.fightValue(typical, 1) - (weak ? 2 : 0);
    }
    // Other players flock to rich islands: a little caution there unless we are strong.
    if (!this.solo && island !== 6) value -= (v.players - 1) * (weak ? 1.2 : 0.4);
    return value;
  }

  /** Turns the crossing to `island` takes: squares over Sails under grid movement, else one. */
  turnsTo(island: number): number {
    if (!this.grid) return 1;
    return Math.max(
      1,
      Math.ceil(squaresBetween(this.me.at, island) / Math.max(1, this.me.sections.sails.value)),
    );
  }

  /**
   * What sailing to `island` is worth per turn the crossing takes (time is what the solo game
   * spends); an island not worth going to only gets worse for being far.
   */
  courseValue(island: number): number {
    const value = this.islandValue(island);
    const turns = this.turnsTo(island);
    return value > 0 ? value / turns : value * turns;
  }

  sectionNeed(section: Section): number {
    const me = this.me;
    const { crew, cannons, hull, sails } = me.sections;
    if (this.grid && section === 'sails') return this.gridSailsNeed();
    const cost = 2 + (me.sections[section].index >= 3 ? 2 : 0);
    if (me.gold < cost) return 0;
    if (section === 'crew') return crew.value <= cannons.value ? 3 : 1;
    if (section === 'cannons') return cannons.value <= crew.value ? 3 : 1;
    if (section === 'hull') return me.treasures >= hull.value ? 2.5 : hull.index < 2 ? 1.5 : 0.5;
    return sails.index < 2 ? 1.5 : 0.5;
  }

  /**
   * Grid movement: Sails are reach. Below 6 (a new ship, or sails shot away) a 5- or 6-square
   * passage may take two turns; from 8 every passage of 8 squares takes one.
   */
  gridSailsNeed(): number {
    const sails = this.me.sections.sails;
    if (this.me.gold < (TRACKS.sails.cost[sails.index + 1] ?? Infinity)) return 0;
    return sails.value < 6 ? 3 : sails.value < 8 ? 1.5 : 0.5;
  }
}

function best<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let top: T | undefined;
  let topScore = -Infinity;
  for (const item of items) {
    const s = score(item);
    if (s > topScore) {
      topScore = s;
      top = item;
    }
  }
  return top;
}

function ofType<T extends PiratesCoveAction['type']>(
  actions: readonly PiratesCoveAction[],
  type: T,
): Of<T>[] {
  return actions.filter((a) => a.type === type) as Of<T>[];
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

export const piratesCoveBots = { random: randomBot, heuristic: heuristicBot };
