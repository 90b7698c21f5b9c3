'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, type ComponentType } from 'react';
import { lazyByGame } from '@/games/lazyByGame';
import { GAME_NAMESPACES, type GameNamespace, isWebGame } from '@/games/ids';
import { GAME_LOG_WORDS } from '@/games/registry';
import { MoveList, type MoveListProps } from '@/games/shared/MoveList';
import type { LogInWords } from '@/games/web-game';

/** A game's move list: its log in the words its table tells it with, in the reader's language. */
function moveListOf(namespace: GameNamespace, logInWords: LogInWords): ComponentType<MoveListProps<unknown>> {
  return function GameLogMoveList({ view, names, log, ...rest }: MoveListProps<unknown>) {
    const t = useTranslations(namespace);
    const locale = useLocale();
    const lines = useMemo(
      () => logInWords(log as never, { view, names, viewer: null, t, locale } as never),
      [view, names, log, t, locale],
    );
    return <MoveList names={names} log={log} lines={lines} {...rest} />;
  };
}

/**
 * Each game's move list, loaded on demand as its table is (see matches/GameTable): a replay loads
 * the words of its own game only.
 */
const MOVE_LISTS = lazyByGame((game) =>
  GAME_LOG_WORDS[game]().then((logInWords) => moveListOf(GAME_NAMESPACES[game], logInWords)),
);

/** The move list of a replay's game, or nothing for a game this app does not draw. */
export function GameMoveList({ game, ...props }: { game: string } & MoveListProps<unknown>) {
  if (!isWebGame(game)) return null;
  const List = MOVE_LISTS[game];
  return <List {...props} />;
}
