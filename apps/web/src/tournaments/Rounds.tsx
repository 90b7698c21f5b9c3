'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/Status';
import { ordinal } from '@/matches/names';
import { PlayerLink } from '@/ranked/PlayerLink';
import type { TournamentDetail } from './documents';
import { seatedAt } from './yourTable';

type Round = TournamentDetail['pairings'][number];
type Table = Round['tables'][number];

/**
 * Each round (an arena's waves: the tables seated together), latest first: its tables with their
 * players, results and a link to watch each match.
 */
export function Rounds({ tournament, handle }: { tournament: TournamentDetail; handle: string | null }) {
  const t = useTranslations('tournaments.page');
  const rounds = [...tournament.pairings].reverse();
  const arena = tournament.format === 'ARENA';
  return (
    <section className="panel tournament-rounds" aria-labelledby="rounds-title">
      <h2 id="rounds-title">{arena ? t('wavesTitle') : t('roundsTitle')}</h2>
      {rounds.length === 0 ? <p className="muted">{arena ? t('noWaves') : t('noRounds')}</p> : null}
      {rounds.map((round) => (
        <section key={round.round} className="tournament-round" aria-labelledby={`round-${round.round}`}>
          <h3 id={`round-${round.round}`}>
            {arena ? t('wave', { round: round.round }) : t('round', { round: round.round })}{' '}
            {arena ? null : (
              <span className="muted small">{round.finishedAt ? t('roundOver') : t('roundUnderWay')}</span>
            )}
          </h3>
          <ol className="tournament-tables">
            {round.tables.map((table) => (
              <TableLine key={table.table} table={table} mine={seatedAt(table, handle)} />
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}

function TableLine({ table, mine }: { table: Table; mine: boolean }) {
  const t = useTranslations('tournaments.page');
  const tc = useTranslations('common');
  const placementOf = (handle: string) =>
    table.match?.seats.find((seat) => seat.player?.handle === handle)?.placement ?? null;
  const live = table.match?.status === 'ACTIVE';
  return (
    <li className={mine ? 'tournament-table own' : 'tournament-table'} data-testid="tournament-table">
      <span className="tournament-table-name">
        {table.bye ? t('bye') : t('table', { table: table.table })}
        {mine ? <span className="badge your-turn-badge">{t('yourTable')}</span> : null}
      </span>
      <span className="tournament-table-players small">
        {table.players.map((player, index) => {
          const placement = placementOf(player.handle);
          return (
            <span key={player.handle}>
              {index > 0 ? ' · ' : ''}
              {placement ? `${ordinal(placement, tc)} ` : ''}
              <PlayerLink handle={player.handle} />
            </span>
          );
        })}
      </span>
      {table.match ? (
        <span className="tournament-table-match">
          <StatusBadge status={table.match.status} />{' '}
          <Link href={`/matches/${table.match.id}`} className="button small secondary">
            {mine && live ? t('play') : t('watch')}
          </Link>
        </span>
      ) : null}
    </li>
  );
}
