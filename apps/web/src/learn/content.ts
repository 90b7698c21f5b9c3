/** The bot level "Play a bot now" seats: the sensible one every game ships. */
export const BOT_LEVEL = 'heuristic';

/** The section every rules page ends its play with, which the end of a match links to. */
export const SCORING_SECTION = 'scoring';
export const OPTIONS_SECTION = 'options';
export const FIRST_TURN_SECTION = 'first-turn';

/** The anchor of an option's paragraph on its game's rules page. */
export function optionAnchor(option: string): string {
  return `option-${option}`;
}

/** A game's rules page, optionally at a section or an option's paragraph. */
export function rulesHref(game: string, anchor?: string): string {
  return `/games/${game}${anchor ? `#${anchor}` : ''}`;
}
