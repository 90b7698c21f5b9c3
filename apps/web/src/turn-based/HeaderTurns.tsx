'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { Bell } from './Bell';
import { MY_GAMES_HREF } from './href';
import { waitingCount } from './myGames';
import { useMyGames } from './useMyGames';
import { useTurnFeed } from './useTurnFeed';
import './turns.css';

/**
 * In the header, for a signed-in person on every page: the link to their games, which says how many
 * wait for them when any do (a short form on a phone), and the bell with their notifications. Both follow
 * the live feed; loaded apart from the pages, so a visitor who is not signed in carries none of it.
 */
export function HeaderTurns() {
  const t = useTranslations('turns.header');
  const th = useTranslations('common.header');
  const current = usePathname() === MY_GAMES_HREF ? 'page' : undefined;
  const games = useMyGames();
  const feed = useTurnFeed(games.data);
  const count = waitingCount(games.data?.myGames ?? []);
  return (
    <div className="turn-alerts" data-testid="turn-alerts" data-feed={feed}>
      {count > 0 ? (
        <Link
          href={MY_GAMES_HREF}
          className="waiting-count"
          aria-current={current}
          data-testid="waiting-count"
          data-count={count}
        >
          <span className="waiting-long">{t('waiting', { count })}</span>
          <span className="waiting-short" aria-hidden="true">
            {t('waitingShort', { count })}
          </span>
        </Link>
      ) : (
        <Link href={MY_GAMES_HREF} className="my-games-link" aria-current={current}>
          {th('yourGames')}
        </Link>
      )}
      <Bell />
    </div>
  );
}
