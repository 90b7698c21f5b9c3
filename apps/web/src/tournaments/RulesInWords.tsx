'use client';

import { useTranslations } from 'next-intl';
import { isTurnBasedPace } from '@/lobby/ClockChoice';
import { useFormats } from '@/lib/format';
import { gameName } from '@/matches/names';
import type { TournamentDetail } from './documents';

/**
 * The tournament's rules in words, as the server applies them (see the `Tournament.standings`
 * documentation): the format, points by placement, the bye (Swiss) or the streak (an arena), the
 * tie-breaks, the clock and entry.
 */
export function RulesInWords({ tournament }: { tournament: TournamentDetail }) {
  const t = useTranslations('tournaments.page');
  const tc = useTranslations('common');
  const clocks = useTranslations('lobby.create.clock');
  const formats = useFormats();
  const top = tournament.playersPerTable - 1;
  const clock = tournament.clock;
  const clockName = isTurnBasedPace(clock)
    ? clocks(`pace.${clock}.name`)
    : clocks(clock === 'NONE' ? 'none' : clock === 'RELAXED' ? 'relaxed' : 'live');
  return (
    <section className="panel tournament-rules" aria-labelledby="tournament-rules-title">
      <h2 id="tournament-rules-title">{t('rules')}</h2>
      <ul>
        {tournament.format === 'ARENA' ? (
          <>
            <li>
              {t('arenaFormat', {
                minutes: tournament.durationMinutes ?? 0,
                perTable: tournament.playersPerTable,
                game: gameName(tournament.game, tc),
              })}
            </li>
            <li>{t('arenaPoints', { top: formats.number(top) })}</li>
            <li>{t('arenaTieBreaks')}</li>
            <li>{t('arenaPresence')}</li>
          </>
        ) : (
          <>
            <li>
              {t('format', {
                rounds: tournament.rounds,
                perTable: tournament.playersPerTable,
                game: gameName(tournament.game, tc),
              })}
            </li>
            <li>{t('points', { top: formats.number(top), bye: formats.number(top / 2) })}</li>
            <li>{t('tieBreaks')}</li>
            <li>
              {tournament.roundHours === null
                ? t('rounds')
                : t('roundsAtTimes', { hours: tournament.roundHours })}
            </li>
          </>
        )}
        <li>
          {t('clock', { clock: clockName })} {t('rated', { rated: tournament.rated ? 'yes' : 'no' })}
        </li>
        <li>{t('entry', { max: tournament.maxPlayers, needed: tournament.minRatedMatches })}</li>
        <li>
          {tournament.finishedAt
            ? t('finishedAt', { when: formats.date(tournament.finishedAt) })
            : tournament.startedAt
              ? t('startedAt', { when: formats.date(tournament.startedAt) })
              : t('startsAt', { when: formats.date(tournament.startsAt) })}
        </li>
      </ul>
    </section>
  );
}
