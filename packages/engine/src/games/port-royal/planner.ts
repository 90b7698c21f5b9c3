import {
  COLOUR_INDEX,
  CREW_COLOUR,
  CREW_VALUE,
  DEBT_RELIEF,
  MOVE,
  REMOVE,
  goodOf,
  isGhost,
  isStandard,
  lootById,
  type CrewCode,
  type LootCode,
} from './data.js';
import { lootValue, prisonerSum, shipLimit, shipTons } from './scoring.js';
import type { PortRoyalView } from './view.js';

/**
 * The heuristic bot's reckoning, from its own view only: what its ships are worth, what a loot card
 * would add to them, and how strong a crew card is this round.
 */

/** One of the bot's own ships as it knows it (its own prisoners are visible to it). */
export interface MyShip {
  loot: LootCode[];
  prisoners: number[];
}

/** What an unseen prisoner card is worth on average (values 1–6). */
export const PRISONER_GUESS = 3.5;
/** What keeping `Remove 1 card` for later is worth. */
export const KEPT_REMOVE_WORTH = 4;

export class Planner {
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
