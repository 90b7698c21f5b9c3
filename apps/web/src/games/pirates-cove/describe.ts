import {
  burial,
  crossingPlan,
  coveRepairCost,
  flightTerms,
  upgradeActionCost,
  type PiratesCoveAction,
  type PiratesCoveEventBody,
  type PiratesCoveSeatView,
  type PiratesCoveView,
} from '@brethren/engine/pirates-cove';
import type { Translator } from '@/i18n/translator';
import {
  AT_SEA,
  FORT_SHIP,
  isTavernCard,
  LEGEND_CARDS,
  LEGEND_SHIP,
  NAVY_SHIP,
  RULE,
  TREASURE_ISLAND,
  trackValue,
  type LootCard,
  type Section,
} from './data';
import type { LogEntry } from '@/lib/api/types';
import { isYou, listOf, name, person, type Words as TableWords } from '../shared/words';
import { logLines, type LogLine } from '../shared/logLines';

/** What every Pirate's Cove text needs: the game's messages and the reader's language. */
export interface Speech {
  readonly t: Translator<'piratesCove'>;
  readonly locale: string;
}

/** What words need to talk about a Pirate's Cove table: its view, the names, the messages. */
export interface Words extends TableWords<PiratesCoveView>, Speech {}

/**
 * What the log has told so far that a later line needs: the Legendary Pirate each ship carried
 * (a sunk one is replaced on the same ship) and the captains of the duel under way.
 */
export interface LogContext {
  readonly legendNames: Map<number, string>;
  duel: { challenger: number; challenged: number } | null;
}

export function newLogContext(): LogContext {
  return { legendNames: new Map(), duel: null };
}

// ——— Places ———

const ISLAND_KEYS = ['cove', 'tavern', 'hull', 'sail', 'cannon', 'crew', 'treasure'] as const;
type IslandKey = (typeof ISLAND_KEYS)[number] | 'sea';

function islandKey(island: number): IslandKey {
  return ISLAND_KEYS[island] ?? 'sea';
}

/** "Sail Island", "Treasure Island", "Pirate’s Cove", "the open sea". */
export function islandName(island: number, { t }: Speech): string {
  return t(`islands.${islandKey(island)}`);
}

/** The short name an island's label on the map carries ("Sail", "Treasure Island"). */
export function islandShortName(island: number, { t }: Speech): string {
  return t(`islandsShort.${islandKey(island)}`);
}

/**
 * An island as message arguments: `{number}` and `{name}` ("3", "Sail Island"), so that each
 * language words "at", "to" and "on" before it its own way.
 */
export function islandArgs(island: number, speech: Speech): { number: number; name: string } {
  return { number: island, name: islandName(island, speech) };
}

/** "3 · Sail Island" (the Cove and the open sea have no number). */
export function islandLabel(island: number, speech: Speech): string {
  return island >= 1 && island <= 6
    ? speech.t('place.label', islandArgs(island, speech))
    : islandName(island, speech);
}

/** Where a seat's ship lies, in words. */
export function placeOf(seat: PiratesCoveSeatView, speech: Speech): string {
  const { t } = speech;
  if (seat.at !== AT_SEA) return islandLabel(seat.at, speech);
  if (seat.sailingTo === null) return t('place.atSea');
  const bound = islandArgs(seat.sailingTo, speech);
  return seat.seaLeft === null
    ? t('place.bound', bound)
    : t('place.crossing', { ...bound, left: seat.seaLeft });
}

/**
 * Solo grid movement: how far the ship sails to `island` from where it lies, and when it arrives
 * (each turn at most its Sails value in squares); null for other movement or a ship at sea.
 */
export function crossingText(
  view: PiratesCoveView,
  seat: number,
  island: number,
  { t }: Speech,
): string | null {
  const plan = crossingPlan(view, seat, island);
  return plan
    ? t('place.crossingPlan', { distance: plan.squares, sails: plan.perTurn, atSea: plan.turnsAtSea })
    : null;
}

// ——— Ships and people ———

type LegendKey = 'calicoJack' | 'anneBonny' | 'cagafueco' | 'captainHook' | 'blackbeard' | 'royalNavy';

/** The Legendary Pirates' names as the engine prints them, by message key. */
const LEGEND_KEYS: Readonly<Record<string, LegendKey>> = {
  'Calico Jack': 'calicoJack',
  'Anne Bonny': 'anneBonny',
  Cagafueco: 'cagafueco',
  'Captain Hook': 'captainHook',
  Blackbeard: 'blackbeard',
  'Royal Navy': 'royalNavy',
};

/**
 * A Legendary Pirate's name (as the engine prints it) in the reader's language; a card of the
 * pack whose name is a placeholder reads as one ("Legendary Pirate 6 (placeholder)").
 */
export function legendTitle(printed: string, { t }: Speech): string {
  const key = LEGEND_KEYS[printed];
  if (key !== undefined) return t(`legends.${key}`);
  const index = LEGEND_CARDS.findIndex((card) => card.name === printed);
  return index >= 0 && LEGEND_CARDS[index]?.set === 'expansion'
    ? t('legends.placeholder', { number: index + 1 })
    : printed;
}

/** The printed name of the Legendary Pirate a ship carries (null: unknown). */
function legendPrinted(ship: number, words: Words, context?: LogContext): string | null {
  return (
    context?.legendNames.get(ship) ?? words.view.legends.find((legend) => legend.ship === ship)?.name ?? null
  );
}

/** A Legendary Pirate ship's name: "Blackbeard", "Legendary Pirate 2" while the card is unknown. */
export function legendName(ship: number, words: Words, context?: LogContext): string {
  const printed = legendPrinted(ship, words, context);
  return printed === null
    ? words.t('legends.numbered', { number: ship - LEGEND_SHIP + 1 })
    : legendTitle(printed, words);
}

type ShipKind = 'you' | 'player' | 'legend' | 'navy' | 'fort';

/** A ship for the ship messages: what kind it is, and its name (a seat's or a Legendary Pirate's). */
function shipRef(ship: number, words: Words, context?: LogContext): { kind: ShipKind; name: string } {
  if (ship < LEGEND_SHIP) return { kind: isYou(ship, words) ? 'you' : 'player', name: name(ship, words) };
  if (ship === NAVY_SHIP) return { kind: 'navy', name: '' };
  if (ship === FORT_SHIP) return { kind: 'fort', name: '' };
  return { kind: 'legend', name: legendName(ship, words, context) };
}

/** Any ship at the start of a sentence: "You", "bob", "Blackbeard", "The Royal Navy", "The fort". */
export function shipSubject(ship: number, words: Words, context?: LogContext): string {
  return words.t('ship.subject', shipRef(ship, words, context));
}

/** Any ship mid-sentence: "you", "bob", "Blackbeard", "the Royal Navy", "the fort". */
export function shipName(ship: number, words: Words, context?: LogContext): string {
  return words.t('ship.name', shipRef(ship, words, context));
}

/** Any ship after a preposition ("against you", Italian "contro te"). */
export function shipObject(ship: number, words: Words, context?: LogContext): string {
  return words.t('ship.object', shipRef(ship, words, context));
}

/** A ship's section as an object: "your sails", "bob’s crew", "the fort’s cannons". */
export function sectionOf(ship: number, section: Section, words: Words, context?: LogContext): string {
  return words.t('ship.section', { ...shipRef(ship, words, context), section });
}

/** The same at the start of a sentence: "Your sails", "Bob’s crew". */
function sectionOfStart(ship: number, section: Section, words: Words, context?: LogContext): string {
  return words.t('ship.sectionStart', { ...shipRef(ship, words, context), section });
}

/** A ship as the subject of a message: `{role}` (subject form) and `{roleYou}` to conjugate. */
function subject<R extends string>(
  ship: number,
  words: Words,
  role: R,
  context?: LogContext,
): Record<R, string> & Record<`${R}You`, 'yes' | 'no'> {
  return {
    ...person(ship, words, role),
    [role]: ship < LEGEND_SHIP ? name(ship, words) : shipSubject(ship, words, context),
  };
}

/** Seats in a list mid-sentence: "you, bob and cleo". */
function seatList(seats: readonly number[], words: Words): string {
  return listOf(
    seats.map((seat) => shipName(seat, words)),
    words.locale,
  );
}

/** Seats in a list after a preposition: "+1 fame to you and bob" (Italian "a te e bob"). */
function seatObjects(seats: readonly number[], words: Words): string {
  return listOf(
    seats.map((seat) => shipObject(seat, words)),
    words.locale,
  );
}

// ——— Things ———

/** A section's label: "Sails", "Crew". */
export function sectionLabel(section: string, { t }: Speech): string {
  return isSection(section) ? t(`sections.${section}`) : section;
}

function isSection(section: string): section is Section {
  return section === 'sails' || section === 'crew' || section === 'cannons' || section === 'hull';
}

/** A Tavern card's name: "Captain Flint", "Grapple attack". */
export function cardName(card: string, { t }: Speech): string {
  return isTavernCard(card) ? t(`cards.${card}.name`) : card;
}

/** What a Tavern card does, in a sentence. */
export function cardEffect(card: string, { t }: Speech): string {
  return isTavernCard(card) ? t(`cards.${card}.text`) : '';
}

/** A Tavern card's text as its face prints it, its family first: "Battle: +1 speed for this combat." */
export function cardText(card: string, speech: Speech): string {
  if (!isTavernCard(card)) return '';
  const family = card === 'new-route' ? 'newRoute' : card.slice(0, card.indexOf('-'));
  return speech.t('cardText', { family, text: cardEffect(card, speech) });
}

/** "2 fame, 3 gold and 1 treasure" (nothing: "nothing"). */
export function lootText(loot: LootCard, { t, locale }: Speech): string {
  const parts: string[] = [];
  if (loot.fame) parts.push(t('amounts.fame', { count: loot.fame }));
  if (loot.gold) parts.push(t('amounts.gold', { count: loot.gold }));
  if (loot.treasures) parts.push(t('amounts.treasures', { count: loot.treasures }));
  if (loot.tavern) parts.push(t('amounts.tavernCards', { count: loot.tavern }));
  return parts.length > 0 ? listOf(parts, locale) : t('amounts.nothing');
}

/** "3 treasures and 6 gold" (nothing: "nothing"). */
function buriedText(treasures: number, gold: number, { t, locale }: Speech): string {
  const parts: string[] = [];
  if (treasures > 0) parts.push(t('amounts.treasures', { count: treasures }));
  if (gold > 0) parts.push(t('amounts.gold', { count: gold }));
  return parts.length > 0 ? listOf(parts, locale) : t('amounts.nothing');
}

/** Dice in a row: "3, 5 and 6" (none: "no dice"). */
export function diceText(dice: readonly number[], { t, locale }: Speech): string {
  return dice.length > 0 ? listOf(dice.map(String), locale) : t('amounts.noDice');
}

// ——— Actions ———

/** An action as a button says it, from the acting seat's side (the viewer). */
export function describeAction(action: PiratesCoveAction, words: Words): string {
  const { t } = words;
  const me = words.viewer ?? -1;
  switch (action.type) {
    case 'upgrade': {
      const ship = words.view.seats[me];
      const from = ship?.sections[action.section].index ?? 0;
      return t('actions.upgrade', {
        section: action.section,
        value: trackValue(action.section, from + action.levels),
        levels: action.levels,
        cost: upgradeActionCost(words.view, me, action),
      });
    }
    case 'endShopping':
      return t('actions.endShopping');
    case 'placeLoot':
      return t('actions.placeLoot', {
        loot: lootText(action.loot, words),
        ...islandArgs(action.island, words),
      });
    case 'setCourse':
      return t('actions.setCourse', islandArgs(action.island, words));
    case 'playNewRoute':
      return t('actions.playNewRoute', islandArgs(action.island, words));
    case 'keepCourse':
      return t('actions.keepCourse');
    case 'playBattleCard':
      return action.target !== undefined
        ? t('actions.playBattleCardOn', {
            card: cardName(action.card, words),
            target: shipObject(action.target, words),
          })
        : t('actions.playBattleCard', { card: cardName(action.card, words) });
    case 'passBattle':
      return t('actions.passBattle');
    case 'playVolley':
      return t('actions.playVolley', { card: cardName(action.card, words) });
    case 'fire':
      return t('actions.fire', { target: sectionOf(action.target, action.section, words) });
    case 'flee': {
      const terms = flightTerms(words.view.options);
      return t('actions.flee', { max: terms.mutinyMax, retreat: terms.retreatFame });
    }
    case 'boardShip': {
      const prompt = words.view.combat?.prompt;
      const other =
        prompt?.kind === 'boardChoice'
          ? prompt.defender
          : words.view.combat?.ships.find((ship) => ship !== me && ship < LEGEND_SHIP);
      return other === undefined
        ? t('actions.boardAnyShip')
        : t('actions.boardShip', person(other, words, 'defender'));
    }
    case 'declineBoarding':
      return t('actions.declineBoarding');
    case 'challengeDuel':
      return t('actions.challengeDuel');
    case 'acceptBoarding':
      return t('actions.acceptBoarding');
    case 'acceptDuel':
      return t('actions.acceptDuel', { weapon: action.weapon });
    case 'refuseDuel':
      return t('actions.refuseDuel', { fame: RULE.duelRefuseFame });
    case 'chooseWeapon':
      return t('actions.chooseWeapon', {
        weapon: action.weapon,
        swordMin: RULE.swordTieMin,
        rapierMin: RULE.rapierTieMin,
      });
    case 'pistolMove':
      return t('actions.pistolMove', { move: action.move, fame: RULE.pistolWaitFame });
    case 'swapShips':
      return t('actions.swapShips');
    case 'keepShip':
      return t('actions.keepShip');
    case 'buryUnderFire':
      return t('actions.buryUnderFire', { what: action.what, gold: RULE.buryGoldPerFame });
    case 'declineBury':
      return t('actions.declineBury');
    case 'buyTavernCard':
      return t('actions.buyTavernCard', { cost: RULE.tavernCardCost });
    case 'buyNewRoute':
      return t('actions.buyNewRoute', { cost: RULE.newRouteCost });
    case 'bury': {
      const { gold, fame } = burial(action.treasures, action.gold);
      return t('actions.bury', { what: buriedText(action.treasures, gold, words), fame });
    }
    case 'playMastercraft':
      return t('actions.playMastercraft', { section: action.section });
    case 'repairMastercraft':
      return t('actions.repairMastercraft', { cost: RULE.mastercraftRepairCost });
    case 'placeParrot':
      return t('actions.placeParrot', { card: cardName(action.card, words), fame: RULE.parrotReplaceFame });
    case 'playEvent':
      return t('actions.playEvent', {
        card: cardName(action.card, words),
        effect: cardEffect(action.card, words),
      });
    case 'exchangeTreasure':
      return t('actions.exchangeTreasure', { gold: RULE.rudiExchangeGold });
    case 'coveReward':
      return t('actions.coveReward', { reward: action.reward, gold: RULE.coveRewardGold });
    case 'finishUpgrades':
      return t('actions.finishUpgrades');
  }
}

// ——— Events ———

/**
 * The parts of a flight's outcome after the die: "a clean escape", "mutiny! (…)". In I rudi
 * bucanieri the mutiny costs no fame beyond the retreat's, already paid.
 */
export function fleeOutcome(mutiny: boolean, { t, view }: Words): string {
  return t('events.fleeOutcome', {
    mutiny: mutiny ? 'yes' : 'no',
    fame: flightTerms(view.options).mutinyFame,
  });
}

/** A solo island test's outcome: "success", "failed; lost 1 turn of time". */
export function testOutcome(
  event: Extract<PiratesCoveEventBody, { type: 'soloTest' }>,
  { t, locale }: Speech,
): string {
  const losses: string[] = [];
  if (event.turnsLost > 0) losses.push(t('events.turnsLost', { count: event.turnsLost }));
  if (event.crewLost > 0) losses.push(t('events.crewLost', { count: event.crewLost }));
  return t('events.testOutcome', {
    success: event.success ? 'yes' : 'no',
    lost: losses.length > 0 ? 'yes' : 'no',
    losses: listOf(losses, locale),
  });
}

/** A pistol exchange's moves and shots: "you shoot and bob waits", "you 5 — hit!…". */
export function pistolTexts(
  event: Extract<PiratesCoveEventBody, { type: 'pistolExchange' }>,
  words: Words,
  context: LogContext,
): { moves: string; shots: string } {
  const { t, locale } = words;
  const duel = context.duel;
  const moves = duel
    ? listOf(
        [duel.challenger, duel.challenged].map((seat, i) =>
          t('events.pistolMove', { ...person(seat, words, 'seat'), move: event.choices[i] ?? 'shoot' }),
        ),
        locale,
      )
    : listOf(
        event.choices.map((move) => t('events.pistolChoice', { move })),
        locale,
      );
  const shots = listOf(
    event.rolls.map((roll) =>
      t('events.pistolShot', {
        seat: shipName(roll.seat, words),
        dice: diceText(roll.dice, words),
        hit: roll.hit ? 'yes' : 'no',
      }),
    ),
    locale,
  );
  return { moves, shots };
}

/** A duel round's winner: "you win the round", "bob wins the round", "a tie". */
export function duelResult(winner: number | null, words: Words): string {
  return winner === null
    ? words.t('events.duelTie')
    : words.t('events.duelRoundWon', person(winner, words, 'winner'));
}

/** A Legendary Pirate's move, with its dice or (`withDice` false) without. */
export function legendMovedText(
  event: Extract<PiratesCoveEventBody, { type: 'legendMoved' }>,
  words: Words,
  context: LogContext,
  withDice = true,
): string {
  const printed = event.name ?? legendPrinted(event.ship, words, context);
  const legend = printed ? legendTitle(printed, words) : legendName(event.ship, words, context);
  const dice = withDice ? event.dice : [];
  const args = { legend, ...islandArgs(event.to, words), count: dice.length, dice: diceText(dice, words) };
  return event.from === event.to ? words.t('events.legendStays', args) : words.t('events.legendSails', args);
}

/** A logged event in words, as the viewer may see it; null for bookkeeping not worth a line. */
export function describeEvent(
  event: PiratesCoveEventBody,
  words: Words,
  context: LogContext = newLogContext(),
): string | null {
  const { t, locale } = words;
  const actor = (seat: number) => person(seat, words, 'actor');
  const island = (island: number) => islandArgs(island, words);
  switch (event.type) {
    case 'turnStarted':
      return t('events.turnStarted', {
        turn: event.turn,
        ...person(event.firstPlayer, words, 'first'),
        rudi: words.view.options.variant === 'rudi' ? 'yes' : 'no',
      });
    case 'lootRevealed':
      return event.island === TREASURE_ISLAND
        ? t('events.treasureCardRevealed', { fame: event.loot.fame })
        : t('events.lootRevealed', { ...island(event.island), loot: lootText(event.loot, words) });
    case 'sectionUpgraded':
      return t('events.sectionUpgraded', {
        ...actor(event.seat),
        section: event.section,
        value: trackValue(event.section, event.to),
        paid: event.cost > 0 ? 'yes' : 'no',
        cost: event.cost,
      });
    case 'shoppingDone':
      return t('events.shoppingDone', actor(event.seat));
    case 'lootPlaced':
      return t('events.lootPlaced', {
        ...actor(event.seat),
        ...island(event.island),
        loot: lootText(event.loot, words),
      });
    case 'courseSet':
      return t('events.courseSet', actor(event.seat));
    case 'coursesRevealed': {
      const parts = event.courses.map((course, seat) =>
        course === null
          ? t('events.courseAtSea', { seat: shipName(seat, words) })
          : t('events.courseTo', { seat: shipName(seat, words), ...island(course) }),
      );
      return t('events.coursesRevealed', { courses: listOf(parts, locale) });
    }
    case 'legendMoved': {
      const text = legendMovedText(event, words, context);
      context.legendNames.set(event.ship, event.name);
      return text;
    }
    case 'shipSailed':
      return event.left > 0
        ? t('events.shipSailing', {
            ...actor(event.seat),
            squares: event.squares,
            ...island(event.to),
            left: event.left,
          })
        : t('events.shipArrived', { ...actor(event.seat), squares: event.squares, ...island(event.to) });
    case 'newRouteDecided':
      return t('events.newRouteDecided', actor(event.seat));
    case 'newRoutesRevealed':
      if (event.routes.length === 0) return t('events.noNewRoutes');
      return event.routes
        .map((route) => t('events.newRoutePlayed', { ...actor(route.seat), ...island(route.island) }))
        .join(' ');
    case 'navyArrived':
      return t('events.navyArrived', island(event.island));
    case 'combatStarted':
      return t('events.combatStarted', {
        ...island(event.island),
        ships: listOf(
          event.ships.map((ship) => shipName(ship, words, context)),
          locale,
        ),
      });
    case 'battleCardPlayed':
      return typeof event.target === 'number'
        ? t('events.battleCardPlayedOn', {
            ...actor(event.seat),
            card: cardName(event.card, words),
            target: shipObject(event.target, words, context),
          })
        : t('events.battleCardPlayed', { ...actor(event.seat), card: cardName(event.card, words) });
    case 'battlePassed':
      return t('events.battlePassed', actor(event.seat));
    case 'roundStarted':
      return t('events.roundStarted', {
        round: event.round,
        order: listOf(
          event.order.map((ship) => shipName(ship, words, context)),
          locale,
        ),
      });
    case 'volleyPlayed':
      return t('events.volleyPlayed', { ...actor(event.seat), card: cardName(event.card, words) });
    case 'shotFired':
      return t('events.shotFired', {
        ...subject(event.ship, words, 'ship', context),
        target: sectionOf(event.target, event.section, words, context),
        dice: diceText(event.dice, words),
        hits: event.hits,
        hitOn: event.hitOn,
      });
    case 'hitAbsorbed':
      return t('events.hitAbsorbed', {
        ...person(event.ship, words, 'owner'),
        by: event.by,
        section: event.section,
        outcome:
          event.by === 'parrot' ? (event.lost ? 'parrotLost' : 'none') : event.lost ? 'wrecked' : 'tilted',
        fame: RULE.parrotLossFame,
      });
    case 'sectionHit': {
      const target = event.ship;
      if (target === FORT_SHIP) return t('events.fortCannonLost', { left: event.level });
      const args = {
        target: sectionOfStart(target, event.section, words, context),
        section: event.section,
      };
      if (target >= LEGEND_SHIP)
        return event.level < 0
          ? t('events.legendSectionGone', args)
          : t('events.legendSectionHit', { ...args, left: event.level + 1 });
      return event.level < 0
        ? t('events.sectionLost', args)
        : t('events.sectionDropped', { ...args, value: trackValue(event.section, event.level) });
    }
    case 'shipDefeated':
      return t('events.shipDefeated', {
        ...subject(event.ship, words, 'ship', context),
        rewarded: event.fameTo.length > 0 ? 'yes' : 'no',
        players: seatObjects(event.fameTo, words),
      });
    case 'legendDefeated': {
      const navy = event.ship === NAVY_SHIP || event.name === 'Royal Navy';
      const legend = event.name ? legendTitle(event.name, words) : legendName(event.ship, words, context);
      const shares = event.fame.flatMap((fame, seat) =>
        fame > 0 ? [t('events.fameShare', { seat: shipName(seat, words), fame })] : [],
      );
      const lines = [t('events.legendSunk', { navy: navy ? 'yes' : 'no', legend })];
      if (typeof event.die === 'number') lines.push(t('events.legendSunkDie', { die: event.die }));
      if (shares.length > 0) lines.push(t('events.legendSunkFame', { shares: listOf(shares, locale) }));
      return lines.join(' ');
    }
    case 'fortTaken':
      return t('events.fortTaken', actor(event.seat));
    case 'shipFled':
      return t('events.shipFled', {
        ...actor(event.seat),
        die: event.die,
        outcome: fleeOutcome(event.mutiny, words),
        rewarded: event.fameTo.length > 0 ? 'yes' : 'no',
        players: seatObjects(event.fameTo, words),
      });
    case 'boardingDeclared':
      return t('events.boardingDeclared', {
        ...person(event.attacker, words, 'attacker'),
        ...person(event.defender, words, 'defender'),
      });
    case 'boardingRoll':
      return t('events.boardingRoll', {
        ...person(event.seat, words, 'seat'),
        dice: diceText(event.dice, words),
        hits: event.hits,
      });
    case 'boardingWon':
      return t('events.boardingWon', {
        ...person(event.winner, words, 'winner'),
        loser: shipObject(event.loser, words),
        gold: event.gold,
        treasures: event.treasures,
      });
    case 'boardingDeclined':
      return t('events.boardingDeclined', actor(event.attacker));
    case 'duelChallenged':
      context.duel = { challenger: event.challenger, challenged: event.challenged };
      return t('events.duelChallenged', {
        ...person(event.challenger, words, 'challenger'),
        ...person(event.challenged, words, 'challenged'),
      });
    case 'duelRefused':
      return t('events.duelRefused', { ...actor(event.seat), fame: RULE.duelRefuseFame });
    case 'duelAccepted':
      return t('events.duelAccepted', { ...actor(event.seat), weapon: event.weapon });
    case 'weaponChosen':
      return t('events.weaponChosen', actor(event.seat));
    case 'weaponsRevealed': {
      const duel = context.duel;
      const [first = 'sabre', second = 'sabre'] = event.weapons;
      return duel
        ? t('events.weaponsRevealed', {
            challenger: shipName(duel.challenger, words),
            challenged: shipName(duel.challenged, words),
            first,
            second,
          })
        : t('events.weaponsRevealedPlain', { first, second });
    }
    case 'duelRound': {
      const duel = context.duel;
      const captain = (index: number) =>
        duel
          ? shipName(index === 0 ? duel.challenger : duel.challenged, words)
          : index === 0
            ? t('events.challenger')
            : t('events.challenged');
      return t('events.duelRound', {
        first: captain(0),
        firstDice: diceText(event.dice[0] ?? [], words),
        second: captain(1),
        secondDice: diceText(event.dice[1] ?? [], words),
        tie: event.tieBreak.length > 0 ? 'yes' : 'no',
        tieBreak: diceText(event.tieBreak, words),
        result: duelResult(event.winner, words),
      });
    }
    case 'pistolChosen':
      return t('events.pistolChosen', actor(event.seat));
    case 'pistolExchange':
      return t('events.pistolExchange', { hitOn: event.hitOn, ...pistolTexts(event, words, context) });
    case 'duelEnded': {
      context.duel = null;
      if (event.winner === null || event.loser === null) return t('events.duelDrawn');
      return t('events.duelEnded', {
        ...person(event.winner, words, 'winner'),
        loser: shipName(event.loser, words),
        winnerFame: event.fame[0] ?? 0,
        loserFame: event.fame[1] ?? 0,
      });
    }
    case 'shipsSwapped':
      return event.swapped
        ? t('events.shipsSwapped', {
            ...person(event.winner, words, 'winner'),
            loser: shipObject(event.loser, words),
          })
        : t('events.shipKept', person(event.winner, words, 'winner'));
    case 'buriedUnderFire':
      return t('events.buriedUnderFire', {
        ...actor(event.seat),
        what: event.what,
        gold: RULE.buryGoldPerFame,
      });
    case 'combatEnded':
      return t('events.combatEnded', island(event.island));
    case 'plundered': {
      if (event.island === TREASURE_ISLAND)
        return t('events.treasureCardScored', { ...actor(event.seat), fame: event.loot.fame });
      const doubled = event.goldDoubled;
      const shown = doubled ? { ...event.loot, gold: event.loot.gold * 2 } : event.loot;
      return t('events.plundered', {
        ...actor(event.seat),
        ...island(event.island),
        loot: lootText(shown, words),
        doubled: doubled ? 'yes' : 'no',
      });
    }
    case 'soloTest':
      return t('events.soloTest', {
        ...island(event.island),
        rolled: event.dice.length > 0 ? 'yes' : 'no',
        dice: diceText(event.dice, words),
        outcome: testOutcome(event, words),
      });
    case 'cardsDrawn':
      return t('events.cardsDrawn', { ...actor(event.seat), count: event.count });
    case 'cardsSeen':
      return t('events.cardsSeen', {
        ...actor(event.seat),
        cards: listOf(
          event.cards.map((card) => cardName(card, words)),
          locale,
        ),
      });
    case 'tavernReshuffled':
      return t('events.tavernReshuffled', { size: event.size });
    case 'parrotInPlay':
      return event.cost > 0
        ? t('events.parrotPlaced', {
            ...actor(event.seat),
            card: cardName(event.card, words),
            fame: event.cost,
          })
        : t('events.parrotLands', { ...actor(event.seat), card: cardName(event.card, words) });
    case 'tavernCardBought':
      return t('events.tavernCardBought', { ...actor(event.seat), cost: RULE.tavernCardCost });
    case 'newRouteBought':
      return t('events.newRouteBought', { ...actor(event.seat), cost: RULE.newRouteCost });
    case 'buried':
      return t('events.buried', {
        ...actor(event.seat),
        what: buriedText(event.treasures, event.gold, words),
        fame: event.fame,
      });
    case 'mastercraftPlayed':
      return t('events.mastercraftPlayed', { ...actor(event.seat), section: event.section });
    case 'mastercraftRepaired':
      return t('events.mastercraftRepaired', { ...actor(event.seat), cost: RULE.mastercraftRepairCost });
    case 'eventPlayed':
      return t('events.eventPlayed', {
        ...actor(event.seat),
        card: cardName(event.card, words),
        effect: cardEffect(event.card, words),
      });
    case 'treasureExchanged':
      return t('events.treasureExchanged', { ...actor(event.seat), gold: RULE.rudiExchangeGold });
    case 'coveRepaired': {
      if (event.sections === 0) return t('events.coveRest', actor(event.seat));
      const owed = coveRepairCost(event.sections);
      return t('events.coveRepaired', {
        ...actor(event.seat),
        sections: event.sections,
        paid: event.paid,
        short: event.paid < owed ? 'yes' : 'no',
      });
    }
    case 'coveReward':
      return t('events.coveReward', {
        ...actor(event.seat),
        reward: event.reward,
        gold: RULE.coveRewardGold,
      });
    case 'upgradesFinished':
      return t('events.upgradesFinished', actor(event.seat));
    case 'legendReplaced':
      if (typeof event.name !== 'string') {
        context.legendNames.delete(event.ship);
        return t('events.legendGone');
      }
      context.legendNames.set(event.ship, event.name);
      return t('events.legendReplaced', { legend: legendTitle(event.name, words) });
    case 'treasuresDiscarded':
      return t('events.treasuresDiscarded', { ...actor(event.seat), count: event.count });
    case 'lootSeen':
      return t('events.lootSeen', {
        ...actor(event.seat),
        cards: listOf(
          event.loot.map((loot) => t('events.lootCard', { loot: lootText(loot, words) })),
          locale,
        ),
      });
    case 'lootDrawn':
      return t('events.lootDrawn', { ...actor(event.seat), count: event.count });
    case 'timeAdvanced':
      return t('events.timeAdvanced', { time: event.time });
    case 'gameEnded': {
      const scores = event.scores;
      if (event.soloWon === true) return t('events.soloWon', { fame: scores[0] ?? 0 });
      if (event.soloWon === false) return t('events.soloLost', { fame: scores[0] ?? 0 });
      return t('events.gameEnded', {
        scores: listOf(
          scores.map((score, seat) =>
            t('events.score', { seat: shipName(seat, words), score, cards: event.fameCards[seat] ?? 0 }),
          ),
          locale,
        ),
      });
    }
  }
  // An event this app does not know (the log is JSON from the API): no line.
  return null;
}

/** Seats waiting, after a preposition ("waiting for you and bob"); "nobody" when none. */
export function waitingFor(seats: readonly number[], words: Words): string {
  return seats.length > 0 ? seatObjects(seats, words) : words.t('status.nobody');
}

/** Seats named mid-sentence ("you, bob and cleo"). */
export function seatNames(seats: readonly number[], words: Words): string {
  return seatList(seats, words);
}

/**
 * The log in words, line by line, each turn's start a heading: what the table's log and the
 * replay's move list both show. Later lines name what earlier ones told (a replaced Legendary
 * Pirate, the duel's captains), so the lines are told in order with one context.
 */
export function logInWords(log: readonly LogEntry<PiratesCoveEventBody>[], words: Words): LogLine[] {
  const context = newLogContext();
  return logLines(
    log,
    (event) => describeEvent(event, words, context),
    (event) => event.type === 'turnStarted',
  );
}
