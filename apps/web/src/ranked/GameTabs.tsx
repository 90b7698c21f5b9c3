import Link from 'next/link';

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
              {game.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
