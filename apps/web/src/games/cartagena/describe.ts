import type { CartagenaAction, CartagenaView, Card, Place } from '@brethren/engine';

/** What words need to talk about a table: the view and each seat's name. */
export interface Words {
  readonly view: Pick<CartagenaView, 'options' | 'squares' | 'pathLength' | 'seats'>;
  /** Display names by seat ("anne", "Bot (heuristic)"). */
  readonly names: readonly string[];
  /** The seat reading, or null for a spectator. */
  readonly viewer: number | null;
}

export function cardName(card: Card): string {
  return `${card.dark ? 'dark ' : ''}${card.symbol}`;
}

function cardsName(cards: readonly Card[]): string {
  return cards.map(cardName).join(', ');
}

export function startName(story: string): string {
  return story === 'jungle' ? 'the half-sunk boat' : 'the prison';
}

export function finishName(story: string): string {
  return story === 'escape' ? 'the boat' : 'the den';
}

export function placeName(place: Place, words: Pick<Words, 'view'>): string {
  const story = words.view.options.story;
  if (place === 'start') return startName(story);
  if (place === 'finish') return finishName(story);
  if (place === 'boat') return 'the boat';
  const symbol = words.view.squares[place - 1]?.symbol;
  return symbol ? `square ${place} (${symbol})` : `square ${place}`;
}

/** "You" for the viewer, else the seat's name. */
export function who(seat: number, words: Words): string {
  if (seat === words.viewer) return 'You';
  return words.names[seat] ?? `Seat ${seat + 1}`;
}

function whom(seat: number, words: Words): string {
  return seat === words.viewer ? 'you' : (words.names[seat] ?? `seat ${seat + 1}`);
}

function possessive(seat: number, words: Words): string {
  return seat === words.viewer ? 'your' : `${words.names[seat] ?? `seat ${seat + 1}`}’s`;
}

function colourOf(seat: number, words: Words): string {
  return words.view.seats[seat]?.colour ?? '';
}

/** An action as a button says it, from the acting seat's side. */
export function describeAction(action: CartagenaAction, words: Words): string {
  switch (action.type) {
    case 'playCard':
      return `Play ${cardName(action.card)}: move your pirate from ${placeName(action.from, words)}`;
    case 'playParrots':
      return `Play ${cardsName(action.cards)} as ${action.as}: move your pirate from ${placeName(action.from, words)}`;
    case 'playHook':
      return `Play ${cardName(action.hook)} with ${cardName(action.card)}: move two pirates from ${placeName(action.from, words)}`;
    case 'usePistol':
      return `Use the ${cardName(action.card)}: look at ${whom(action.target, words)}’s hand and take a card`;
    case 'useRum':
      return `Use the ${cardName(action.card)}: draw, keep two, give one to each other player`;
    case 'useLantern':
      return `Use the ${cardName(action.card)}: draw four, keep one, put the rest back on top`;
    case 'openChest':
      return `Open the chest on square ${action.at} with ${cardName(action.card)}`;
    case 'takeCard':
      return `Take the ${cardName(action.card)}`;
    case 'giveCard':
      return `Give the ${cardName(action.card)} to ${whom(action.to, words)}`;
    case 'keepCard':
      return `Keep the ${cardName(action.card)}`;
    case 'returnCard':
      return `Put the ${cardName(action.card)} back on top`;
    case 'moveBack':
      return `Move back your pirate from ${placeName(action.from, words)} (draw 1–2)`;
    case 'pushPirate':
      return `Push ${possessive(action.seat, words)} ${colourOf(action.seat, words)} pirate from ${placeName(action.from, words)} (draw 1–2)`;
    case 'moveBoat':
      return 'Sail the boat to the other shore';
    case 'discard':
      return `Discard ${cardName(action.card)}`;
    case 'skipTurn':
      return 'Skip your turn and draw a card';
    case 'endTurn':
      return 'End your turn';
    case 'pass':
      return 'Pass (nothing else is possible)';
    default:
      return JSON.stringify(action);
  }
}

/** A logged event in words, as the viewer may see it; null for bookkeeping not worth a line. */
export function describeEvent(
  event: { type: string } & Record<string, unknown>,
  words: Words,
): string | null {
  const seat = typeof event['seat'] === 'number' ? event['seat'] : -1;
  const actor = who(seat, words);
  switch (event.type) {
    case 'turnStarted':
      return seat === words.viewer
        ? `Your turn${event['captain'] ? ' — you are the Captain' : ''}.`
        : `${actor}’s turn${event['captain'] ? ' (Captain)' : ''}.`;
    case 'turnEnded':
      return event['skipped'] ? `${actor} skipped the turn.` : null;
    case 'cardPlayed': {
      const cards = (event['cards'] as Card[] | undefined) ?? [];
      const power = event['power'] as string | null;
      const as = event['as'] as string | null;
      const played = cardsName(cards);
      if (power === 'parrots') return `${actor} played two parrots as ${as ?? 'a symbol'}.`;
      if (power === 'hook') return `${actor} played a hook with ${cardsName(cards.slice(1))}.`;
      if (power) return `${actor} used the ${power}’s power (${played}).`;
      return `${actor} played ${played}.`;
    }
    case 'pirateMoved': {
      const by = typeof event['by'] === 'number' ? event['by'] : seat;
      const count = Number(event['count'] ?? 1);
      const from = placeName(event['from'] as Place, words);
      const to = placeName(event['to'] as Place, words);
      const pirates =
        count > 1 ? `${count} ${colourOf(seat, words)} pirates` : `a ${colourOf(seat, words)} pirate`;
      switch (event['reason']) {
        case 'moveBack':
          return `${who(by, words)} moved ${pirates} back from ${from} to ${to}.`;
        case 'push':
          return `${who(by, words)} pushed ${pirates} from ${from} to ${to}.`;
        case 'snake':
          return `A snake! ${pirates[0]?.toUpperCase()}${pirates.slice(1)} fled from ${from} to ${to}.`;
        default:
          return `${who(by, words)} moved ${pirates} from ${from} to ${to}.`;
      }
    }
    case 'cardsDrawn': {
      const count = Number(event['count'] ?? 0);
      return `${actor} drew ${count} card${count === 1 ? '' : 's'}.`;
    }
    case 'cardsSeen': {
      const cards = cardsName((event['cards'] as Card[] | undefined) ?? []);
      const from = typeof event['from'] === 'number' ? whom(event['from'], words) : null;
      switch (event['reason']) {
        case 'drawn':
          return `${actor} drew ${cards}.`;
        case 'given':
          return `${actor} got ${cards}${from ? ` from ${from}` : ''}.`;
        case 'taken':
          return `${actor} took ${cards}${from ? ` from ${from}` : ''}.`;
        case 'stolen':
          return `${from ?? 'Someone'} took your ${cards}.`;
        case 'hand':
          return `${actor} saw ${from ? `${from}’s` : 'a'} hand: ${cards || 'empty'}.`;
        default:
          return `${actor} saw ${cards}.`;
      }
    }
    case 'cardTaken':
      return `${actor} took a card from ${whom(Number(event['from']), words)}.`;
    case 'cardGiven':
      return `${actor} gave a card to ${whom(Number(event['to']), words)}.`;
    case 'cardKept':
      return `${actor} kept a card.`;
    case 'cardReturned':
      return `${actor} put a card back on the draw pile.`;
    case 'drawPileReshuffled':
      return `The discard pile was shuffled into a new draw pile (${String(event['size'])} cards).`;
    case 'boatMoved':
      return `${actor} sailed the boat to ${event['to'] === 'tortuga' ? 'Tortuga' : 'Cartagena'}${event['free'] ? ' (the Captain’s free move)' : ''}.`;
    case 'chestOpened': {
      const square = String(event['square']);
      if (event['snake']) return `${actor} opened the chest on square ${square}: a snake!`;
      const treasure = Number(event['treasure'] ?? 0);
      return treasure > 0
        ? `${actor} opened the chest on square ${square}: ${treasure} card${treasure === 1 ? '' : 's'}.`
        : `${actor} opened the chest on square ${square}: empty.`;
    }
    case 'chestsShuffled':
      return 'The chest tiles were shuffled and laid again.';
    case 'discardsRequired': {
      const owed = (event['owed'] as number[] | undefined) ?? [];
      const owing = owed
        .map((count, owner) => (count > 0 ? `${who(owner, words)} ${count}` : null))
        .filter((part): part is string => part !== null);
      return owing.length > 0 ? `Filibuster! Discards owed: ${owing.join(', ')}.` : null;
    }
    case 'cardDiscarded':
      return `${actor} discarded ${cardName(event['card'] as Card)}.`;
    case 'gameWon':
      return seat === words.viewer ? 'You won!' : `${actor} won!`;
    default:
      return null;
  }
}
