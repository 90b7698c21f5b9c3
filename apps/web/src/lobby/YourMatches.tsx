'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiQuery } from '@/lib/api/queries';
import { gameName } from '@/matches/names';
import { YourMatchesDocument as YourMatchesQuery } from '@/lib/api/generated/graphql';

/** How often the list is read again: a turn that comes while the lobby is open shows within this. */
const REFRESH_MS = 15_000;

/** The signed-in player's matches under way, those waiting for them first and marked "your turn". */
export function YourMatches({ handle }: { handle: string }) {
  const t = useTranslations('lobby.yours');
  const tc = useTranslations('common');
  const { handle: viewer } = useApi();
  const query = useApiQuery(YourMatchesQuery, { handle }, { refetchInterval: REFRESH_MS });
  const matches = (query.data?.matches.edges ?? []).map(({ node }) => ({
    ...node,
    waiting: node.viewerSeat !== null && node.activeSeats.includes(node.viewerSeat),
  }));
  if (viewer === null || matches.length === 0) return null;
  const ordered = [...matches.filter((m) => m.waiting), ...matches.filter((m) => !m.waiting)];
  return (
    <section className="panel" aria-labelledby="yours-title" data-testid="your-matches">
      <h2 id="yours-title">{t('title')}</h2>
      <ul className="match-list">
        {ordered.map((match) => (
          <li key={match.id} className="match-item" data-testid="your-match" data-waiting={match.waiting}>
            <div>
              <strong>{gameName(match.game, tc)}</strong>{' '}
              {match.waiting ? <span className="badge your-turn-badge">{t('yourTurn')}</span> : null}
            </div>
            <Link className="button small" href={`/matches/${match.id}`}>
              {match.waiting ? t('play') : t('open')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
