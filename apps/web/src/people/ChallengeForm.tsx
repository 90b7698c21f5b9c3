'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { isWebGame } from '@/games/ids';
import { useApiMutation, useApiQuery } from '@/lib/api/queries';
import type { GameInfo, TableClock } from '@/lib/api/types';
import { ClockChoice } from '@/lobby/ClockChoice';
import { GamesQuery } from '@/lobby/Lobby';
import { useTableSetup } from '@/lobby/useTableSetup';
import { gameName } from '@/matches/names';
import { ChallengePlayerMutation } from './documents';
import { NO_VARIABLES } from './useChallengesFeed';
import '@/lobby/lobby.css';
import './people.css';

/**
 * Challenges a player from their profile: a game, how many play, its options (defaults first, as
 * in the lobby's form) and a clock. The table opens private, with a seat kept for the player.
 */
export function ChallengeForm({ handle, onCancel }: { handle: string; onCancel: () => void }) {
  const t = useTranslations('history.challenge');
  const games = useApiQuery(GamesQuery, NO_VARIABLES);
  if (games.error) return <ErrorNote error={games.error} title={t('failed')} />;
  if (!games.data) return <Loading />;
  return (
    <ChallengeFields
      handle={handle}
      games={games.data.games.filter((game) => isWebGame(game.id))}
      onCancel={onCancel}
    />
  );
}

function ChallengeFields({
  handle,
  games,
  onCancel,
}: {
  handle: string;
  games: readonly GameInfo[];
  onCancel: () => void;
}) {
  const t = useTranslations('history.challenge');
  const tc = useTranslations('common');
  const router = useRouter();
  const setup = useTableSetup(games, games[0]?.id ?? '');
  const { formId, gameId, game, words, players, invalid, chooseGame, field, basic, advanced } = setup;
  const [clock, setClock] = useState<TableClock>('NONE');
  const challenge = useApiMutation(ChallengePlayerMutation, {
    onSuccess: ({ challengePlayer }) => router.push(`/matches/${challengePlayer.match.id}`),
  });
  const busy = challenge.isPending || challenge.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!game) return;
    challenge.reset();
    const options = setup.readOptions();
    if (!options) return;
    challenge.mutate({
      handle,
      input: { game: game.id, seats: Array.from({ length: players }, () => ({})), options, clock },
    });
  };

  return (
    <form className="panel create-table challenge-form" onSubmit={submit} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t('title', { handle })}</h2>
      <div className="challenge-basics">
        <label className="field">
          <span>{t('game')}</span>
          <select
            value={gameId}
            onChange={(event) => chooseGame(event.target.value)}
            data-testid="challenge-game"
          >
            {games.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {gameName(candidate, tc)}
              </option>
            ))}
          </select>
        </label>
        {game ? (
          <label className="field">
            <span>{t('players')}</span>
            <select value={players} onChange={(event) => setup.choosePlayers(Number(event.target.value))}>
              {Array.from(
                { length: game.maxPlayers - game.minPlayers + 1 },
                (_, i) => game.minPlayers + i,
              ).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {players > 2 ? <p className="muted small">{t('otherSeats', { count: players - 2 })}</p> : null}
      {basic.length + advanced.length > 0 ? (
        <fieldset>
          <legend>{t('options')}</legend>
          <div className="option-fields">{basic.map(field)}</div>
          {advanced.length > 0 ? (
            <details className="advanced-options">
              <summary>{t('advanced', { count: advanced.length })}</summary>
              <div className="option-fields">{advanced.map(field)}</div>
            </details>
          ) : null}
        </fieldset>
      ) : null}
      <ClockChoice value={clock} onChange={setClock} />
      <div className="form-error-slot">
        {invalid !== null ? (
          <div className="error-note" role="alert">
            <strong>{t('failed')} </strong>
            {t('invalidJson', { option: words.label({ name: invalid }) })}
          </div>
        ) : challenge.error ? (
          <ErrorNote error={challenge.error} title={t('failed')} />
        ) : null}
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={busy || !game} data-testid="send-challenge">
          {busy ? t('busy') : t('submit', { handle })}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
