import type { PortRoyalAction, PortRoyalGood, PortRoyalView } from '@brethren/engine';

/** What words need to talk about a table: the view and each seat's name. */
export interface Words {
  readonly view: Pick<PortRoyalView, 'players' | 'seats' | 'options' | 'privileged' | 'won'>;
  /** Display names by seat ("anne", "Bot (heuristic)"). */
  readonly names: readonly string[];
  /** The seat reading, or null for a spectator. */
  readonly viewer: number | null;
}

const SPECIAL_NAMES: Readonly<Record<string, string>> = {
  plus8: '+8',
  plus6: '+6',
  minus5: '−5',
  minus10: '−10',
  maxPlus5: 'Max +5',
  maxMinus5: 'Max −5',
  double: '×2',
  remove: 'Remove 1 card',
  move: 'Move 1 card',
};

/** A special loot card's printed label ("+8", "Max −5", "×2", "Remove 1 card"). */
export function specialName(special: string): string {
  return SPECIAL_NAMES[special] ?? special;
}

/** A crew card by id: `red-5` → "red 5", `ghost-7` → "ghost 7". */
export function crewName(id: string): string {
  return id.replace('-', ' ');
}

/** A loot card by id: `rum-6` → "rum 6", `plus8` → "+8", `prisoner-3` → "prisoner card 3". */
export function lootName(id: string): string {
  if (id.startsWith('prisoner-')) return `prisoner card ${id.slice('prisoner-'.length)}`;
  if (Object.hasOwn(SPECIAL_NAMES, id)) return specialName(id);
  return id.replace('-', ' ');
}

export function shipName(good: PortRoyalGood): string {
  return `${good} ship`;
}

/** "You" for the viewer, else the seat's name. */
export function who(seat: number, words: Pick<Words, 'names' | 'viewer'>): string {
  if (seat === words.viewer) return 'You';
  return words.names[seat] ?? `Seat ${seat + 1}`;
}

/** "you" for the viewer, else the seat's name. */
export function whom(seat: number, words: Pick<Words, 'names' | 'viewer'>): string {
  return seat === words.viewer ? 'you' : (words.names[seat] ?? `seat ${seat + 1}`);
}

/** "your" for the viewer, else the seat's name with ’s. */
export function possessive(seat: number, words: Pick<Words, 'names' | 'viewer'>): string {
  return seat === words.viewer ? 'your' : `${words.names[seat] ?? `seat ${seat + 1}`}’s`;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** The ship of `seat` a card (loot id or `prisoner-N`) lies on, where the view tells. */
export function shipOfCard(
  card: string,
  seat: number | null,
  words: Pick<Words, 'view'>,
): PortRoyalGood | null {
  if (seat === null) return null;
  const prisoner = card.startsWith('prisoner-') ? Number(card.slice('prisoner-'.length)) : null;
  for (const ship of words.view.seats[seat]?.ships ?? []) {
    if (prisoner !== null ? (ship.prisoners ?? []).includes(prisoner) : ship.loot.some((l) => l.id === card))
      return ship.ship;
  }
  return null;
}

/** An action as a button says it, from the acting seat's side. */
export function describeAction(action: PortRoyalAction, words: Words): string {
  switch (action.type) {
    case 'bid':
      return `Bid ${plural(action.amount, 'ton')}`;
    case 'pass':
      return 'Pass';
    case 'setAside':
      return `Set aside ${crewName(action.card)}`;
    case 'chooseTrump':
      return `Make ${action.colour} trump`;
    case 'chooseLeader':
      return action.seat === words.viewer
        ? 'Lead the first trick yourself'
        : `Let ${whom(action.seat, words)} lead the first trick`;
    case 'chooseLoot':
      return `Put the pirate on ${lootName(action.loot)}`;
    case 'playCard':
      return `Play ${crewName(action.card)}`;
    case 'loadLoot':
      return `Load it onto your ${shipName(action.ship)}`;
    case 'payDebt':
      return 'Discard it to lower your bid';
    case 'useRemove':
      return 'Discard it with your kept Remove 1 card';
    case 'removeCard': {
      const from = shipOfCard(action.card, words.viewer, words);
      return `Remove ${lootName(action.card)}${from ? ` from your ${shipName(from)}` : ''}`;
    }
    case 'keepRemove':
      return 'Keep Remove 1 card for later';
    case 'moveCard': {
      const from = shipOfCard(action.card, words.viewer, words);
      return `Move ${lootName(action.card)}${from ? ` from your ${shipName(from)}` : ''} to your ${shipName(action.to)}`;
    }
    case 'discardMove':
      return 'Discard Move 1 card unused';
    case 'placePrisoner':
      return words.view.options.prisonerPlacement === 'oneShip'
        ? `Place the prisoner cards on your ${shipName(action.ship)}`
        : `Place prisoner card ${action.prisoner} on your ${shipName(action.ship)}`;
    default:
      return JSON.stringify(action);
  }
}

type EventLike = { type: string } & Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

/** A logged event in words, as the viewer may see it; null for an event not worth a line. */
export function describeEvent(event: EventLike, words: Words): string | null {
  const seat = typeof event['seat'] === 'number' ? event['seat'] : -1;
  const actor = who(seat, words);
  switch (event.type) {
    case 'roundStarted': {
      const display = strings(event['display']).map(lootName);
      const counts = numbers(event['prisonerCounts']);
      const shown = display.map((name, i) =>
        (counts[i] ?? 0) > 0 ? `${name} (${plural(counts[i] ?? 0, 'prisoner card')} beneath)` : name,
      );
      const faceUp = strings(event['faceUp']).map(crewName);
      return `Round ${num(event['round'])}: ${who(num(event['dealer']), words)} dealt. On display: ${list(shown)}. Face up: ${list(faceUp)}.`;
    }
    case 'handDealt':
      return `${seat === words.viewer ? 'You were' : `${actor} was`} dealt ${list(strings(event['cards']).map(crewName))}.`;
    case 'bidPlaced':
      return `${actor} bid ${plural(num(event['amount']), 'ton')}.`;
    case 'bidPassed':
      return `${actor} passed.`;
    case 'privilegesWon': {
      const bid = num(event['bid']);
      return bid > 0
        ? `${actor} won the privileges for ${plural(bid, 'ton')}: the black cube stands at ${num(event['black'])}.`
        : `Nobody bid: ${whom(seat, words)} ${seat === words.viewer ? 'take' : 'takes'} the privileges for nothing.`;
    }
    case 'faceUpTaken':
      return `${actor} took the face-up ${list(strings(event['cards']).map(crewName))}.`;
    case 'cardSetAside':
      return `${actor} set a card aside.`;
    case 'cardSetAsideSeen':
      return `(It was ${crewName(str(event['card']))}.)`;
    case 'trumpChosen':
      return `${actor} made ${str(event['colour'])} trump.`;
    case 'leaderChosen': {
      const leader = num(event['leader']);
      return leader === seat
        ? `${actor} chose to lead the first trick.`
        : `${actor} chose ${whom(leader, words)} to lead the first trick.`;
    }
    case 'lootChosen': {
      const count = num(event['prisonerCount']);
      return `Trick ${num(event['trick'])}: ${actor} put the pirate on ${lootName(str(event['loot']))}${count > 0 ? ` (with ${plural(count, 'prisoner card')} beneath)` : ''}.`;
    }
    case 'cardPlayed': {
      const absent = str(event['absent']);
      return `${actor} played ${crewName(str(event['card']))}${absent ? ` — a trump, showing no ${absent} (white stone)` : ''}.`;
    }
    case 'trickWon': {
      const count = num(event['prisonerCount']);
      return `${actor} won trick ${num(event['trick'])} and ${lootName(str(event['loot']))}${count > 0 ? ` with ${plural(count, 'prisoner card')}` : ''}.`;
    }
    case 'lootLoaded':
      return `${actor} loaded ${lootName(str(event['loot']))} onto ${seat === words.viewer ? 'your' : 'the'} ${str(event['ship'])} ship.`;
    case 'debtPaid':
      return `${actor} discarded ${lootName(str(event['loot']))} to lower the bid by ${num(event['amount'])}: the black cube stands at ${num(event['black'])}.`;
    case 'lootRemoved':
      return `${actor} discarded ${lootName(str(event['loot']))} with the kept Remove 1 card.`;
    case 'removeKept':
      return `${actor} kept Remove 1 card beside the board.`;
    case 'cardRemoved': {
      const loot = event['loot'];
      return `${actor} used Remove 1 card: ${typeof loot === 'string' ? lootName(loot) : 'a prisoner card'} left ${seat === words.viewer ? 'your' : 'the'} ${str(event['ship'])} ship.`;
    }
    case 'cardMoved': {
      const loot = event['loot'];
      return `${actor} used Move 1 card: ${typeof loot === 'string' ? lootName(loot) : 'a prisoner card'} went from the ${str(event['from'])} ship to the ${str(event['to'])} ship.`;
    }
    case 'moveDiscarded':
      return event['reason'] === 'nothingToMove'
        ? `${actor} had nothing to move: Move 1 card was discarded.`
        : `${actor} discarded Move 1 card unused.`;
    case 'prisonerPlaced':
      return `${actor} placed a prisoner card on ${seat === words.viewer ? 'your' : 'the'} ${str(event['ship'])} ship.`;
    case 'prisonersDiscarded':
      return `${actor} lost ${plural(num(event['count']), 'prisoner card')} with the discarded loot.`;
    case 'prisonersSeen': {
      const values = numbers(event['prisoners']).map(String);
      const cards = `${values.length === 1 ? 'prisoner card' : 'prisoner cards'} ${list(values)}`;
      switch (event['reason']) {
        case 'won':
          return `${seat === words.viewer ? 'You' : actor} looked at the ${cards}.`;
        case 'placed':
          return `(${cards[0]?.toUpperCase()}${cards.slice(1)} now on the ${str(event['ship'])} ship.)`;
        case 'moved':
          return `(The card moved was ${cards}.)`;
        case 'removed':
          return `(The card removed was ${cards}.)`;
        default:
          return null;
      }
    }
    case 'roundEnded': {
      const round = num(event['round']);
      const privileged = event['privileged'];
      const debt = numbers(event['debt']);
      const parts = [`Round ${round} is over.`];
      if (typeof privileged === 'number')
        parts.push(
          `${possessive(privileged, words).replace(/^y/, 'Y')} debt is now ${debt[privileged] ?? 0}.`,
        );
      const leftover = event['leftover'];
      if (typeof leftover === 'string' && round < 6)
        parts.push(
          `${lootName(leftover)} stays on display with ${plural(num(event['prisonerCount']), 'prisoner card')} beneath.`,
        );
      return parts.join(' ');
    }
    case 'gameScored': {
      const scores = numbers(event['scores']);
      const sunk = Array.isArray(event['ships'])
        ? (event['ships'] as unknown[]).flatMap((row, owner) =>
            Array.isArray(row)
              ? row.flatMap((ship) =>
                  typeof ship === 'object' &&
                  ship !== null &&
                  (ship as Record<string, unknown>)['sunk'] === true
                    ? [`${possessive(owner, words)} ${str((ship as Record<string, unknown>)['ship'])} ship`]
                    : [],
                )
              : [],
          )
        : [];
      const text = `The ships are weighed. Final scores: ${scores.map((score, owner) => `${whom(owner, words)} ${score}`).join(', ')}.`;
      return sunk.length > 0 ? `${text} Sunk: ${list(sunk)}.` : text;
    }
    default:
      return null;
  }
}
