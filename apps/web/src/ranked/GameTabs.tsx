import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { gameName } from '@/matches/names';

/** Links to the same page for each game (ladders, statistics), the current one marked. */
export function GameTabs({
  games,
  current,
  base,
  label,
}: {
  games: readonly { id: string; name: string }[];
  current: string;
  base: '/ladder' | '/stats';
  label: string;
}) {
  const tc = useTranslations('common');
  return (
    <nav className="game-tabs" aria-label={label}>
      <ul>
        {games.map((game) => (
          <li key={game.id}>
            <Link
              href={`${base}/${game.id}`}
              aria-current={game.id === current ? 'page' : undefined}
              data-testid={`game-tab-${game.id}`}
            >
              {gameName(game, tc)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
