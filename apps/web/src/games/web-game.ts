import type { AnyGameDefinition } from '@brethren/engine/core';
import type { ComponentType } from 'react';
import type { LogEntry } from '@/lib/api/types';
import type { LogLine } from './shared/logLines';

/** A part of a game loaded when a page first needs it, so a page carries only its own game's code. */
export type Load<T> = () => Promise<T>;

/**
 * Everything the web app knows of one game beyond what its engine declares (name, player counts and
 * options come from `@brethren/engine`). Light facts sit here as data; the engine and every drawn
 * part are loaded on demand, so reading the registry costs a page almost nothing.
 */
export interface WebGame {
  /**
   * Its catalogue namespace: the table's words and its options' words (`<namespace>.options`), its
   * rules page (`<namespace>Rules`) and the note on what its score counts
   * (`match.results.scoreNote.<namespace>`).
   */
  readonly namespace: string;
  /** Length in minutes, as the boxes and rulebooks give it. */
  readonly minutes: readonly [number, number];
  /** Seats at "Play a bot now": you and the rest heuristic bots, with the default options. */
  readonly botTable: number;
  /**
   * The rules page's sections (anchors and catalogue keys under `<namespace>Rules.sections`), and
   * the engine's options in the order the page explains them (`<namespace>Rules.options.<name>`).
   */
  readonly rules: { readonly sections: readonly string[]; readonly options: readonly string[] };
  /** Its rules engine. */
  readonly engine: Load<AnyGameDefinition>;
  /**
   * Its log in words, as its table tells it, for a replay's move list: the words are the view, the
   * names, the viewer and the game's catalogue (`<namespace>`) in the reader's language.
   */
  readonly logInWords: Load<(log: readonly LogEntry[], words: never) => LogLine[]>;
  /** A small picture drawn with its table's own pieces, inside `GameEmblem`'s 96×72 frame. */
  readonly emblem: Load<ComponentType>;
}
