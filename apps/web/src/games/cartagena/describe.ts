import type {
  CartagenaAction,
  CartagenaEventBody,
  CartagenaSymbol,
  CartagenaView,
  Card,
  Place,
  Story,
} from '@brethren/engine/cartagena';
import type { Translator } from '@/i18n/translator';
import type { LogEntry } from '@/lib/api/types';
import { listOf, person, type Words as TableWords } from '../shared/words';
import { logLines, type LogLine } from '../shared/logLines';

/** What words need to talk about a Cartagena table: the view, the names, and the language. */
export interface Words extends TableWords<
  Pick<CartagenaView, 'options' | 'squares' | 'pathLength' | 'seats'>
> {
  readonly t: Translator<'cartagena'>;
  /** The reader's language, for lists ("rum and hook"). */
  readonly locale: string;
}

/** What naming places needs: the story and the squares' symbols. */
type PlaceWords = Pick<Words, 't'> & { readonly view: Pick<CartagenaView, 'options' | 'squares'> };

/** A symbol's name ("lantern", "lanterna", "lanterne"). */
export function symbolName(symbol: CartagenaSymbol, words: Pick<Words, 't'>): string {
  return words.t(`symbols.${symbol}`);
}

/** A card's name: its symbol, and whether it is dark ("dark rum"). */
export function cardName(card: Card, words: Pick<Words, 't'>): string {
  return words.t('card', { symbol: card.symbol, dark: card.dark ? 'yes' : 'no' });
}

/** Cards as a list in the reader's language ("rum, hook and dark parrot"). */
export function cardsName(cards: readonly Card[], words: Pick<Words, 't' | 'locale'>): string {
  return listOf(
    cards.map((card) => cardName(card, words)),
    words.locale,
  );
}

/** The kinds of place the messages know: the start, the boat, the finish, a square. */
export type PlaceKind = 'prison' | 'wreck' | 'boat' | 'den' | 'square' | 'number';

/** Where pirates start: the prison, or the half-sunk boat of the jungle game. */
export function startKind(story: Story): PlaceKind {
  return story === 'jungle' ? 'wreck' : 'prison';
}

/** Where pirates go: the boat of the escape, or the pirates' den. */
export function finishKind(story: Story): PlaceKind {
  return story === 'escape' ? 'boat' : 'den';
}

/** A place as message arguments: `{place}` (its kind), `{square}` and `{symbol}`. */
function placeArgs(place: Place, words: PlaceWords): { place: PlaceKind; square: number; symbol: string } {
  const story = words.view.options.story;
  if (place === 'start') return { place: startKind(story), square: 0, symbol: '' };
  if (place === 'finish') return { place: finishKind(story), square: 0, symbol: '' };
  if (place === 'boat') return { place: 'boat', square: 0, symbol: '' };
  const symbol = words.view.squares[place - 1]?.symbol;
  return symbol
    ? { place: 'square', square: place, symbol: symbolName(symbol, words) }
    : { place: 'number', square: place, symbol: '' };
}

/** "the prison", "square 4 (rum)". */
export function placeName(place: Place, words: PlaceWords): string {
  return words.t('places.name', placeArgs(place, words));
}

/** "from the prison", "dalla prigione", "depuis la prison". */
export function placeFrom(place: Place, words: PlaceWords): string {
  return words.t('places.from', placeArgs(place, words));
}

/** "to square 4 (rum)", "alla casella 4 (rum)", "jusqu’à la case 4 (rhum)". */
export function placeTo(place: Place, words: PlaceWords): string {
  return words.t('places.to', placeArgs(place, words));
}

/** "in the prison", "aboard the boat". */
export function placeAt(place: Place, words: PlaceWords): string {
  return words.t('places.at', placeArgs(place, words));
}

/** A start or finish tile's title on the board ("Prison", "Pirates’ den"). */
export function placeTitle(place: Place, words: PlaceWords): string {
  return words.t('places.title', placeArgs(place, words));
}

function colourOf(seat: number, words: Words): string {
  return words.view.seats[seat]?.colour ?? '';
}

/** An action as a button says it, from the acting seat's side. */
export function describeAction(action: CartagenaAction, words: Words): string {
  const { t } = words;
  switch (action.type) {
    case 'playCard':
      return t('actions.playCard', {
        card: cardName(action.card, words),
        from: placeFrom(action.from, words),
      });
    case 'playParrots':
      return t('actions.playParrots', {
        dark: action.cards.filter((card) => card.dark).length,
        as: symbolName(action.as, words),
        from: placeFrom(action.from, words),
      });
    case 'playHook':
      return t('actions.playHook', {
        hook: cardName(action.hook, words),
        card: cardName(action.card, words),
        from: placeFrom(action.from, words),
      });
    case 'usePistol':
      return t('actions.usePistol', {
        card: cardName(action.card, words),
        ...person(action.target, words, 'target'),
      });
    case 'useRum':
      return t('actions.useRum', { card: cardName(action.card, words) });
    case 'useLantern':
      return t('actions.useLantern', { card: cardName(action.card, words) });
    case 'openChest':
      return t('actions.openChest', { square: action.at, card: cardName(action.card, words) });
    case 'takeCard':
      return t('actions.takeCard', { card: cardName(action.card, words) });
    case 'giveCard':
      return t('actions.giveCard', { card: cardName(action.card, words), ...person(action.to, words, 'to') });
    case 'keepCard':
      return t('actions.keepCard', { card: cardName(action.card, words) });
    case 'returnCard':
      return t('actions.returnCard', { card: cardName(action.card, words) });
    case 'moveBack':
      return t('actions.moveBack', { from: placeFrom(action.from, words) });
    case 'pushPirate':
      return t('actions.pushPirate', {
        ...person(action.seat, words, 'owner'),
        colour: colourOf(action.seat, words),
        from: placeFrom(action.from, words),
      });
    case 'moveBoat':
      return t('actions.moveBoat');
    case 'discard':
      return t('actions.discard', { card: cardName(action.card, words) });
    case 'skipTurn':
      return t('actions.skipTurn');
    case 'endTurn':
      return t('actions.endTurn');
    case 'pass':
      return t('actions.pass');
  }
}

/** "a yellow pirate", "2 yellow pirates", in the reader's language. */
function piratesText(seat: number, count: number, words: Words): string {
  return words.t('pirates', { count, colour: colourOf(seat, words) });
}

/** Who owes Filibuster discards and how many: "anne (2) and you (1)". */
export function owingText(owed: readonly (readonly [seat: number, count: number])[], words: Words): string {
  const { t } = words;
  return listOf(
    owed.map(([seat, count]) => t('events.owing', { ...person(seat, words, 'ower'), count })),
    words.locale,
  );
}

/** A logged event in words, as the viewer may see it; null for bookkeeping not worth a line. */
export function describeEvent(body: CartagenaEventBody, words: Words): string | null {
  const { t } = words;
  switch (body.type) {
    case 'turnStarted':
      return t('events.turnStarted', {
        ...person(body.seat, words, 'actor'),
        captain: body.captain ? 'yes' : 'no',
      });
    case 'turnEnded':
      return body.skipped ? t('events.turnSkipped', person(body.seat, words, 'actor')) : null;
    case 'cardPlayed': {
      const actor = person(body.seat, words, 'actor');
      if (body.power === 'parrots' && body.as !== null)
        return t('events.cardPlayed.parrots', { ...actor, as: symbolName(body.as, words) });
      if (body.power === 'hook')
        return t('events.cardPlayed.hook', { ...actor, card: cardsName(body.cards.slice(1), words) });
      if (
        body.power === 'pistol' ||
        body.power === 'rum' ||
        body.power === 'lantern' ||
        body.power === 'chest'
      )
        return t('events.cardPlayed.power', { ...actor, card: cardsName(body.cards, words) });
      return t('events.cardPlayed.card', { ...actor, card: cardsName(body.cards, words) });
    }
    case 'pirateMoved': {
      const args = {
        ...person(body.by, words, 'by'),
        pirates: piratesText(body.seat, body.count, words),
        from: placeFrom(body.from, words),
        to: placeTo(body.to, words),
      };
      switch (body.reason) {
        case 'moveBack':
          return t('events.pirateMoved.moveBack', args);
        case 'push':
          return t('events.pirateMoved.push', args);
        case 'snake':
          return t('events.pirateMoved.snake', args);
        default:
          return t('events.pirateMoved.advance', args);
      }
    }
    case 'cardsDrawn':
      return t('events.cardsDrawn', { ...person(body.seat, words, 'actor'), count: body.count });
    case 'cardsSeen': {
      const args = {
        ...person(body.seat, words, 'actor'),
        ...person(body.from ?? -1, words, 'from'),
        cards: cardsName(body.cards, words),
        empty: body.cards.length === 0 ? 'yes' : 'no',
      };
      if (body.reason === 'drawn') return t('events.cardsSeen.drawn', args);
      if (body.from === null) return t('events.cardsSeen.other', args);
      switch (body.reason) {
        case 'given':
          return t('events.cardsSeen.given', args);
        case 'taken':
          return t('events.cardsSeen.taken', args);
        case 'stolen':
          return t('events.cardsSeen.stolen', args);
        case 'hand':
          return t('events.cardsSeen.hand', args);
      }
      return t('events.cardsSeen.other', args);
    }
    case 'cardTaken':
      return t('events.cardTaken', {
        ...person(body.seat, words, 'actor'),
        ...person(body.from, words, 'from'),
      });
    case 'cardGiven':
      return t('events.cardGiven', { ...person(body.seat, words, 'actor'), ...person(body.to, words, 'to') });
    case 'cardKept':
      return t('events.cardKept', person(body.seat, words, 'actor'));
    case 'cardReturned':
      return t('events.cardReturned', person(body.seat, words, 'actor'));
    case 'drawPileReshuffled':
      return t('events.drawPileReshuffled', { size: body.size });
    case 'boatMoved':
      return t('events.boatMoved', {
        ...person(body.seat, words, 'actor'),
        shore: body.to,
        free: body.free ? 'yes' : 'no',
      });
    case 'chestOpened':
      return t('events.chestOpened', {
        ...person(body.seat, words, 'actor'),
        square: body.square,
        found: body.snake ? 'snake' : body.treasure > 0 ? 'cards' : 'empty',
        treasure: body.treasure,
      });
    case 'chestsShuffled':
      return t('events.chestsShuffled');
    case 'discardsRequired': {
      const owed = body.owed.flatMap((count, seat) => (count > 0 ? [[seat, count] as const] : []));
      return owed.length > 0 ? t('events.discardsRequired', { owing: owingText(owed, words) }) : null;
    }
    case 'cardDiscarded':
      return t('events.cardDiscarded', {
        ...person(body.seat, words, 'actor'),
        card: cardName(body.card, words),
      });
    case 'gameWon':
      return t('events.gameWon', person(body.seat, words, 'actor'));
  }
  // An event this app does not know (the log is JSON from the API): no line.
  return null;
}

/** The log in words, line by line: what the table's log and the replay's move list both show. */
export function logInWords(log: readonly LogEntry<CartagenaEventBody>[], words: Words): LogLine[] {
  return logLines(log, (event) => describeEvent(event, words));
}
