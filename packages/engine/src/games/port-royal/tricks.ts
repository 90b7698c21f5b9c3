import { CREW_COLOUR, CREW_VALUE, GHOST_BASE, type CrewCode } from './data.js';
import type { PortRoyalOptions } from './options.js';

/** How a led ghost is treated (option `ghostLead`). */
export type GhostLead = PortRoyalOptions['ghostLead'];

/**
 * The trick rules (S001, data sheet 2.3.4) as pure functions of the cards, shared by the engine,
 * the views and the bots.
 */

/**
 * The led colour, or -1 when there is none: the trick is empty, or a ghost was led (DECISION, option
 * `ghostLead`: 'noColour' — none for the whole trick; 'nextCard' — the first coloured card sets it).
 */
export function ledColour(cards: readonly CrewCode[], ghostLead: GhostLead): number {
  if (cards.length === 0) return -1;
  const first = CREW_COLOUR[cards[0] as CrewCode] as number;
  if (first >= 0 || ghostLead === 'noColour') return first;
  for (let i = 1; i < cards.length; i++) {
    const colour = CREW_COLOUR[cards[i] as CrewCode] as number;
    if (colour >= 0) return colour;
  }
  return -1;
}

/**
 * The cards of `hand` that may be played onto `cards` (hand order): following is not compulsory and
 * any non-trump card may always be played; a trump only by a player holding no card of the led
 * colour (when trump is led, trumps simply follow); and a player holding no card of the led colour
 * but a ghost must play a ghost.
 */
export function playableCards(
  hand: readonly CrewCode[],
  cards: readonly CrewCode[],
  trump: number,
  ghostLead: GhostLead,
): CrewCode[] {
  const led = ledColour(cards, ghostLead);
  if (led < 0) return hand.slice();
  let holdsLed = false;
  let holdsGhost = false;
  for (let i = 0; i < hand.length; i++) {
    const code = hand[i] as CrewCode;
    if (code >= GHOST_BASE) holdsGhost = true;
    else if (CREW_COLOUR[code] === led) holdsLed = true;
  }
  const out: CrewCode[] = [];
  for (let i = 0; i < hand.length; i++) {
    const code = hand[i] as CrewCode;
    if (holdsLed ? led === trump || CREW_COLOUR[code] !== trump : !holdsGhost || code >= GHOST_BASE)
      out.push(code);
  }
  return out;
}

/**
 * The colour a player marks absent with a white stone by playing `card`: the led colour when he
 * trumps a non-trump lead (he may do so only lacking it), else -1.
 */
export function absentColour(
  cards: readonly CrewCode[],
  trump: number,
  ghostLead: GhostLead,
  card: CrewCode,
): number {
  const led = ledColour(cards, ghostLead);
  return led >= 0 && led !== trump && CREW_COLOUR[card] === trump ? led : -1;
}

/**
 * The index (in play order) of the winning card. With a ghost in the trick colours are ignored,
 * trump too: the highest value wins and among equal values the card played last. Otherwise the
 * highest trump wins, else the highest card of the led colour; off-colour cards never win.
 */
export function trickWinner(cards: readonly CrewCode[], trump: number): number {
  let ghost = false;
  for (let i = 0; i < cards.length; i++) if ((cards[i] as CrewCode) >= GHOST_BASE) ghost = true;
  let best = 0;
  if (ghost) {
    for (let i = 1; i < cards.length; i++) {
      if ((CREW_VALUE[cards[i] as CrewCode] as number) >= (CREW_VALUE[cards[best] as CrewCode] as number))
        best = i;
    }
    return best;
  }
  // No ghost: the leader's card is coloured and sets the led colour.
  const led = CREW_COLOUR[cards[0] as CrewCode] as number;
  let bestRank = -1;
  for (let i = 0; i < cards.length; i++) {
    const code = cards[i] as CrewCode;
    const colour = CREW_COLOUR[code] as number;
    const value = CREW_VALUE[code] as number;
    const rank = colour === trump ? 100 + value : colour === led ? value : -1;
    if (rank > bestRank) {
      bestRank = rank;
      best = i;
    }
  }
  return best;
}
