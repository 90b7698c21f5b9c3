import type { Messages } from 'next-intl';
import type { Translator } from '@/i18n/translator';
import type { SeatInfo } from '@/lib/api/types';

/** What naming a seat needs: its number, and who sits there (or sat, for a deleted account). */
type NamedSeat = Pick<SeatInfo, 'seat' | 'player' | 'bot'> & Partial<Pick<SeatInfo, 'accountDeleted'>>;

type GameKey = keyof Messages['common']['games'];
type BotKey = keyof Messages['common']['bots'];

/**
 * A game's name in the reader's language (`common.games.<id>`); the API's name for a game the
 * catalogue does not know yet.
 */
export function gameName(
  game: { readonly id: string; readonly name: string },
  t: Translator<'common'>,
): string {
  // Checked with `has`: an id the catalogue lacks keeps the API's name.
  const id = game.id as GameKey;
  return t.has(`games.${id}`) ? t(`games.${id}`) : game.name;
}

/** A bot level's name ("heuristic", "euristico"); the level itself for one the catalogue lacks. */
export function botLevelName(level: string, t: Translator<'common'>): string {
  const key = level as BotKey;
  return t.has(`bots.${key}.name`) ? t(`bots.${key}.name`) : level;
}

/**
 * How a bot level plays, in the reader's language; the API's (English) description for a level
 * the catalogue lacks.
 */
export function botLevelDescription(
  bot: { readonly level: string; readonly description: string },
  t: Translator<'common'>,
): string {
  const key = bot.level as BotKey;
  return t.has(`bots.${key}.description`) ? t(`bots.${key}.description`) : bot.description;
}

/**
 * How a seat is named on screen: the player's handle, a player whose account is gone, the bot's
 * level, or an open seat. Bots of the same level at one table (`seats`) also carry their seat
 * number, so a log can tell them apart.
 */
export function seatName(
  seat: NamedSeat,
  t: Translator<'common'>,
  seats: readonly NamedSeat[] = [seat],
): string {
  if (seat.player) return seat.player.handle;
  if (seat.accountDeleted) return t('seat.deleted');
  if (seat.bot) {
    const level = botLevelName(seat.bot, t);
    const twins = seats.filter((other) => !other.player && other.bot === seat.bot).length;
    return twins > 1 ? t('seat.botNumbered', { number: seat.seat + 1, level }) : t('seat.bot', { level });
  }
  return t('seat.open');
}

export function seatNames(seats: readonly SeatInfo[], t: Translator<'common'>): string[] {
  return [...seats].sort((a, b) => a.seat - b.seat).map((seat) => seatName(seat, t, seats));
}

/** A place in a ranking: "1st", "1º", "1er". */
export function ordinal(place: number, t: Translator<'common'>): string {
  return t('ordinal', { place });
}
