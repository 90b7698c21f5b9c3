import type { GameId } from '@brethren/engine/core';
import { gameMeta } from '@brethren/engine/meta';
import { useTranslations } from 'next-intl';
import { GAME_DATA } from '@/games/registry';
import './learn.css';

/** "2–5 players · 30–45 min": who can play (as its engine says) and for how long. */
export function GameFactsLine({ game }: { game: GameId }) {
  const t = useTranslations('learn.facts');
  const { minPlayers, maxPlayers } = gameMeta[game];
  const [fewest, most] = GAME_DATA[game].minutes;
  return (
    <p className="game-facts">
      <span>{t('players', { min: minPlayers, max: maxPlayers })}</span>
      <span aria-hidden="true"> · </span>
      <span>{t('minutes', { min: fewest, max: most })}</span>
    </p>
  );
}
