'use client';

import { useId, useState } from 'react';
import type { GameInfo, GameOption } from '@/lib/api/types';
import { OptionField } from './CreateTable';
import { optionGroup, useOptionWords } from './optionWords';
import {
  InvalidJsonOption,
  defaultValues,
  fitSeats,
  optionApplies,
  optionsToSend,
  type OptionValues,
} from './optionValues';

/**
 * What the forms that open a table share (the lobby's and a challenge's): the game chosen, how many
 * play, its options with their defaults — only those that apply, basic and advanced apart — and
 * the options read for sending, or which one is not valid JSON.
 */
export function useTableSetup(games: readonly GameInfo[], initialGameId: string) {
  const formId = useId();
  const [gameId, setGameId] = useState(initialGameId);
  const game = games.find((candidate) => candidate.id === gameId);
  const words = useOptionWords(gameId);
  const [players, setPlayers] = useState(() => Math.max(2, game?.minPlayers ?? 2));
  const [values, setValues] = useState<OptionValues>(() => defaultValues(game?.options ?? []));
  const [invalid, setInvalid] = useState<string | null>(null);

  const chooseGame = (id: string) => {
    const next = games.find((candidate) => candidate.id === id);
    setGameId(id);
    setInvalid(null);
    if (next) {
      setPlayers((count) => Math.min(next.maxPlayers, Math.max(next.minPlayers, count)));
      setValues(defaultValues(next.options));
    }
  };

  /** A new player count: a seat option naming a seat the table no longer has goes back to its default. */
  const choosePlayers = (count: number) => {
    setPlayers(count);
    if (game) setValues((current) => fitSeats(game.options, current, count));
  };

  /** The options to send, or null once the one that is not valid JSON is marked `invalid`. */
  const readOptions = (): Record<string, unknown> | null => {
    if (!game) return null;
    setInvalid(null);
    try {
      return optionsToSend(game.options, values, players);
    } catch (failure) {
      if (!(failure instanceof InvalidJsonOption)) throw failure;
      setInvalid(failure.option);
      return null;
    }
  };

  const field = (option: GameOption) => (
    <OptionField
      key={option.name}
      option={option}
      words={words}
      id={`${formId}-${option.name}`}
      value={values[option.name]}
      players={players}
      onChange={(value) => setValues((current) => ({ ...current, [option.name]: value }))}
    />
  );
  // Only the options that apply to the setup chosen: the seats, and the other options' values.
  const applying = game?.options.filter((option) => optionApplies(option, players, values)) ?? [];

  return {
    formId,
    gameId,
    game,
    words,
    players,
    choosePlayers,
    invalid,
    chooseGame,
    readOptions,
    field,
    basic: applying.filter((option) => optionGroup(option) === 'basic'),
    advanced: applying.filter((option) => optionGroup(option) === 'advanced'),
  };
}
