import type { GameId } from '@brethren/engine/core';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { optionText, useOptionMessages } from '@/games/shared/optionText';
import type { GameOption } from '@/lib/api/types';

/** What naming an option needs: its key, and the API's description of it. */
type NamedOption = Pick<GameOption, 'name' | 'description'>;

/**
 * The one place a game option's words come from — its label, its help and its choices — for the
 * table form and the options shown at an open table: the game's catalogue
 * (`<game>.options.<name>.{label,help,choices.<value>}`), else, for a game this app does not know,
 * the API's own (English) words.
 */
export interface OptionWords {
  /** The game whose options these are. */
  readonly game: string;
  label(option: Pick<NamedOption, 'name'>): string;
  help(option: NamedOption): string;
  choice(option: Pick<NamedOption, 'name'>, value: string): string;
  /** A value as set: a choice by its words, on/off, a number in the reader's way, JSON as it is. */
  value(option: Pick<NamedOption, 'name'>, value: unknown): string;
}

export function useOptionWords(game: string): OptionWords {
  const t = useTranslations('lobby.options');
  const catalogues = useOptionMessages();
  return useMemo(() => {
    const messages = Object.hasOwn(catalogues, game) ? catalogues[game as GameId] : null;
    const words: OptionWords = {
      game,
      label: (option) => (messages ? optionText(messages, option.name).label : option.name),
      help: (option) => (messages ? optionText(messages, option.name).help : option.description),
      choice: (option, value) => (messages ? optionText(messages, option.name).choice(value) : value),
      value: (option, value) => {
        if (value === null || value === undefined) return t('none');
        if (typeof value === 'boolean') return value ? t('on') : t('off');
        if (typeof value === 'string') return words.choice(option, value);
        return typeof value === 'object' ? JSON.stringify(value) : String(value);
      },
    };
    return words;
  }, [t, game, catalogues]);
}

/** The group an option is shown in on the form: the everyday ones, and the advanced ones folded away. */
export function optionGroup(option: Pick<GameOption, 'group'>): 'basic' | 'advanced' {
  return option.group === 'advanced' ? 'advanced' : 'basic';
}
