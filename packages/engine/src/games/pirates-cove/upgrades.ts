import type { PiratesCoveAction } from './actions.js';
import { drawTavern } from './cards.js';
import { removeFromHand } from './combat.js';
import {
  COVE,
  ISLAND_SECTION,
  LOOT_CARDS,
  MASTERCRAFT_SECTION,
  SECTIONS,
  SECTION_INDEX,
  TAVERN_ISLAND,
  TREASURE_ISLAND,
  WINDFALL_GOLD,
  BRAWL_CARDS,
  familyOf,
  type ParrotCard,
  type Section,
  type TavernCard,
} from './data.js';
import { RULES } from './rules.js';
import { damagedSections, levelOf, upgradeCost } from './ship.js';
import type { PiratesCoveState, SeatState } from './state.js';
import type { Work } from './work.js';

/**
 * Plunder and the upgrade phase (S004 turn steps 4–5): Tavern purchases, island sections with
 * cumulative costs, Treasure Island burying and its one doubled-cost level, Mastercrafts, parrots,
 * Event cards, and the repairs and reward at Pirate's Cove.
 */

export type CoveReward = 'twoCards' | 'cardAndGold';

/** The start of a seat's step: a ship at the Cove repairs at once, paying what it can. */
export function beginStep(work: Work, seat: number): void {
  const state = work.state;
  const s = state.seats[seat] as SeatState;
  if (!s.retreated) return;
  const base = state.options.baseCove;
  const sections = !base || s.crippled ? damagedSections(s) : 0;
  const cost = sections * RULES.coveRepairCost;
  const paid = Math.min(cost, s.gold);
  s.gold -= paid;
  if (!base || s.crippled) s.levels = s.levels.map((level, i) => Math.max(level, s.repairTo[i] ?? level, 0));
  s.coveRewardDue = !base && paid === cost;
  work.emit({ type: 'coveRepaired', seat, sections, paid, rewardDue: s.coveRewardDue });
  if (base) drawTavern(work, seat, RULES.baseCoveCards);
}

export function coveReward(work: Work, seat: number, reward: CoveReward): void {
  const s = work.state.seats[seat] as SeatState;
  s.coveRewardDue = false;
  work.emit({ type: 'coveReward', seat, reward });
  if (reward === 'twoCards') drawTavern(work, seat, RULES.coveRewardCards);
  else {
    drawTavern(work, seat, RULES.coveRewardCards - 1);
    s.gold += RULES.coveRewardGold;
  }
}

/** The upgrades `seat` may make now (its own step). */
export function upgradeActions(state: PiratesCoveState, seat: number): PiratesCoveAction[] {
  const s = state.seats[seat] as SeatState;
  if (s.coveRewardDue) {
    return [
      { type: 'coveReward', reward: 'twoCards' },
      { type: 'coveReward', reward: 'cardAndGold' },
    ];
  }
  const actions: PiratesCoveAction[] = [];
  const atIsland = !s.retreated && s.at >= 1 && s.at <= 6;
  const distinct = [...new Set(s.hand)];
  if (atIsland && s.at === TAVERN_ISLAND) {
    if (
      s.boughtCards < RULES.tavernMaxBuys &&
      s.gold >= RULES.tavernCardCost &&
      state.tavernDeck.length + state.tavernDiscard.length > 0
    ) {
      actions.push({ type: 'buyTavernCard' });
    }
    if (state.newRouteDisplay > 0 && s.gold >= RULES.newRouteCost && !s.newRouteUsed)
      actions.push({ type: 'buyNewRoute' });
  }
  const islandSection = ISLAND_SECTION[s.at];
  if (atIsland && islandSection) {
    const from = levelOf(s, islandSection);
    for (let levels = 1; upgradeCost(islandSection, from, levels) <= s.gold; levels++) {
      actions.push({ type: 'upgrade', section: islandSection, levels });
    }
  }
  if (atIsland && s.at === TREASURE_ISLAND) {
    for (let t = 0; t <= s.treasures; t++) {
      for (let g = 0; g <= s.gold; g += RULES.buryGoldPerFame) {
        if (t + g > 0) actions.push({ type: 'bury', treasures: t, gold: g });
      }
    }
    if (!s.treasureUpgrade) {
      for (const section of SECTIONS) {
        if (upgradeCost(section, levelOf(s, section), 1) * RULES.treasureIslandCostFactor <= s.gold) {
          actions.push({ type: 'upgrade', section, levels: 1 });
        }
      }
    }
  }
  if (atIsland && s.at <= 5 && !s.mastercraftPlayed) {
    for (const card of distinct) {
      const section = MASTERCRAFT_SECTION[card];
      if (section) actions.push({ type: 'playMastercraft', section });
    }
  }
  if (s.mastercraft?.damaged && s.gold >= RULES.mastercraftRepairCost)
    actions.push({ type: 'repairMastercraft' });
  for (const card of distinct) {
    if (familyOf(card) === 'parrot') actions.push({ type: 'placeParrot', card: card as ParrotCard });
    if (
      familyOf(card) === 'event' &&
      (card !== 'event-navy' || (!state.navy.dispatched && state.navy.at === null))
    ) {
      actions.push({ type: 'playEvent', card });
    }
  }
  if (state.options.variant === 'rudi' && atIsland && s.plundered && s.at <= 5 && s.treasures > 0) {
    actions.push({ type: 'exchangeTreasure' });
  }
  actions.push({ type: 'finishUpgrades' });
  return actions;
}

export function buyTavernCard(work: Work, seat: number): void {
  const s = work.state.seats[seat] as SeatState;
  s.gold -= RULES.tavernCardCost;
  s.boughtCards++;
  work.emit({ type: 'tavernCardBought', seat });
  drawTavern(work, seat, 1);
}

export function buyNewRoute(work: Work, seat: number): void {
  const state = work.state;
  const s = state.seats[seat] as SeatState;
  s.gold -= RULES.newRouteCost;
  state.newRouteDisplay--;
  s.hand.push('new-route');
  s.hand.sort();
  work.emit({ type: 'newRouteBought', seat });
}

/** Raise a section; on Treasure Island (one level, once) at double cost. */
export function upgrade(work: Work, seat: number, section: Section, levels: number): void {
  const s = work.state.seats[seat] as SeatState;
  const i = SECTION_INDEX[section];
  const from = s.levels[i] as number;
  let cost = upgradeCost(section, from, levels);
  if (work.state.phase.kind === 'upgrades' && s.at === TREASURE_ISLAND) {
    cost *= RULES.treasureIslandCostFactor;
    s.treasureUpgrade = true;
  }
  s.gold -= cost;
  s.levels[i] = from + levels;
  // A raised section is the new level to restore to at the Cove.
  s.repairTo[i] = Math.max(s.repairTo[i] as number, from + levels);
  work.emit({ type: 'sectionUpgraded', seat, section, to: from + levels, cost });
}

/** Bury treasures (1 fame each) and gold (1 fame per 3; a remainder stays aboard). */
export function bury(work: Work, seat: number, treasures: number, gold: number): void {
  const s = work.state.seats[seat] as SeatState;
  const buriedGold = gold - (gold % RULES.buryGoldPerFame);
  const fame = treasures + buriedGold / RULES.buryGoldPerFame;
  s.treasures -= treasures;
  s.gold -= buriedGold;
  work.addFame(seat, fame);
  work.emit({ type: 'buried', seat, treasures, gold: buriedGold, fame });
}

/** One Mastercraft per ship: a new one replaces (discards) the one in play (DECISION). */
export function playMastercraft(work: Work, seat: number, section: Section): void {
  const state = work.state;
  const s = state.seats[seat] as SeatState;
  const card = `mastercraft-${section}` as TavernCard;
  removeFromHand(state, seat, card);
  if (s.mastercraft) state.tavernDiscard.push(`mastercraft-${s.mastercraft.section}` as TavernCard);
  s.mastercraft = { section, damaged: false };
  s.mastercraftPlayed = true;
  work.emit({ type: 'mastercraftPlayed', seat, section });
}

export function repairMastercraft(work: Work, seat: number): void {
  const s = work.state.seats[seat] as SeatState;
  s.gold -= RULES.mastercraftRepairCost;
  if (s.mastercraft) s.mastercraft.damaged = false;
  work.emit({ type: 'mastercraftRepaired', seat });
}

/** A parrot from hand replaces (or follows) the ship's parrot at 1 fame (S004 "sostituzione"). */
export function placeParrot(work: Work, seat: number, card: ParrotCard): void {
  const state = work.state;
  const s = state.seats[seat] as SeatState;
  removeFromHand(state, seat, card);
  if (s.parrot) state.tavernDiscard.push(s.parrot.card);
  s.parrot = { card, hits: 0 };
  work.addFame(seat, -RULES.parrotReplaceFame);
  work.emit({ type: 'parrotInPlay', seat, card, cost: RULES.parrotReplaceFame });
}

/** Event cards (texts INVENTED, data sheet 4.6), played during the player's own upgrade step. */
export function playEvent(work: Work, seat: number, card: TavernCard): void {
  const state = work.state;
  const s = state.seats[seat] as SeatState;
  removeFromHand(state, seat, card);
  state.tavernDiscard.push(card);
  work.emit({ type: 'eventPlayed', seat, card });
  if (card === 'event-navy') state.navy.dispatched = true;
  if (card === 'event-windfall') s.gold += WINDFALL_GOLD;
  if (card === 'event-brawl') drawTavern(work, seat, BRAWL_CARDS);
  if (card === 'event-storm') {
    for (const other of state.seats) if (other.at !== COVE && other.treasures > 0) other.treasures--;
  }
}

export function exchangeTreasure(work: Work, seat: number): void {
  const s = work.state.seats[seat] as SeatState;
  s.treasures--;
  s.gold += RULES.rudiExchangeGold;
  work.emit({ type: 'treasureExchanged', seat });
}

/** Adds a loot card's contents to a seat (Tavern cards drawn at once). */
export function takeLoot(
  work: Work,
  seat: number,
  lootId: number,
  island: number,
  doubleGold: boolean,
): void {
  const loot = LOOT_CARDS[lootId];
  const s = work.state.seats[seat] as SeatState;
  if (!loot) return;
  work.addFame(seat, loot.fame);
  s.gold += loot.gold * (doubleGold ? 2 : 1);
  s.treasures += loot.treasures;
  s.plundered = true;
  work.emit({ type: 'plundered', seat, island, loot, goldDoubled: doubleGold });
  drawTavern(work, seat, loot.tavern);
}
