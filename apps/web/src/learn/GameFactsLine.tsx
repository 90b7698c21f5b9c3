import type { GameId } from '@brethren/engine/core';
import { useTranslations } from 'next-intl';
import { GAME_FACTS } from './content';

/** "2–5 players · 30–45 min": who can play and for how long. */
export function GameFactsLine({ game }: { game: GameId }) {
  const t = useTranslations('learn.facts');
  const facts = GAME_FACTS[game];
  return (
    <p className="game-facts">
      <span>{t('players', { min: facts.minPlayers, max: facts.maxPlayers })}</span>
      <span aria-hidden="true"> · </span>
      <span>{t('minutes', { min: facts.minutes[0], max: facts.minutes[1] })}</span>
    </p>
  );
}
