'use client';

import type { GameId } from '@brethren/engine/core';
import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { ErrorNote } from '@/components/Status';
import { GAME_IDS } from '@/games/ids';
import { useApi } from '@/lib/api/ApiProvider';
import { rulesHref } from './content';
import { GameFactsLine } from './GameFactsLine';
import { useBotTable } from './useBotTable';
import './learn.css';

/** Each game's emblem, drawn by the server page (learn/GameEmblem); compact, the CSS shrinks it. */
export type GameEmblems = Readonly<Record<GameId, ReactNode>>;

/**
 * The four games at the top of the lobby: picture, pitch, players and length, and the ways in —
 * how to play, a table against bots at once (signed out, as a guest), a table for friends (signed
 * in) or signing up; signed in, the cards are compact so the player's tables stay near the top.
 */
export function GameShowcase({ emblems }: { emblems: GameEmblems }) {
  const api = useApi();
  const t = useTranslations('learn.showcase');
  const tl = useTranslations('learn');
  const tc = useTranslations('common');
  const { play, starting, failure } = useBotTable();
  const [watchable, setWatchable] = useState(true);
  const watchId = useId();
  const signedIn = api.handle !== null;

  return (
    <section
      className={signedIn ? 'showcase compact' : 'showcase'}
      aria-labelledby="showcase-title"
      data-testid="showcase"
    >
      <h2 id="showcase-title" className={signedIn ? 'sr-only' : undefined}>
        {t('title')}
      </h2>
      {failure ? <ErrorNote error={failure} title={t('failed')} /> : null}
      <ul className="showcase-games">
        {GAME_IDS.map((game) => (
          <li key={game} className="showcase-game" data-game={game}>
            {emblems[game]}
            <div className="showcase-text">
              <h3>{tc(`games.${game}`)}</h3>
              <p className="showcase-pitch">{tl(`pitch.${game}`)}</p>
              <GameFactsLine game={game} />
            </div>
            <div className="showcase-actions">
              <button
                type="button"
                className="button small"
                disabled={starting !== null}
                onClick={() => play({ game, watchable })}
                data-testid="play-bots"
              >
                {starting === game ? t('starting') : t('playBots')}
              </button>
              {signedIn ? (
                <Link className="button small secondary" href={`/?new=${game}#new-table`}>
                  {t('openTable')}
                </Link>
              ) : (
                <Link className="button small secondary" href="/signup">
                  {t('signUp')}
                </Link>
              )}
              <Link className="showcase-rules" href={rulesHref(game)}>
                {t('howToPlay')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <p className="field checkbox showcase-watchable">
        <input
          id={watchId}
          type="checkbox"
          checked={watchable}
          onChange={(event) => setWatchable(event.target.checked)}
          data-testid="bots-watchable"
        />
        <label htmlFor={watchId}>{t('watchable')}</label>
      </p>
      {signedIn ? null : (
        <p className="showcase-more">
          <Link href="/games">{t('allRules')}</Link>
        </p>
      )}
    </section>
  );
}
