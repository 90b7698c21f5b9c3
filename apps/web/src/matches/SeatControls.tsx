'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorNote } from '@/components/Status';
import { useApiMutation, useApiQuery } from '@/lib/api/queries';
import type { MatchDetail } from '@/lib/api/types';
import { botLevelName } from './names';
import {
  SeatBotLevelsDocument as SeatBotLevelsQuery,
  SetSeatBotDocument as SetSeatBotMutation,
  RemoveFromSeatDocument as RemoveFromSeatMutation,
} from '@/lib/api/generated/graphql';

/** The value of the seat menu that means "open for a person". */
const OPEN = '';

/**
 * The host's say over one seat of a table waiting to start: an empty or bot seat becomes open or a
 * bot of any level; another person's seat can be freed. The table shows the change when the live
 * update arrives, as everyone else sees it.
 */
export function SeatControls({ match, seat }: { match: MatchDetail; seat: MatchDetail['seats'][number] }) {
  const t = useTranslations('match.open');
  const tc = useTranslations('common');
  const id = useId();
  const games = useApiQuery(SeatBotLevelsQuery, {});
  const setBot = useApiMutation(SetSeatBotMutation);
  const remove = useApiMutation(RemoveFromSeatMutation);
  const levels = games.data?.games.find((game) => game.id === match.game.id)?.botLevels ?? [];
  const busy = setBot.isPending || remove.isPending;
  const failure = setBot.error ?? remove.error;

  return (
    <span className="seat-controls">
      {seat.player ? (
        <button
          type="button"
          className="button small secondary"
          disabled={busy}
          onClick={() => remove.mutate({ matchId: match.id, seat: seat.seat })}
          data-testid="remove-from-seat"
        >
          {t('remove', { handle: seat.player.handle })}
        </button>
      ) : (
        <>
          <label className="sr-only" htmlFor={`${id}-bot`}>
            {t('seatKind', { number: seat.seat + 1 })}
          </label>
          <select
            id={`${id}-bot`}
            value={seat.bot ?? OPEN}
            disabled={busy || levels.length === 0}
            onChange={(event) =>
              setBot.mutate({ matchId: match.id, seat: seat.seat, bot: event.target.value || null })
            }
            data-testid="seat-kind"
          >
            <option value={OPEN}>{t('openSeat')}</option>
            {levels.map((level) => (
              <option key={level.level} value={level.level}>
                {t('bot', { level: botLevelName(level.level, tc) })}
              </option>
            ))}
          </select>
        </>
      )}
      {failure ? <ErrorNote error={failure} title={t('seatFailed')} /> : null}
    </span>
  );
}
