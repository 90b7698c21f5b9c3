import {
  tortuga,
  type TortugaAction,
  type TortugaEventBody,
  type TortugaState,
  type TortugaView,
} from '@brethren/engine/tortuga';
import type { Locale } from '@/i18n/locales';
import { testTranslator } from '@/testing/intl';
import {
  byType,
  logFor,
  positions as played,
  type Position as PlayedPosition,
} from '../../shared/testing/played';
import type { Words } from '../describe';

/** Real Tortuga positions for the table's tests, with the log as each viewer receives it. */
export const NAMES = ['anne', 'bob', 'cleo', 'dirk', 'Bot (heuristic)', 'finn', 'greta', 'hook', 'ines'];

export type Position = PlayedPosition<TortugaState, TortugaAction, TortugaEventBody>;

/** Every position of a game of random moves (a kind of action first), for each seat that may act. */
export function positions(players: number, seed: string, options: Record<string, unknown> = {}): Position[] {
  return played(
    tortuga,
    { players, seed, options },
    { choices: `${seed}-positions`, choose: byType, everySeat: true },
  ).positions;
}

/** A whole game of random moves (a kind of action first), with its log. */
export function wholeGame(players: number, seed: string, options: Record<string, unknown> = {}) {
  return played(tortuga, { players, seed, options }, { choices: seed, choose: byType }).played;
}

const translators = new Map<Locale, Words['t']>();
function translator(locale: Locale): Words['t'] {
  const found = translators.get(locale) ?? testTranslator('tortuga', locale);
  translators.set(locale, found);
  return found;
}

/** What the describe functions need, for one viewer of a view, in a language (English unless told). */
export function wordsFor(
  view: TortugaView,
  viewer: number | null,
  { players = NAMES.length, locale = 'en' }: { players?: number; locale?: Locale } = {},
): Words {
  return { view, names: NAMES.slice(0, players), viewer, t: translator(locale), locale };
}

/** Everything the table needs for one viewer. */
export function tableProps(
  { state, entries }: Pick<Position, 'state' | 'entries'>,
  viewer: number | null,
  players = state.players,
) {
  const seats = tortuga.activeSeats(state);
  return {
    view: tortuga.view(state, viewer),
    names: NAMES.slice(0, players),
    viewerSeat: viewer,
    legalActions: viewer !== null && seats.includes(viewer) ? tortuga.legalActions(state, viewer) : [],
    activeSeats: seats,
    log: logFor(entries, viewer),
    live: tortuga.result(state) === null,
    busy: false,
  };
}

/** Option sets that, between them, bring every kind of action into play. */
export const OPTION_SETS: readonly { players: number; options: Record<string, unknown> }[] = [
  { players: 2, options: {} },
  { players: 4, options: { starCardCount: 8, allowFacadeCabinFeverSmallGames: true } },
  { players: 5, options: { ruleset: 'IT-1e', starCardCount: 6 } },
  { players: 6, options: { ruleset: 'IT-1e', brainBurner: true, openLoyalty: 'partial' } },
  { players: 9, options: { starCardCount: 8, openLoyalty: 'all', timer: true } },
];
