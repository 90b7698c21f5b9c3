import {
  PORT_ROYAL_COLOURS,
  PORT_ROYAL_GOODS,
  PORT_ROYAL_SPECIALS,
  type PortRoyalAction,
  type PortRoyalColour,
  type PortRoyalEventBody,
  type PortRoyalGood,
  type PortRoyalSpecial,
  type PortRoyalView,
} from '@brethren/engine/port-royal';
import type { Translator } from '@/i18n/translator';
import type { LogEntry } from '@/lib/api/types';
import { listOf, person, type Words as TableWords } from '../shared/words';
import { logLines, type LogLine } from '../shared/logLines';

/** What words need to talk about a Port Royal table: the view, the names, and the reader's language. */
export interface Words extends TableWords<
  Pick<PortRoyalView, 'players' | 'seats' | 'options' | 'privileged' | 'won'>
> {
  readonly t: Translator<'portRoyal'>;
  readonly locale: string;
}

/** A captain's colour in words ("red", "rosso", "rouge"). */
export function colourName(colour: PortRoyalColour, t: Translator<'portRoyal'>): string {
  return t(`colours.${colour}`);
}

/** A good in words ("gunpowder", "polvere da sparo", "poudre"). */
export function goodName(good: PortRoyalGood, t: Translator<'portRoyal'>): string {
  return t(`goods.${good}`);
}

/** A good's ship ("rum ship", "nave del rum", "navire de rhum"). */
export function shipName(good: PortRoyalGood, t: Translator<'portRoyal'>): string {
  return t(`ships.${good}`);
}

function isSpecial(id: string): id is PortRoyalSpecial {
  return (PORT_ROYAL_SPECIALS as readonly string[]).includes(id);
}

function isColour(value: unknown): value is PortRoyalColour {
  return (PORT_ROYAL_COLOURS as readonly unknown[]).includes(value);
}

function isGood(value: unknown): value is PortRoyalGood {
  return (PORT_ROYAL_GOODS as readonly unknown[]).includes(value);
}

/** A special loot card's printed label ("+8", "Max −5", "×2", "Remove 1 card"). */
export function specialName(special: string, t: Translator<'portRoyal'>): string {
  return isSpecial(special) ? t(`cards.special.${special}`) : special;
}

/** A crew card by id: `red-5` → "red 5", `ghost-7` → "ghost 7" (in the reader's language). */
export function crewName(id: string, t: Translator<'portRoyal'>): string {
  const [colour = '', value = ''] = id.split('-');
  if (colour === 'ghost') return t('cards.ghost', { value });
  return isColour(colour) ? t('cards.crew', { colour: colourName(colour, t), value }) : id;
}

/** A loot card by id: `rum-6` → "rum 6", `plus8` → "+8", `prisoner-3` → "prisoner card 3". */
export function lootName(id: string, t: Translator<'portRoyal'>): string {
  if (id.startsWith('prisoner-')) return t('cards.prisoner', { value: id.slice('prisoner-'.length) });
  if (isSpecial(id)) return specialName(id, t);
  const [good = '', tons = ''] = id.split('-');
  return isGood(good) ? t('cards.loot', { good: goodName(good, t), tons }) : id;
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

/** Where a card to remove or move lies, as message arguments: its name, kind and ship. */
function cardOnShip(card: string, words: Words) {
  const { t } = words;
  const from = shipOfCard(card, words.viewer, words);
  return {
    card: lootName(card, t),
    kind: card.startsWith('prisoner-') ? 'prisoner' : 'loot',
    where: from ? 'ship' : 'none',
    from: from ? shipName(from, t) : '',
  };
}

/** An action as a button says it, from the acting seat's side. */
export function describeAction(action: PortRoyalAction, words: Words): string {
  const { t } = words;
  switch (action.type) {
    case 'bid':
      return t('actions.bid', { amount: action.amount });
    case 'pass':
      return t('actions.pass');
    case 'setAside':
      return t('actions.setAside', { card: crewName(action.card, t) });
    case 'chooseTrump':
      return t('actions.chooseTrump', { colour: colourName(action.colour, t) });
    case 'chooseLeader':
      return t('actions.chooseLeader', person(action.seat, words, 'leader'));
    case 'chooseLoot':
      return t('actions.chooseLoot', { loot: lootName(action.loot, t) });
    case 'playCard':
      return t('actions.playCard', { card: crewName(action.card, t) });
    case 'loadLoot':
      return t('actions.loadLoot', { ship: shipName(action.ship, t) });
    case 'payDebt':
      return t('actions.payDebt');
    case 'useRemove':
      return t('actions.useRemove');
    case 'removeCard': {
      const { from, ...where } = cardOnShip(action.card, words);
      return t('actions.removeCard', { ...where, ship: from });
    }
    case 'keepRemove':
      return t('actions.keepRemove');
    case 'moveCard':
      return t('actions.moveCard', { ...cardOnShip(action.card, words), to: shipName(action.to, t) });
    case 'discardMove':
      return t('actions.discardMove');
    case 'placePrisoner':
      return t('actions.placePrisoner', {
        count: words.view.won?.prisonerCount ?? 1,
        ship: shipName(action.ship, t),
      });
  }
}

type EventLike = { type: string } & Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
const ship = (value: unknown, t: Translator<'portRoyal'>): string =>
  isGood(value) ? shipName(value, t) : str(value);

const PRISONERS_SEEN = ['won', 'placed', 'moved', 'removed'] as const;

/** A logged event in words, as the viewer may see it; null for an event not worth a line. */
export function describeEvent(event: EventLike, words: Words): string | null {
  const { t, locale } = words;
  const seat = typeof event['seat'] === 'number' ? event['seat'] : -1;
  const actor = person(seat, words, 'actor');
  switch (event.type) {
    case 'roundStarted': {
      const counts = numbers(event['prisonerCounts']);
      const display = strings(event['display']).map((id, i) =>
        t('events.displayItem', { loot: lootName(id, t), prisoners: counts[i] ?? 0 }),
      );
      return t('events.roundStarted', {
        round: num(event['round']),
        ...person(num(event['dealer']), words, 'dealer'),
        display: listOf(display, locale),
        faceUp: listOf(
          strings(event['faceUp']).map((id) => crewName(id, t)),
          locale,
        ),
      });
    }
    case 'handDealt':
      return t('events.handDealt', {
        ...actor,
        cards: listOf(
          strings(event['cards']).map((id) => crewName(id, t)),
          locale,
        ),
      });
    case 'bidPlaced':
      return t('events.bidPlaced', { ...actor, amount: num(event['amount']) });
    case 'bidPassed':
      return t('events.bidPassed', actor);
    case 'privilegesWon': {
      const bid = num(event['bid']);
      return bid > 0
        ? t('events.privilegesWon', { ...actor, bid, black: num(event['black']) })
        : t('events.privilegesFree', actor);
    }
    case 'faceUpTaken':
      return t('events.faceUpTaken', {
        ...actor,
        cards: listOf(
          strings(event['cards']).map((id) => crewName(id, t)),
          locale,
        ),
      });
    case 'cardSetAside':
      return t('events.cardSetAside', actor);
    case 'cardSetAsideSeen':
      return t('events.cardSetAsideSeen', { card: crewName(str(event['card']), t) });
    case 'trumpChosen': {
      const colour = event['colour'];
      return t('events.trumpChosen', { ...actor, colour: isColour(colour) ? colourName(colour, t) : '' });
    }
    case 'leaderChosen': {
      const leader = num(event['leader']);
      return leader === seat
        ? t('events.leaderChosenSelf', actor)
        : t('events.leaderChosen', { ...actor, ...person(leader, words, 'leader') });
    }
    case 'lootChosen':
      return t('events.lootChosen', {
        ...actor,
        trick: num(event['trick']),
        loot: lootName(str(event['loot']), t),
        prisoners: num(event['prisonerCount']),
      });
    case 'cardPlayed': {
      const absent = event['absent'];
      return t('events.cardPlayed', {
        ...actor,
        card: crewName(str(event['card']), t),
        stone: isColour(absent) ? 'yes' : 'no',
        lacks: isColour(absent) ? colourName(absent, t) : '',
      });
    }
    case 'trickWon':
      return t('events.trickWon', {
        ...actor,
        trick: num(event['trick']),
        loot: lootName(str(event['loot']), t),
        prisoners: num(event['prisonerCount']),
      });
    case 'lootLoaded':
      return t('events.lootLoaded', {
        ...actor,
        loot: lootName(str(event['loot']), t),
        ship: ship(event['ship'], t),
      });
    case 'debtPaid':
      return t('events.debtPaid', {
        ...actor,
        loot: lootName(str(event['loot']), t),
        amount: num(event['amount']),
        black: num(event['black']),
      });
    case 'lootRemoved':
      return t('events.lootRemoved', { ...actor, loot: lootName(str(event['loot']), t) });
    case 'removeKept':
      return t('events.removeKept', actor);
    case 'cardRemoved': {
      const loot = event['loot'];
      return t('events.cardRemoved', {
        ...actor,
        kind: typeof loot === 'string' ? 'loot' : 'prisoner',
        loot: typeof loot === 'string' ? lootName(loot, t) : '',
        ship: ship(event['ship'], t),
      });
    }
    case 'cardMoved': {
      const loot = event['loot'];
      return t('events.cardMoved', {
        ...actor,
        kind: typeof loot === 'string' ? 'loot' : 'prisoner',
        loot: typeof loot === 'string' ? lootName(loot, t) : '',
        from: ship(event['from'], t),
        to: ship(event['to'], t),
      });
    }
    case 'moveDiscarded':
      return t('events.moveDiscarded', {
        ...actor,
        reason: event['reason'] === 'nothingToMove' ? 'nothingToMove' : 'declined',
      });
    case 'prisonerPlaced':
      return t('events.prisonerPlaced', { ...actor, ship: ship(event['ship'], t) });
    case 'prisonersDiscarded':
      return t('events.prisonersDiscarded', { ...actor, count: num(event['count']) });
    case 'prisonersSeen': {
      const reason = PRISONERS_SEEN.find((known) => known === event['reason']);
      if (!reason) return null;
      const values = numbers(event['prisoners']);
      return t(`events.prisonersSeen.${reason}`, {
        ...actor,
        count: values.length,
        values: listOf(values.map(String), locale),
        ship: ship(event['ship'], t),
      });
    }
    case 'roundEnded': {
      const privileged = event['privileged'];
      const leftover = event['leftover'];
      const round = num(event['round']);
      const owner = typeof privileged === 'number' ? privileged : -1;
      return t('events.roundEnded', {
        round,
        privileged: owner >= 0 ? 'yes' : 'no',
        ...person(owner, words, 'owner'),
        debt: numbers(event['debt'])[owner] ?? 0,
        stays: typeof leftover === 'string' && round < 6 ? 'yes' : 'no',
        loot: typeof leftover === 'string' ? lootName(leftover, t) : '',
        prisoners: num(event['prisonerCount']),
      });
    }
    case 'gameScored': {
      const scores = numbers(event['scores']).map((score, owner) =>
        t('events.score', { ...person(owner, words, 'player'), score }),
      );
      const sunk = Array.isArray(event['ships'])
        ? (event['ships'] as unknown[]).flatMap((row, owner) =>
            Array.isArray(row)
              ? row.flatMap((boat) =>
                  typeof boat === 'object' &&
                  boat !== null &&
                  (boat as Record<string, unknown>)['sunk'] === true
                    ? [
                        t('events.sunkShip', {
                          ...person(owner, words, 'owner'),
                          ship: ship((boat as Record<string, unknown>)['ship'], t),
                        }),
                      ]
                    : [],
                )
              : [],
          )
        : [];
      return t('events.gameScored', {
        scores: listOf(scores, locale),
        sunk: sunk.length > 0 ? 'yes' : 'no',
        ships: listOf(sunk, locale),
      });
    }
    default:
      return null;
  }
}

/** The log in words, line by line: what the table's log and the replay's move list both show. */
export function logInWords(log: readonly LogEntry<PortRoyalEventBody>[], words: Words): LogLine[] {
  return logLines(log, (event) => describeEvent(event, words));
}
