import type { GameId } from '@brethren/engine/core';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { GAME_IDS, GAME_NAMESPACES } from '../ids';

/** What a person reads of one option: its label, a sentence of help, and each choice's name. */
export interface OptionText {
  readonly label: string;
  readonly help: string;
  /** A choice option's value in words. */
  readonly choice: (value: string) => string;
}

/**
 * A game's `options` messages, read by the option's name. Which names and choices exist is the
 * engine's declaration, not the code's: the catalogue check holds every declared option, label,
 * help and choice against the catalogues (src/i18n/catalogues.test.ts).
 */
export interface OptionMessages {
  (key: string): string;
  has(key: string): boolean;
}

/** One option in the reader's language (`<game>.options.<name>.label|help|choices.<value>`). */
export function optionText(t: OptionMessages, name: string): OptionText {
  return {
    label: t(`${name}.label`),
    help: t(`${name}.help`),
    choice: (value) => (t.has(`${name}.choices.${value}`) ? t(`${name}.choices.${value}`) : value),
  };
}

/** The option words of every game, for the lobby's table form (`<namespace>.options`, games/ids). */
export function useOptionMessages(): Readonly<Record<GameId, OptionMessages>> {
  // Typed translators accept only their own keys; option names come from the engine at run time.
  const t = useTranslations() as unknown as OptionMessages;
  return useMemo(() => {
    const forGame = (id: GameId): OptionMessages => {
      const prefix = `${GAME_NAMESPACES[id]}.options.`;
      return Object.assign((key: string) => t(prefix + key), { has: (key: string) => t.has(prefix + key) });
    };
    return Object.fromEntries(GAME_IDS.map((id) => [id, forGame(id)])) as Record<GameId, OptionMessages>;
  }, [t]);
}
