'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import type { MatchDetail } from '@/lib/api/types';
import { nextWaiting, type TableState } from './myGames';
import { useMyGames, useTableInMyGames } from './useMyGames';
import { useReadTurnsOf } from './useNotifications';

/**
 * What a seated, signed-in player's table adds for their other games. It keeps the header current
 * as this table moves (its entry of `myGames`; the "your turn" the API reads when they act), and at
 * a turn-based match it offers the next match waiting for them, the one with the least time left.
 */
export function AtTheTable({ match }: { match: MatchDetail }) {
  const t = useTranslations('turns.table');
  const games = useMyGames();
  const readTurnsOf = useReadTurnsOf();
  const { id, status, viewerSeat, activeSeats, clocks } = match;
  const table = useMemo<TableState>(
    () => ({ id, status, viewerSeat, activeSeats, clocks }),
    [id, status, viewerSeat, activeSeats, clocks],
  );
  useTableInMyGames(table);

  const yourTurn = status === 'ACTIVE' && viewerSeat !== null && activeSeats.includes(viewerSeat);
  const over = status === 'FINISHED' || status === 'ABORTED';
  const wasYourTurn = useRef(yourTurn);
  useEffect(() => {
    if ((wasYourTurn.current && !yourTurn) || over) readTurnsOf(id);
    wasYourTurn.current = yourTurn;
  }, [yourTurn, over, id, readTurnsOf]);

  if (!match.clockSettings?.turnBased || status !== 'ACTIVE') return null;
  const list = games.data?.myGames ?? [];
  const next = nextWaiting(list, id);
  if (!next) return null;
  const waiting = list.filter((game) => game.yourTurn && game.match.id !== id).length;
  return (
    <Link
      className={yourTurn ? 'button secondary' : 'button'}
      href={`/matches/${next.match.id}`}
      data-testid="next-waiting"
    >
      {t('next', { count: waiting })}
    </Link>
  );
}
