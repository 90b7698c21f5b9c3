'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/lib/format';
import { PlayerLink } from '@/ranked/PlayerLink';
import type { TournamentDetail } from './documents';

/**
 * The standings as the server ranks them (Swiss: points, Buchholz, median Buchholz, head-to-head;
 * an arena: points, then fewer matches), the viewer's line marked; an arena's show each player's
 * wins and streak, and who is on fire (their next match counts double). Once the tournament is
 * over they are its results, winners named first.
 */
export function Standings({ tournament, handle }: { tournament: TournamentDetail; handle: string | null }) {
  const t = useTranslations('tournaments.page');
  const tc = useTranslations('common');
  const formats = useFormats();
  const finished = tournament.status === 'FINISHED';
  const arena = tournament.format === 'ARENA';
  const own = (player: string) => handle !== null && player.toLowerCase() === handle.toLowerCase();
  const winners = tournament.standings.filter((line) => line.rank === 1).map((line) => line.player.handle);
  return (
    <section className="panel tournament-standings" aria-labelledby="standings-title">
      <h2 id="standings-title">{finished ? t('results') : t('standings')}</h2>
      {finished && winners.length > 0 ? (
        <p className="tournament-winner" data-testid="tournament-winner">
          {t('winner', { count: winners.length, handles: formats.list(winners) })}
        </p>
      ) : null}
      {tournament.standings.length === 0 ? (
        <p className="muted">{t('noPlayers')}</p>
      ) : (
        <div className="table-scroll">
          <table className="ladder-table" data-testid="standings">
            <caption className="sr-only">
              {arena ? t('arenaStandingsCaption') : t('standingsCaption', { round: tournament.currentRound })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  {t('rank')}
                </th>
                <th scope="col">{t('player')}</th>
                <th scope="col" className="num">
                  {t('pointsShort')}
                </th>
                {arena ? (
                  <>
                    <th scope="col" className="num wide-only">
                      {t('wins')}
                    </th>
                    <th scope="col" className="num">
                      {t('streak')}
                    </th>
                  </>
                ) : (
                  <>
                    <th scope="col" className="num">
                      {t('buchholz')}
                    </th>
                    <th scope="col" className="num wide-only">
                      {t('median')}
                    </th>
                  </>
                )}
                <th scope="col" className="num">
                  {t('played')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tournament.standings.map((line) => (
                <tr
                  key={line.player.handle}
                  className={own(line.player.handle) ? 'own' : undefined}
                  data-testid="standing-row"
                >
                  <td className="num rank">{formats.number(line.rank)}</td>
                  <td>
                    <PlayerLink handle={line.player.handle} />
                    {own(line.player.handle) ? <span className="muted"> {tc('you')}</span> : null}
                    {line.withdrawn ? <span className="muted small"> {t('withdrawn')}</span> : null}
                  </td>
                  <td className="num" data-testid="standing-points">
                    {formats.number(line.points)}
                  </td>
                  {arena ? (
                    <>
                      <td className="num wide-only">{formats.number(line.wins)}</td>
                      <td className="num" data-testid="standing-streak">
                        {formats.number(line.streak)}
                        {line.onFire ? (
                          <span className="on-fire" title={t('onFireHelp')}>
                            {' '}
                            {t('onFire')}
                          </span>
                        ) : null}
                      </td>
                    </>
                  ) : (
                    <>
                      <td className="num">{formats.number(line.buchholz)}</td>
                      <td className="num wide-only">{formats.number(line.medianBuchholz)}</td>
                    </>
                  )}
                  <td className="num">{formats.number(line.played)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
