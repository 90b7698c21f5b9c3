import type { LogLine } from './shared/logLines';

/** A part of a game loaded when a page first needs it, so a page carries only its own game's code. */
export type Load<T> = () => Promise<T>;

/**
 * The light facts the web app keeps of one game beyond what its engine declares (name, player
 * counts and options come from `@brethren/engine`).
 */
export interface GameData {
  /** Length in minutes, as the boxes and rulebooks give it. */
  readonly minutes: readonly [number, number];
  /** Seats at "Play a bot now": you and the rest heuristic bots, with the default options. */
  readonly botTable: number;
  /**
   * The rules page's sections (anchors and catalogue keys under `<namespace>Rules.sections`), and
   * the engine's options in the order the page explains them (`<namespace>Rules.options.<name>`).
   */
  readonly rules: { readonly sections: readonly string[]; readonly options: readonly string[] };
}

/**
 * A game's log in words, as its table tells it, for a replay's move list: the log of the game's own
 * events, and the words: the view, the names, the viewer and the game's catalogue (`<namespace>`)
 * in the reader's language. Both are the game's own types, hence `never` here.
 */
export type LogInWords = (log: never, words: never) => LogLine[];

/**
 * One action in words, as a button of its table says it from the acting seat's side: for a review's
 * "you played X; Y was worth more". The action and the words (the view at that point, the names,
 * the viewer and the game's catalogue) are the game's own types, hence `never` here.
 */
export type ActionInWords = (action: never, words: never) => string;
