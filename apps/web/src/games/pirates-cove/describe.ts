import type { PiratesCoveAction, PiratesCoveView } from '@brethren/engine';
import {
  AT_SEA,
  cardInfo,
  COVE,
  FORT_SHIP,
  ISLAND_NAMES,
  LEGEND_SHIP,
  NAVY_SHIP,
  RULE,
  SECTION_LABEL,
  squaresBetween,
  TREASURE_ISLAND,
  trackValue,
  upgradeCost,
  type LootCard,
  type Section,
} from './data';

/** What words need to talk about a table: the view and each seat's name. */
export interface Words {
  readonly view: PiratesCoveView;
  /** Display names by seat ("anne", "Bot (heuristic)"). */
  readonly names: readonly string[];
  /** The seat reading, or null for a spectator. */
  readonly viewer: number | null;
}

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

type Event = { readonly type: string } & Record<string, unknown>;

// ——— Names ———

/** "Sail Island", "Treasure Island", "Pirate’s Cove". */
export function islandName(island: number): string {
  if (island === COVE) return 'Pirate’s Cove';
  if (island < 0) return 'the open sea';
  const name = ISLAND_NAMES[island] ?? `island ${island}`;
  return island === TREASURE_ISLAND ? name : `${name} Island`;
}

/** Where a seat's ship lies, in words. */
export function placeOf(seat: PiratesCoveView['seats'][number]): string {
  if (seat.at === COVE) return 'Pirate’s Cove';
  if (seat.at !== AT_SEA) return islandLabel(seat.at);
  if (seat.sailingTo === null) return 'at sea';
  const left = seat.seaLeft === null ? '' : `, ${squares(seat.seaLeft)} to go`;
  return `at sea, bound for ${islandLabel(seat.sailingTo)}${left}`;
}

/**
 * Solo grid movement: how far the ship sails to `island` from where it lies, and when it arrives
 * (each turn at most its Sails value in squares); null for other movement or a ship at sea.
 */
export function crossingText(
  view: PiratesCoveView,
  seat: PiratesCoveView['seats'][number],
  island: number,
): string | null {
  if (view.options.variant !== 'solo' || view.options.soloMovement !== 'grid' || seat.at === AT_SEA)
    return null;
  const distance = squaresBetween(seat.at, island);
  const sails = Math.max(1, seat.sections.sails.value);
  const turns = Math.ceil(distance / sails);
  const arrival =
    turns <= 1 ? 'you arrive this turn' : `${turns - 1} ${turns === 2 ? 'turn' : 'turns'} at sea first`;
  return `${squares(distance)} at Sails ${sails}: ${arrival}.`;
}

function squares(count: number): string {
  return count === 1 ? '1 square' : `${count} squares`;
}

/** "3 · Sail Island" (the Cove and the open sea have no number). */
export function islandLabel(island: number): string {
  return island >= 1 && island <= 6 ? `${island} · ${islandName(island)}` : islandName(island);
}

export function who(seat: number, words: Words): string {
  return seat === words.viewer ? 'You' : (words.names[seat] ?? `Seat ${seat + 1}`);
}

export function whom(seat: number, words: Words): string {
  return seat === words.viewer ? 'you' : (words.names[seat] ?? `seat ${seat + 1}`);
}

export function possessive(seat: number, words: Words): string {
  return seat === words.viewer ? 'your' : `${words.names[seat] ?? `seat ${seat + 1}`}’s`;
}

function capitalise(text: string): string {
  return text.length > 0 ? `${text[0]?.toUpperCase()}${text.slice(1)}` : text;
}

/** A verb after `who`: "You fire" / "Bob fires". */
function verb(seat: number, words: Words, base: string, third: string): string {
  return seat === words.viewer ? base : third;
}

export function legendName(ship: number, words: Words, context?: LogContext): string {
  return (
    context?.legendNames.get(ship) ??
    words.view.legends.find((legend) => legend.ship === ship)?.name ??
    `Legendary Pirate ${ship - LEGEND_SHIP + 1}`
  );
}

/** Any ship in lower case mid-sentence: "you", "bob", "Blackbeard", "the Royal Navy", "the fort". */
export function shipName(ship: number, words: Words, context?: LogContext): string {
  if (ship < LEGEND_SHIP) return whom(ship, words);
  if (ship === NAVY_SHIP) return 'the Royal Navy';
  if (ship === FORT_SHIP) return 'the fort';
  return legendName(ship, words, context);
}

export function shipSubject(ship: number, words: Words, context?: LogContext): string {
  return ship < LEGEND_SHIP ? who(ship, words) : capitalise(shipName(ship, words, context));
}

export function shipPossessive(ship: number, words: Words, context?: LogContext): string {
  if (ship < LEGEND_SHIP) return possessive(ship, words);
  return `${shipName(ship, words, context)}’s`;
}

export function sectionName(section: string): string {
  return (SECTION_LABEL[section as Section] ?? section).toLowerCase();
}

export function cardName(card: string): string {
  return cardInfo(card).name;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 fame, 3 gold, 1 treasure, 1 Tavern card" (nothing: "nothing"). */
export function lootText(loot: LootCard): string {
  const parts: string[] = [];
  if (loot.fame) parts.push(`${loot.fame} fame`);
  if (loot.gold) parts.push(`${loot.gold} gold`);
  if (loot.treasures) parts.push(plural(loot.treasures, 'treasure'));
  if (loot.tavern) parts.push(plural(loot.tavern, 'Tavern card'));
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function seatsText(seats: readonly number[], words: Words): string {
  return list(seats.map((seat) => whom(seat, words)));
}

function diceText(dice: readonly number[]): string {
  return dice.join(', ');
}

/** Cost of an upgrade action for the viewer now (double on Treasure Island in the upgrade step). */
export function upgradeActionCost(
  action: { section: Section; levels: number },
  seat: number,
  words: Words,
): number {
  const ship = words.view.seats[seat];
  if (!ship) return 0;
  const from = ship.sections[action.section].index;
  const factor =
    words.view.phase === 'upgrades' && ship.at === TREASURE_ISLAND ? RULE.treasureIslandCostFactor : 1;
  return upgradeCost(action.section, from, action.levels) * factor;
}

const WEAPON_TEXT: Readonly<Record<string, string>> = {
  sabre: 'Sabre',
  sword: `Sword (wins a tied round on ${RULE.swordTieMin}+ against a sabre)`,
  rapier: `Rapier (wins a tied round on ${RULE.rapierTieMin}+)`,
};

// ——— Actions ———

/** An action as a button says it, from the acting seat's side (the viewer). */
export function describeAction(action: PiratesCoveAction, words: Words): string {
  const me = words.viewer ?? -1;
  switch (action.type) {
    case 'upgrade': {
      const ship = words.view.seats[me];
      const from = ship?.sections[action.section].index ?? 0;
      const to = trackValue(action.section, from + action.levels);
      const cost = upgradeActionCost(action, me, words);
      return `Raise ${sectionName(action.section)} to ${to} (+${action.levels}, ${cost} gold)`;
    }
    case 'endShopping':
      return 'Done shopping';
    case 'placeLoot':
      return `Place the card (${lootText(action.loot)}) on ${islandLabel(action.island)}`;
    case 'setCourse':
      return `Set course for ${islandLabel(action.island)}`;
    case 'playNewRoute':
      return `Play New Route: sail to ${islandLabel(action.island)} instead`;
    case 'keepCourse':
      return 'Keep your course';
    case 'playBattleCard':
      return action.target !== undefined
        ? `Play ${cardName(action.card)} on ${shipName(action.target, words)}`
        : `Play ${cardName(action.card)}`;
    case 'passBattle':
      return 'Pass (no more battle cards)';
    case 'playVolley':
      return `Play ${cardName(action.card)} for this shot`;
    case 'fire':
      return `Fire at ${shipPossessive(action.target, words)} ${sectionName(action.section)}`;
    case 'flee': {
      const max = words.view.options.baseFlee ? RULE.baseMutinyMax : RULE.mutinyMax;
      return `Flee to Pirate’s Cove (mutiny on ${max === 1 ? 'a 1' : `1–${max}`})`;
    }
    case 'boardShip': {
      const prompt = words.view.combat?.prompt;
      const other =
        prompt?.kind === 'boardChoice'
          ? prompt.defender
          : words.view.combat?.ships.find((ship) => ship !== me && ship < LEGEND_SHIP);
      return other === undefined ? 'Board the enemy ship' : `Board ${possessive(other, words)} ship`;
    }
    case 'declineBoarding':
      return 'Let her go to Pirate’s Cove (defeated)';
    case 'challengeDuel':
      return 'Challenge the captain to a duel';
    case 'acceptBoarding':
      return 'Fight the boarding, crew against crew';
    case 'acceptDuel':
      return `Accept the duel with ${action.weapon}`;
    case 'refuseDuel':
      return `Refuse the duel (−${RULE.duelRefuseFame} fame)`;
    case 'chooseWeapon':
      return WEAPON_TEXT[action.weapon] ?? action.weapon;
    case 'pistolMove':
      return action.move === 'shoot' ? 'Shoot' : `Wait (+${RULE.pistolWaitFame} fame, shoot second)`;
    case 'swapShips':
      return 'Swap ships (sails, cannons and hull change hands)';
    case 'keepShip':
      return 'Keep your ship';
    case 'buryUnderFire':
      return action.what === 'treasure'
        ? 'Bury a treasure (+1 fame)'
        : `Bury ${RULE.buryGoldPerFame} gold (+1 fame)`;
    case 'declineBury':
      return 'Bury nothing';
    case 'buyTavernCard':
      return `Buy a Tavern card (${RULE.tavernCardCost} gold)`;
    case 'buyNewRoute':
      return `Buy a New Route card (${RULE.newRouteCost} gold)`;
    case 'bury': {
      const gold = action.gold - (action.gold % RULE.buryGoldPerFame);
      const fame = action.treasures + gold / RULE.buryGoldPerFame;
      const parts: string[] = [];
      if (action.treasures > 0) parts.push(plural(action.treasures, 'treasure'));
      if (gold > 0) parts.push(`${gold} gold`);
      return `Bury ${list(parts)} (+${fame} fame)`;
    }
    case 'playMastercraft':
      return `Fit the Mastercraft to your ${sectionName(action.section)}`;
    case 'repairMastercraft':
      return `Repair your Mastercraft (${RULE.mastercraftRepairCost} gold)`;
    case 'placeParrot':
      return `Place ${cardName(action.card)}’s parrot (−${RULE.parrotReplaceFame} fame)`;
    case 'playEvent':
      return `Play ${cardName(action.card)}: ${cardInfo(action.card).text.replace(/^Event: /, '')}`;
    case 'exchangeTreasure':
      return `Exchange a treasure for ${RULE.rudiExchangeGold} gold`;
    case 'coveReward':
      return action.reward === 'twoCards'
        ? 'Take two Tavern cards'
        : `Take a Tavern card and ${RULE.coveRewardGold} gold`;
    case 'finishUpgrades':
      return 'Finish your upgrades';
    default:
      return JSON.stringify(action);
  }
}

// ——— Events ———

/** A logged event in words, as the viewer may see it; null for bookkeeping not worth a line. */
export function describeEvent(
  event: Event,
  words: Words,
  context: LogContext = newLogContext(),
): string | null {
  const seat = typeof event['seat'] === 'number' ? event['seat'] : -1;
  const actor = who(seat, words);
  const num = (key: string): number => Number(event[key] ?? 0);
  const ship = (key: string): number => num(key);
  switch (event.type) {
    case 'turnStarted': {
      const first = num('firstPlayer');
      const role = words.view.options.variant === 'rudi' ? 'the Leader' : 'the first player';
      return `Turn ${num('turn')} begins: ${who(first, words)} ${verb(first, words, 'are', 'is')} ${role}.`;
    }
    case 'lootRevealed': {
      const island = num('island');
      const loot = event['loot'] as LootCard;
      return island === TREASURE_ISLAND
        ? `Treasure Island’s card is turned up: ${loot.fame} fame.`
        : `Loot on ${islandLabel(island)}: ${lootText(loot)}.`;
    }
    case 'sectionUpgraded': {
      const section = event['section'] as Section;
      const cost = num('cost');
      return `${actor} raised ${sectionName(section)} to ${trackValue(section, num('to'))}${cost > 0 ? ` (${cost} gold)` : ''}.`;
    }
    case 'shoppingDone':
      return `${actor} finished shopping.`;
    case 'lootPlaced':
      return `${actor} placed a loot card on ${islandLabel(num('island'))}: ${lootText(event['loot'] as LootCard)}.`;
    case 'courseSet':
      return `${actor} set a course in secret.`;
    case 'coursesRevealed': {
      const courses = (event['courses'] as (number | null)[] | undefined) ?? [];
      const parts = courses.map((course, index) =>
        course === null ? `${whom(index, words)} at sea` : `${whom(index, words)} → ${islandLabel(course)}`,
      );
      return `Courses revealed: ${parts.join('; ')}.`;
    }
    case 'legendMoved': {
      const name = String(event['name'] ?? legendName(ship('ship'), words, context));
      context.legendNames.set(ship('ship'), name);
      const dice = (event['dice'] as number[] | undefined) ?? [];
      const rolled =
        dice.length === 0 ? '' : dice.length === 1 ? ` (die ${dice[0]})` : ` (dice ${diceText(dice)})`;
      return num('from') === num('to')
        ? `${name} stays at ${islandLabel(num('to'))}${rolled}.`
        : `${name} sails to ${islandLabel(num('to'))}${rolled}.`;
    }
    case 'shipSailed': {
      const bound = islandLabel(num('to'));
      const left = num('left');
      return left > 0
        ? `${actor} sailed ${squares(num('squares'))} towards ${bound}: ${squares(left)} to go.`
        : `${actor} sailed ${squares(num('squares'))} and reached ${bound}.`;
    }
    case 'newRouteDecided':
      return `${actor} decided on the New Route window in secret.`;
    case 'newRoutesRevealed': {
      const routes = (event['routes'] as { seat: number; island: number }[] | undefined) ?? [];
      if (routes.length === 0) return 'Nobody played a New Route.';
      return routes
        .map((route) => `${who(route.seat, words)} played a New Route to ${islandLabel(route.island)}.`)
        .join(' ');
    }
    case 'navyArrived':
      return `The Royal Navy arrives at ${islandLabel(num('island'))}.`;
    case 'combatStarted': {
      const ships = (event['ships'] as number[] | undefined) ?? [];
      return `Battle at ${islandLabel(num('island'))}: ${list(ships.map((s) => shipName(s, words, context)))}.`;
    }
    case 'battleCardPlayed': {
      const target = event['target'];
      return `${actor} played ${cardName(String(event['card']))}${typeof target === 'number' ? ` on ${shipName(target, words, context)}` : ''}.`;
    }
    case 'battlePassed':
      return `${actor} passed.`;
    case 'roundStarted': {
      const order = (event['order'] as number[] | undefined) ?? [];
      return `Round ${num('round')}: ${order.map((s) => shipName(s, words, context)).join(', ')} in speed order.`;
    }
    case 'volleyPlayed':
      return `${actor} played ${cardName(String(event['card']))}.`;
    case 'shotFired': {
      const firer = ship('ship');
      const dice = (event['dice'] as number[] | undefined) ?? [];
      const hits = num('hits');
      return `${shipSubject(firer, words, context)} fired at ${shipPossessive(ship('target'), words, context)} ${sectionName(String(event['section']))}: ${diceText(dice) || 'no dice'} — ${hits === 0 ? 'no hits' : plural(hits, 'hit')} (hits on ${num('hitOn')}+).`;
    }
    case 'hitAbsorbed': {
      const target = ship('ship');
      const by = event['by'] === 'parrot' ? 'parrot' : 'Mastercraft';
      const lost = event['lost'] === true;
      const after =
        by === 'parrot'
          ? lost
            ? ` — the parrot flies off (−${RULE.parrotLossFame} fame)`
            : ''
          : lost
            ? ' — the Mastercraft is wrecked'
            : ' — the Mastercraft is tilted';
      return `${capitalise(shipPossessive(target, words, context))} ${by} absorbed a hit on the ${sectionName(String(event['section']))}${after}.`;
    }
    case 'sectionHit': {
      const target = ship('ship');
      const section = String(event['section']);
      const level = num('level');
      if (target === FORT_SHIP) return `A fort cannon is destroyed (${level} left).`;
      if (target >= LEGEND_SHIP) {
        return level < 0
          ? `${capitalise(shipPossessive(target, words, context))} ${sectionName(section)} give way!`
          : `${capitalise(shipPossessive(target, words, context))} ${sectionName(section)} hit: ${level + 1} more to sink her.`;
      }
      return level < 0
        ? `${capitalise(shipPossessive(target, words, context))} ${sectionName(section)} are shot away!`
        : `${capitalise(shipPossessive(target, words, context))} ${sectionName(section)} drop to ${trackValue(section as Section, level)}.`;
    }
    case 'shipDefeated': {
      const fameTo = (event['fameTo'] as number[] | undefined) ?? [];
      return `${shipSubject(ship('ship'), words, context)} ${verb(ship('ship'), words, 'are', 'is')} defeated and limp${verb(ship('ship'), words, '', 's')} to Pirate’s Cove${fameTo.length > 0 ? `; +1 fame to ${seatsText(fameTo, words)}` : ''}.`;
    }
    case 'legendDefeated': {
      const name = String(event['name'] ?? legendName(ship('ship'), words, context));
      const fame = (event['fame'] as number[] | undefined) ?? [];
      const shares = fame
        .map((amount, index) => (amount > 0 ? `${whom(index, words)} +${amount}` : null))
        .filter((part): part is string => part !== null);
      const die = event['die'];
      return `${name === 'Royal Navy' ? 'The Royal Navy' : name} is sunk!${typeof die === 'number' ? ` Die ${die}: as much fame, and as many turns back on the time track.` : ''}${shares.length > 0 ? ` Fame: ${shares.join(', ')}.` : ''}`;
    }
    case 'fortTaken':
      return `${actor} took the fort!`;
    case 'shipFled': {
      const fameTo = (event['fameTo'] as number[] | undefined) ?? [];
      const mutiny = event['mutiny'] === true;
      return `${actor} fled to Pirate’s Cove: die ${num('die')} — ${mutiny ? `mutiny! (−2 fame, all gold and treasures lost)` : 'a clean escape'}${fameTo.length > 0 ? `; +1 fame to ${seatsText(fameTo, words)}` : ''}.`;
    }
    case 'boardingDeclared':
      return `${who(num('attacker'), words)} board${verb(num('attacker'), words, '', 's')} ${possessive(num('defender'), words)} ship!`;
    case 'boardingRoll': {
      const dice = (event['dice'] as number[] | undefined) ?? [];
      return `Boarding: ${whom(seat, words)} rolled ${diceText(dice) || 'nothing'} — ${plural(num('hits'), 'hit')}.`;
    }
    case 'boardingWon': {
      const winner = num('winner');
      return `${who(winner, words)} won the boarding and took ${num('gold')} gold and ${plural(num('treasures'), 'treasure')} from ${whom(num('loser'), words)}.`;
    }
    case 'boardingDeclined':
      return `${actor} let the crippled ship go.`;
    case 'duelChallenged': {
      context.duel = { challenger: num('challenger'), challenged: num('challenged') };
      return `${who(num('challenger'), words)} challenged ${whom(num('challenged'), words)} to a duel!`;
    }
    case 'duelRefused':
      return `${actor} refused the duel (−${RULE.duelRefuseFame} fame); the boarding goes ahead.`;
    case 'duelAccepted':
      return `${actor} accepted the duel with ${String(event['weapon'])}.`;
    case 'weaponChosen':
      return `${actor} chose a weapon in secret.`;
    case 'weaponsRevealed': {
      const weapons = (event['weapons'] as string[] | undefined) ?? [];
      const duel = context.duel;
      if (!duel) return `Weapons: ${weapons.join(' against ')}.`;
      return `Weapons: ${whom(duel.challenger, words)} ${weapons[0] ?? '?'}, ${whom(duel.challenged, words)} ${weapons[1] ?? '?'}.`;
    }
    case 'duelRound': {
      const dice = (event['dice'] as number[][] | undefined) ?? [];
      const tieBreak = (event['tieBreak'] as number[] | undefined) ?? [];
      const winner = event['winner'];
      const duel = context.duel;
      const rolls = dice.map((roll, index) => {
        const captain = duel ? (index === 0 ? duel.challenger : duel.challenged) : null;
        return `${captain === null ? (index === 0 ? 'challenger' : 'challenged') : whom(captain, words)} ${diceText(roll)}`;
      });
      const tie = tieBreak.length > 0 ? `; tie-break die ${tieBreak.join(', ')}` : '';
      return `Duel round: ${rolls.join(' against ')}${tie} — ${typeof winner === 'number' ? `${whom(winner, words)} win${verb(winner, words, '', 's')} the round` : 'a tie'}.`;
    }
    case 'pistolChosen':
      return `${actor} made a secret pistol move.`;
    case 'pistolExchange': {
      const choices = (event['choices'] as string[] | undefined) ?? [];
      const rolls = (event['rolls'] as { seat: number; dice: number[]; hit: boolean }[] | undefined) ?? [];
      const duel = context.duel;
      const moves = duel
        ? `${whom(duel.challenger, words)} ${choices[0] === 'wait' ? 'waits' : 'shoots'}, ${whom(duel.challenged, words)} ${choices[1] === 'wait' ? 'waits' : 'shoots'}`
        : choices.join(' and ');
      const shots = rolls.map(
        (roll) => `${whom(roll.seat, words)} ${diceText(roll.dice)} ${roll.hit ? '— hit!' : '— miss'}`,
      );
      return `Pistols (hit on ${num('hitOn')}+): ${moves}. ${shots.join('; ')}.`;
    }
    case 'duelEnded': {
      context.duel = null;
      const winner = event['winner'];
      const loser = event['loser'];
      const fame = (event['fame'] as number[] | undefined) ?? [];
      if (typeof winner !== 'number' || typeof loser !== 'number') return 'The duel ends in a draw.';
      const signed = (value: number) => (value >= 0 ? `+${value}` : `−${-value}`);
      return `${who(winner, words)} won the duel (${signed(fame[0] ?? 0)} fame); ${whom(loser, words)} ${signed(fame[1] ?? 0)}.`;
    }
    case 'shipsSwapped':
      return event['swapped']
        ? `${who(num('winner'), words)} swapped ships with ${whom(num('loser'), words)}.`
        : `${who(num('winner'), words)} kept ${num('winner') === words.viewer ? 'your' : 'their'} ship.`;
    case 'buriedUnderFire': {
      const what = event['what'];
      return what === 'none'
        ? `${actor} buried nothing under fire.`
        : `${actor} buried ${what === 'treasure' ? 'a treasure' : `${RULE.buryGoldPerFame} gold`} under fire (+1 fame).`;
    }
    case 'combatEnded':
      return `The battle at ${islandLabel(num('island'))} is over.`;
    case 'plundered': {
      const island = num('island');
      const loot = event['loot'] as LootCard;
      if (island === TREASURE_ISLAND) return `${actor} scored Treasure Island’s card: ${loot.fame} fame.`;
      const doubled = event['goldDoubled'] === true;
      const shown = doubled ? { ...loot, gold: loot.gold * 2 } : loot;
      return `${actor} plundered ${islandLabel(island)}: ${lootText(shown)}${doubled ? ' (gold doubled)' : ''}.`;
    }
    case 'soloTest': {
      const dice = (event['dice'] as number[] | undefined) ?? [];
      const island = num('island');
      const lost: string[] = [];
      if (num('turnsLost') > 0) lost.push(plural(num('turnsLost'), 'turn') + ' of time');
      if (num('crewLost') > 0) lost.push(plural(num('crewLost'), 'crew level'));
      return `${islandName(island)} test${dice.length > 0 ? `: ${diceText(dice)}` : ''} — ${event['success'] ? 'success' : 'failed'}${lost.length > 0 ? `; lost ${list(lost)}` : ''}.`;
    }
    case 'cardsDrawn':
      return `${actor} drew ${plural(num('count'), 'Tavern card')}.`;
    case 'cardsSeen': {
      const cards = (event['cards'] as string[] | undefined) ?? [];
      return `${actor} got: ${cards.map(cardName).join(', ')}.`;
    }
    case 'tavernReshuffled':
      return `The Tavern discards were shuffled into a new deck (${num('size')} cards).`;
    case 'parrotInPlay': {
      const card = String(event['card']);
      return num('cost') > 0
        ? `${actor} placed ${cardName(card)}’s parrot on board (−${num('cost')} fame).`
        : `${cardName(card)}’s parrot lands on ${possessive(seat, words)} ship.`;
    }
    case 'tavernCardBought':
      return `${actor} bought a Tavern card (${RULE.tavernCardCost} gold).`;
    case 'newRouteBought':
      return `${actor} bought a New Route card (${RULE.newRouteCost} gold).`;
    case 'buried': {
      const parts: string[] = [];
      if (num('treasures') > 0) parts.push(plural(num('treasures'), 'treasure'));
      if (num('gold') > 0) parts.push(`${num('gold')} gold`);
      return `${actor} buried ${list(parts) || 'nothing'}: +${num('fame')} fame.`;
    }
    case 'mastercraftPlayed':
      return `${actor} fitted a Mastercraft to the ${sectionName(String(event['section']))}.`;
    case 'mastercraftRepaired':
      return `${actor} repaired the Mastercraft (${RULE.mastercraftRepairCost} gold).`;
    case 'eventPlayed': {
      const card = String(event['card']);
      return `${actor} played ${cardName(card)}: ${cardInfo(card).text.replace(/^Event: /, '')}`;
    }
    case 'treasureExchanged':
      return `${actor} exchanged a treasure for ${RULE.rudiExchangeGold} gold.`;
    case 'coveRepaired': {
      const sections = num('sections');
      const paid = num('paid');
      const owed = sections * RULE.coveRepairCost;
      if (sections === 0) return `${actor} rest${verb(seat, words, '', 's')} at Pirate’s Cove.`;
      return `${actor} repaired ${plural(sections, 'section')} at Pirate’s Cove for ${paid} gold${paid < owed ? ' (all the gold aboard): no reward' : ''}.`;
    }
    case 'coveReward':
      return event['reward'] === 'twoCards'
        ? `${actor} took two Tavern cards at the Cove.`
        : `${actor} took a Tavern card and ${RULE.coveRewardGold} gold at the Cove.`;
    case 'upgradesFinished':
      return null;
    case 'legendReplaced': {
      const name = event['name'];
      if (typeof name !== 'string') {
        context.legendNames.delete(ship('ship'));
        return 'No Legendary Pirate is left to replace the sunk one: its ship leaves the game.';
      }
      context.legendNames.set(ship('ship'), name);
      return `A new Legendary Pirate takes the sunk ship: ${name}.`;
    }
    case 'treasuresDiscarded':
      return `${actor} threw ${plural(num('count'), 'treasure')} overboard (the hull is full).`;
    case 'lootSeen': {
      const loot = (event['loot'] as LootCard[] | undefined) ?? [];
      return `${actor} drew loot: ${loot.map((card) => `[${lootText(card)}]`).join(' ')}.`;
    }
    case 'lootDrawn':
      return `${actor} drew ${plural(num('count'), 'loot card')}.`;
    case 'timeAdvanced':
      return `Time passes: ${plural(num('time'), 'turn')} left.`;
    case 'gameEnded': {
      const scores = (event['scores'] as number[] | undefined) ?? [];
      const soloWon = event['soloWon'];
      if (soloWon === true) return `Game over: the goal is reached with ${scores[0] ?? 0} fame!`;
      if (soloWon === false) return `Game over: time ran out at ${scores[0] ?? 0} fame.`;
      return `Game over. Final fame (Fame cards included): ${scores.map((score, index) => `${whom(index, words)} ${score}`).join(', ')}.`;
    }
    default:
      return null;
  }
}
