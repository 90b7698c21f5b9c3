import type { CoveReward, PiratesCoveAction } from './actions.js';
import { drawTavern } from './cards.js';
import { removeFromHand } from './cards.js';
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
  isEventCard,
  isParrot,
  type EventCard,
  type ParrotCard,
  type Section,
  type TavernCard,
} from './data.js';
import { RULES } from './rules.js';
import { burial, coveRepairCost, upgradeCost, upgradePrice } from './prices.js';
import { damagedSections, levelOf } from './ship.js';
import { seatOf, type PiratesCoveState } from './state.js';
import type { PiratesCoveDraft } from './draft.js';

/**
 * Plunder and the upgrade phase (S004 turn steps 4–5): Tavern purchases, island sections with
 * cumulative costs, Treasure Island burying and its one doubled-cost level, Mastercrafts, parrots,
 * Event cards, and the repairs and reward at Pirate's Cove.
 */

/** The start of a seat's step: a ship at the Cove repairs at once, paying what it can. */
export function beginStep(draft: PiratesCoveDraft, seat: number): void {
  const state = draft.state;
  const s = draft.seat(seat);
  if (!s.retreated) return;
  const base = state.options.baseCove;
  const sections = !base || s.crippled ? damagedSections(s) : 0;
  const cost = coveRepairCost(sections);
  const paid = Math.min(cost, s.gold);
  s.gold -= paid;
  if (!base || s.crippled) s.levels = s.levels.map((level, i) => Math.max(level, s.repairTo[i] ?? level, 0));
  s.coveRewardDue = !base && paid === cost;
  draft.emit({ type: 'coveRepaired', seat, sections, paid, rewardDue: s.coveRewardDue });
  if (base) drawTavern(draft, seat, RULES.baseCoveCards);
}

export function coveReward(draft: PiratesCoveDraft, seat: number, reward: CoveReward): void {
  const s = draft.seat(seat);
  s.coveRewardDue = false;
  draft.emit({ type: 'coveReward', seat, reward });
  if (reward === 'twoCards') drawTavern(draft, seat, RULES.coveRewardCards);
  else {
    drawTavern(draft, seat, RULES.coveRewardCards - 1);
    s.gold += RULES.coveRewardGold;
  }
}

/** The upgrades `seat` may make now (its own step). */
export function upgradeActions(state: PiratesCoveState, seat: number): PiratesCoveAction[] {
  const s = seatOf(state, seat);
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
    if (state.newRouteDisplay > 0 && s.gold >= RULES.newRouteCost && !s.newRouteUsed && !s.newRouteBought)
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
        if (upgradePrice(section, levelOf(s, section), 1, true) <= s.gold) {
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
  // A ship defeated this turn only repairs at the Cove (S004 "non potrà fare altro").
  const defeated = s.retreated && s.crippled;
  for (const card of defeated ? [] : distinct) {
    if (isParrot(card)) actions.push({ type: 'placeParrot', card });
    if (isEventCard(card) && (card !== 'event-navy' || (!state.navy.dispatched && state.navy.at === null))) {
      actions.push({ type: 'playEvent', card });
    }
  }
  if (state.options.variant === 'rudi' && atIsland && s.plundered && s.at <= 5 && s.treasures > 0) {
    actions.push({ type: 'exchangeTreasure' });
  }
  actions.push({ type: 'finishUpgrades' });
  return actions;
}

export function buyTavernCard(draft: PiratesCoveDraft, seat: number): void {
  const s = draft.seat(seat);
  s.gold -= RULES.tavernCardCost;
  s.boughtCards++;
  draft.emit({ type: 'tavernCardBought', seat });
  drawTavern(draft, seat, 1);
}

export function buyNewRoute(draft: PiratesCoveDraft, seat: number): void {
  const state = draft.state;
  const s = draft.seat(seat);
  s.gold -= RULES.newRouteCost;
  state.newRouteDisplay--;
  s.newRouteBought = true;
  s.hand.push('new-route');
  s.hand.sort();
  draft.emit({ type: 'newRouteBought', seat });
}

/** Raise a section; on Treasure Island (one level, once) at double cost. */
export function upgrade(draft: PiratesCoveDraft, seat: number, section: Section, levels: number): void {
  const s = draft.seat(seat);
  const i = SECTION_INDEX[section];
  const from = s.levels[i] as number;
  const onTreasureIsland = draft.state.phase.kind === 'upgrades' && s.at === TREASURE_ISLAND;
  const cost = upgradePrice(section, from, levels, onTreasureIsland);
  if (onTreasureIsland) s.treasureUpgrade = true;
  s.gold -= cost;
  s.levels[i] = from + levels;
  // A raised section is the new level to restore to at the Cove.
  s.repairTo[i] = Math.max(s.repairTo[i] as number, from + levels);
  draft.emit({ type: 'sectionUpgraded', seat, section, to: from + levels, cost });
}

/** Bury treasures (1 fame each) and gold (1 fame per 3; a remainder stays aboard). */
export function bury(draft: PiratesCoveDraft, seat: number, treasures: number, gold: number): void {
  const s = draft.seat(seat);
  const { gold: buriedGold, fame } = burial(treasures, gold);
  s.treasures -= treasures;
  s.gold -= buriedGold;
  draft.addFame(seat, fame);
  draft.emit({ type: 'buried', seat, treasures, gold: buriedGold, fame });
}

/** One Mastercraft per ship: a new one replaces (discards) the one in play (DECISION). */
export function playMastercraft(draft: PiratesCoveDraft, seat: number, section: Section): void {
  const state = draft.state;
  const s = draft.seat(seat);
  const card = `mastercraft-${section}` as TavernCard;
  removeFromHand(state, seat, card);
  if (s.mastercraft) state.tavernDiscard.push(`mastercraft-${s.mastercraft.section}` as TavernCard);
  s.mastercraft = { section, damaged: false };
  s.mastercraftPlayed = true;
  draft.emit({ type: 'mastercraftPlayed', seat, section });
}

export function repairMastercraft(draft: PiratesCoveDraft, seat: number): void {
  const s = draft.seat(seat);
  s.gold -= RULES.mastercraftRepairCost;
  if (s.mastercraft) s.mastercraft.damaged = false;
  draft.emit({ type: 'mastercraftRepaired', seat });
}

/** A parrot from hand replaces (or follows) the ship's parrot at 1 fame (S004 "sostituzione"). */
export function placeParrot(draft: PiratesCoveDraft, seat: number, card: ParrotCard): void {
  const state = draft.state;
  const s = draft.seat(seat);
  removeFromHand(state, seat, card);
  if (s.parrot) state.tavernDiscard.push(s.parrot.card);
  s.parrot = { card, hits: 0 };
  draft.addFame(seat, -RULES.parrotReplaceFame);
  draft.emit({ type: 'parrotInPlay', seat, card, cost: RULES.parrotReplaceFame });
}

/** Event cards (texts INVENTED, data sheet 4.6), played during the player's own upgrade step. */
export function playEvent(draft: PiratesCoveDraft, seat: number, card: EventCard): void {
  const state = draft.state;
  const s = draft.seat(seat);
  removeFromHand(state, seat, card);
  state.tavernDiscard.push(card);
  draft.emit({ type: 'eventPlayed', seat, card });
  if (card === 'event-navy') state.navy.dispatched = true;
  if (card === 'event-windfall') s.gold += WINDFALL_GOLD;
  if (card === 'event-brawl') drawTavern(draft, seat, BRAWL_CARDS);
  if (card === 'event-storm') {
    for (const other of state.seats) if (other.at !== COVE && other.treasures > 0) other.treasures--;
  }
}

export function exchangeTreasure(draft: PiratesCoveDraft, seat: number): void {
  const s = draft.seat(seat);
  s.treasures--;
  s.gold += RULES.rudiExchangeGold;
  draft.emit({ type: 'treasureExchanged', seat });
}

/** Adds a loot card's contents to a seat (Tavern cards drawn at once). */
export function takeLoot(
  draft: PiratesCoveDraft,
  seat: number,
  lootId: number,
  island: number,
  doubleGold: boolean,
): void {
  const loot = LOOT_CARDS[lootId];
  const s = draft.seat(seat);
  if (!loot) return;
  draft.addFame(seat, loot.fame);
  s.gold += loot.gold * (doubleGold ? 2 : 1);
  s.treasures += loot.treasures;
  s.plundered = true;
  draft.emit({ type: 'plundered', seat, island, loot, goldDoubled: doubleGold });
  drawTavern(draft, seat, loot.tavern);
}
