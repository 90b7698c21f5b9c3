import {
  ISLAND_SECTION,
  PARROT_SECTION,
  SECTIONS,
  TRACKS,
  squaresBetween,
  type LootCard,
  type Section,
} from './data.js';
import { RULES } from './rules.js';
import { crossingTurns } from './prices.js';
import type { LegendView, PiratesCoveSeatView, PiratesCoveView } from './view.js';

/**
 * How the heuristic bot reads its own view (and nothing else): what a ship can take and deal, what
 * loot and islands are worth to it, and where the Legendary Pirates will be.
 */

export const HIT = 1 / 3;

/** Hits a player ship takes before a section is pushed off its track, weakest section first. */
export function durability(seat: PiratesCoveSeatView, section?: Section): number {
  const of = (s: Section) =>
    seat.sections[s].index +
    1 +
    (seat.mastercraft?.section === s ? (seat.mastercraft.damaged ? 1 : 2) : 0) +
    (seat.parrot && PARROT_SECTION[seat.parrot.card] === s ? 2 - seat.parrot.hits : 0);
  return section ? of(section) : Math.min(...SECTIONS.map(of));
}

export function legendDurability(legend: LegendView): number {
  return Math.min(...(legend.sections ?? [0]).map((value, i) => value - (legend.hits[i] ?? 0) + 1));
}

export function legendDice(legend: LegendView): number {
  const level = (i: number) => (legend.sections?.[i] ?? 0) - (legend.hits[i] ?? 0);
  return Math.max(1, Math.min(level(1), level(2)));
}

export function shipDice(seat: PiratesCoveSeatView): number {
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
export class Pirate {
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
    return Math.max(1, crossingTurns(squaresBetween(this.me.at, island), this.me.sections.sails.value));
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

export function best<T>(items: readonly T[], score: (item: T) => number): T | undefined {
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
