'use client';

import type { GameId } from '@brethren/engine/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ErrorNote } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiMutation } from '@/lib/api/queries';
import { CreateMatchMutation, StartMatchMutation } from '@/matches/documents';
import { BOT_LEVEL, GAME_FACTS, LEARN_GAMES, rulesHref } from './content';
import { GameEmblem } from './GameEmblem';
import { GameFactsLine } from './GameFactsLine';

/**
 * The four games at the top of the lobby: picture, pitch, players and length, and the ways in —
 * how to play, a table against bots at once, a table for friends. Signed out, the way in is signing
 * up; signed in, the cards are compact so the player's tables stay near the top.
 */
export function GameShowcase() {
  const api = useApi();
  const t = useTranslations('learn.showcase');
  const tl = useTranslations('learn');
  const tc = useTranslations('common');
  const router = useRouter();
  const start = useApiMutation(StartMatchMutation, {
    onSuccess: ({ startMatch }) => router.push(`/matches/${startMatch.id}`),
  });
  const create = useApiMutation(CreateMatchMutation, {
    onSuccess: ({ createMatch }) => start.mutate({ matchId: createMatch.id }),
  });
  const starting = create.isPending || create.isSuccess ? (create.variables?.input.game ?? null) : null;
  const failure = start.error ?? create.error;
  const signedIn = api.handle !== null;

  const playBots = (game: GameId) => {
    start.reset();
    create.mutate({
      input: {
        game,
        seats: Array.from({ length: GAME_FACTS[game].botTable }, (_, seat) =>
          seat === 0 ? {} : { bot: BOT_LEVEL },
        ),
        visibility: 'PRIVATE',
      },
    });
  };

  return (
    <section
      className={signedIn ? 'showcase compact' : 'showcase'}
      aria-labelledby="showcase-title"
      data-testid="showcase"
    >
      <h2 id="showcase-title" className={signedIn ? 'sr-only' : undefined}>
        {t('title')}
      </h2>
      {failure && !start.isPending && !create.isPending ? (
        <ErrorNote error={failure} title={t('failed')} />
      ) : null}
      <ul className="showcase-games">
        {LEARN_GAMES.map((game) => (
          <li key={game} className="showcase-game" data-game={game}>
            <GameEmblem game={game} size={signedIn ? 64 : 96} />
            <div className="showcase-text">
              <h3>{tc(`games.${game}`)}</h3>
              <p className="showcase-pitch">{tl(`pitch.${game}`)}</p>
              <GameFactsLine game={game} />
            </div>
            <div className="showcase-actions">
              {signedIn ? (
                <>
                  <button
                    type="button"
                    className="button small"
                    disabled={starting !== null}
                    onClick={() => playBots(game)}
                    data-testid="play-bots"
                  >
                    {starting === game ? t('starting') : t('playBots')}
                  </button>
                  <Link className="button small secondary" href={`/?new=${game}#new-table`}>
                    {t('openTable')}
                  </Link>
                </>
              ) : (
                <Link className="button small" href="/signup">
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
      {signedIn ? null : (
        <p className="showcase-more">
          <Link href="/games">{t('allRules')}</Link>
        </p>
      )}
    </section>
  );
}
