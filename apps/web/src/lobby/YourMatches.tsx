'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { gameName } from '@/matches/names';
import { MY_GAMES_HREF } from '@/turn-based/href';
import { orderMyGames } from '@/turn-based/myGames';
import { useMyGames } from '@/turn-based/useMyGames';

/**
 * The signed-in player's matches under way, those waiting for them first and marked "your turn",
 * with a link to all their games. The same list as the header's count (`myGames`), kept current
 * by the header's feed.
 */
export function YourMatches() {
  const t = useTranslations('lobby.yours');
  const tc = useTranslations('common');
  const games = useMyGames();
  const matches = orderMyGames(games.data?.myGames ?? []).filter((game) => game.match.status === 'ACTIVE');
  if (matches.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="yours-title" data-testid="your-matches">
      <h2 id="yours-title">{t('title')}</h2>
      <ul className="match-list">
        {matches.map(({ match, yourTurn }) => (
          <li key={match.id} className="match-item" data-testid="your-match" data-waiting={yourTurn}>
            <div>
              <strong>{gameName(match.game, tc)}</strong>{' '}
              {yourTurn ? <span className="badge your-turn-badge">{t('yourTurn')}</span> : null}
            </div>
            <Link className="button small" href={`/matches/${match.id}`}>
              {yourTurn ? t('play') : t('open')}
            </Link>
          </li>
        ))}
      </ul>
      <p className="small">
        <Link href={MY_GAMES_HREF}>{t('all')}</Link>
      </p>
    </section>
  );
}
