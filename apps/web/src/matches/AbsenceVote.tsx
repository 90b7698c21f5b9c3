'use client';

import { useTranslations } from 'next-intl';
import { ErrorNote } from '@/components/Status';
import { useApiMutation } from '@/lib/api/queries';
import type { MatchDetail } from '@/lib/api/types';
import { useNow } from '@/ranked/useNow';
import { VoteOnAbsenceMutation } from './documents';
import { seatName } from './names';

/**
 * At a casual table without a clock: once the match has waited `absentAfterMs` for a player, the
 * other players see how long and may vote to put a bot in the seat (in a duel: claim the win) or
 * end the match. The count comes from the server; any move starts it again (see the API's
 * `voteOnAbsence`). Nothing shows while nobody is absent.
 */
export function AbsenceVote({
  match,
  onChange,
}: {
  match: MatchDetail;
  onChange: (match: MatchDetail) => void;
}) {
  const t = useTranslations('match.absence');
  const tc = useTranslations('common');
  const waitMs = match.absentAfterMs;
  const candidates = match.seats.filter(
    (seat) =>
      seat.player !== null &&
      !seat.forfeited &&
      seat.seat !== match.viewerSeat &&
      match.activeSeats.includes(seat.seat),
  );
  const now = useNow(waitMs !== null && candidates.length > 0, 1000);
  const vote = useApiMutation(VoteOnAbsenceMutation, {
    onSuccess: (answer) => onChange(answer.voteOnAbsence),
  });
  const viewer = match.seats.find((seat) => seat.seat === match.viewerSeat);
  if (waitMs === null || !viewer || viewer.forfeited) return null;
  const waited = now - Date.parse(match.lastMoveAt);
  if (waited < waitMs) return null;
  const absent = candidates[0];
  if (!absent) return null;

  const name = seatName(absent, tc);
  const voters = match.seats.filter(
    (seat) => seat.player !== null && !seat.forfeited && seat.seat !== absent.seat,
  ).length;
  const needed = Math.floor(voters / 2) + 1;
  const votes = match.absenceVotes.filter((cast) => cast.seat === absent.seat);
  const mine = votes.find((cast) => cast.voter.handle === viewer.player?.handle)?.choice ?? null;
  const count = (choice: 'REPLACE' | 'END') => votes.filter((cast) => cast.choice === choice).length;
  const duel = match.playerCount === 2;
  const cast = (choice: 'REPLACE' | 'END') => vote.mutate({ matchId: match.id, seat: absent.seat, choice });

  return (
    <div className="absence-vote" role="group" aria-labelledby="absence-title" data-testid="absence-vote">
      <p id="absence-title">{t('waiting', { name, minutes: Math.floor(waited / 60_000) })}</p>
      <div className="absence-buttons">
        <button
          type="button"
          className="button small"
          aria-pressed={mine === 'REPLACE'}
          disabled={vote.isPending}
          onClick={() => cast('REPLACE')}
          data-testid="absence-replace"
        >
          {duel ? t('claimWin') : t('replace', { name })}
          {voters > 1 ? ` (${t('count', { count: count('REPLACE'), needed })})` : ''}
        </button>
        <button
          type="button"
          className="button small secondary"
          aria-pressed={mine === 'END'}
          disabled={vote.isPending}
          onClick={() => cast('END')}
          data-testid="absence-end"
        >
          {t('end')}
          {voters > 1 ? ` (${t('count', { count: count('END'), needed })})` : ''}
        </button>
      </div>
      <p className="muted small">{duel ? t('duelHelp') : t('help', { needed })}</p>
      {vote.error ? <ErrorNote error={vote.error} title={t('failed')} /> : null}
    </div>
  );
}
