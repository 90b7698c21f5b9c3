'use client';

import { Link } from '@/components/Link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { isWebGame } from '@/games/ids';
import { useApi } from '@/lib/api/ApiProvider';
import { GamesDocument as GamesQuery } from '@/lib/api/generated/graphql';
import { useApiMutation, useApiQuery } from '@/lib/api/queries';
import type { GameInfo, TableClock } from '@/lib/api/types';
import { ClockChoice, isTurnBasedPace } from '@/lobby/ClockChoice';
import { useTableSetup } from '@/lobby/useTableSetup';
import { gameName } from '@/matches/names';
import { CreateTournamentMutation, type TournamentFormat } from './documents';
import { startsAtInput, startsAtValue } from './startsAt';
import './tournaments.css';
import '@/lobby/lobby.css';

const NO_VARIABLES = {};
/** The API's bounds (`createTournament`), so the browser says so before the server has to. */
const MAX_ROUNDS = 30;
const MAX_ROUND_HOURS = 14 * 24;
const MAX_PLAYERS = 10_000;
const MIN_ARENA_MINUTES = 5;
const MAX_ARENA_MINUTES = 1440;
const FORMATS: readonly TournamentFormat[] = ['SWISS', 'ARENA'];

/** `/tournaments/new`: the form that makes a Swiss or arena tournament, for a signed-in person. */
export function NewTournamentPage() {
  const t = useTranslations('tournaments.create');
  const { handle } = useApi();
  const games = useApiQuery(GamesQuery, NO_VARIABLES);
  if (!handle) {
    return (
      <section className="panel">
        <h1>{t('title')}</h1>
        <p>
          <Link href="/signin">{t('signIn')}</Link>
        </p>
      </section>
    );
  }
  if (games.isPending) return <Loading />;
  if (!games.data) return <ErrorNote error={games.error} />;
  return <TournamentForm games={games.data.games.filter((game) => isWebGame(game.id))} />;
}

function TournamentForm({ games }: { games: readonly GameInfo[] }) {
  const t = useTranslations('tournaments.create');
  const tl = useTranslations('lobby.create');
  const tc = useTranslations('common');
  const router = useRouter();
  const setup = useTableSetup(games, games[0]?.id ?? '');
  const { formId, gameId, game, words, players, invalid, chooseGame, field, basic, advanced } = setup;
  const [name, setName] = useState('');
  const [format, setFormat] = useState<TournamentFormat>('SWISS');
  const [rounds, setRounds] = useState(3);
  // Hours between Swiss rounds at fixed times; empty: each round as the one before ends.
  const [roundHours, setRoundHours] = useState('');
  const [durationMinutes, setDurationMinutes] = useState(60);
  const [startsAt, setStartsAt] = useState(() => startsAtInput(Date.now() + 3600_000));
  const [clock, setClock] = useState<TableClock>('LIVE');
  const [rated, setRated] = useState(false);
  const [priv, setPriv] = useState(false);
  const [maxPlayers, setMaxPlayers] = useState(64);
  const [minRatedMatches, setMinRatedMatches] = useState(0);
  const creation = useApiMutation(CreateTournamentMutation, {
    onSuccess: ({ createTournament }) =>
      router.push(
        `/tournaments/${createTournament.id}${
          createTournament.inviteCode ? `?invite=${encodeURIComponent(createTournament.inviteCode)}` : ''
        }`,
      ),
  });
  const busy = creation.isPending || creation.isSuccess;
  // A table of one is no tournament, whatever the game allows alone.
  const smallest = Math.max(2, game?.minPlayers ?? 2);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!game) return;
    creation.reset();
    const options = setup.readOptions();
    if (!options) return;
    creation.mutate({
      input: {
        name,
        game: game.id,
        options,
        format,
        playersPerTable: players,
        clock,
        ...(format === 'SWISS'
          ? { rounds, ...(roundHours === '' ? {} : { roundHours: Number(roundHours) }) }
          : { durationMinutes }),
        startsAt: startsAtValue(startsAt),
        rated,
        visibility: priv ? 'PRIVATE' : 'PUBLIC',
        maxPlayers,
        minRatedMatches,
      },
    });
  };

  return (
    <form
      className="panel create-table tournament-form"
      onSubmit={submit}
      aria-labelledby={`${formId}-title`}
    >
      <h1 id={`${formId}-title`}>{t('title')}</h1>
      <label className="field">
        <span>{t('name')}</span>
        <input
          value={name}
          required
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          data-testid="tournament-name"
        />
      </label>
      <fieldset>
        <legend>{t('format')}</legend>
        {FORMATS.map((each) => (
          <label key={each} className="field checkbox">
            <input
              type="radio"
              name="format"
              value={each}
              checked={format === each}
              onChange={() => {
                setFormat(each);
                // An arena is played at one sitting: a turn-based pace gives way to the live clock.
                if (each === 'ARENA' && isTurnBasedPace(clock)) setClock('LIVE');
              }}
              data-testid={`format-${each.toLowerCase()}`}
            />
            <span>
              <span className="option-name">{t(`formats.${each}.name`)}</span>{' '}
              <span className="option-help">{t(`formats.${each}.help`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('game')}</legend>
        <div className="game-choices">
          {games.map((candidate) => (
            <label key={candidate.id} className="game-choice">
              <input
                type="radio"
                name="game"
                value={candidate.id}
                checked={gameId === candidate.id}
                onChange={() => chooseGame(candidate.id)}
              />
              <span>{gameName(candidate, tc)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {game ? (
        <>
          <label className="field inline">
            <span>{t('perTable')}</span>
            <select
              value={players}
              onChange={(event) => setup.choosePlayers(Number(event.target.value))}
              aria-describedby={`${formId}-per-table-help`}
              data-testid="players-per-table"
            >
              {Array.from({ length: game.maxPlayers - smallest + 1 }, (_, i) => smallest + i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <p className="option-help" id={`${formId}-per-table-help`}>
            {t('perTableHelp', { game: gameName(game, tc), min: smallest, max: game.maxPlayers, format })}
          </p>
          {basic.length + advanced.length > 0 ? (
            <fieldset>
              <legend>{tl('options')}</legend>
              <div className="option-fields">{basic.map(field)}</div>
              {advanced.length > 0 ? (
                <details className="advanced-options">
                  <summary>{tl('advanced', { count: advanced.length })}</summary>
                  <div className="option-fields">{advanced.map(field)}</div>
                </details>
              ) : null}
            </fieldset>
          ) : null}
        </>
      ) : null}
      <div className="tournament-numbers">
        {format === 'SWISS' ? (
          <>
            <label className="field">
              <span>{t('rounds')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_ROUNDS}
                value={rounds}
                onChange={(event) => setRounds(Number(event.target.value))}
                data-testid="tournament-rounds"
              />
            </label>
            <label className="field">
              <span>{t('roundHours')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_ROUND_HOURS}
                value={roundHours}
                placeholder={t('roundHoursNone')}
                onChange={(event) => setRoundHours(event.target.value)}
                aria-describedby={`${formId}-round-hours-help`}
                data-testid="tournament-round-hours"
              />
            </label>
          </>
        ) : (
          <label className="field">
            <span>{t('duration')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={MIN_ARENA_MINUTES}
              max={MAX_ARENA_MINUTES}
              value={durationMinutes}
              onChange={(event) => setDurationMinutes(Number(event.target.value))}
              data-testid="tournament-duration"
            />
          </label>
        )}
        <label className="field">
          <span>{t('maxPlayers')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={2}
            max={MAX_PLAYERS}
            value={maxPlayers}
            onChange={(event) => setMaxPlayers(Number(event.target.value))}
          />
        </label>
        <label className="field">
          <span>{t('minRatedMatches')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            value={minRatedMatches}
            onChange={(event) => setMinRatedMatches(Number(event.target.value))}
          />
        </label>
      </div>
      {format === 'SWISS' ? (
        <p className="option-help" id={`${formId}-round-hours-help`}>
          {t('roundHoursHelp')}
        </p>
      ) : null}
      <label className="field">
        <span>{t('startsAt')}</span>
        <input
          type="datetime-local"
          value={startsAt}
          required
          onChange={(event) => setStartsAt(event.target.value)}
          aria-describedby={`${formId}-starts-help`}
          data-testid="tournament-starts-at"
        />
      </label>
      <p className="option-help" id={`${formId}-starts-help`}>
        {t('startsAtHelp')}
      </p>
      <ClockChoice value={clock} onChange={setClock} paces={format === 'SWISS'} />
      <label className="field checkbox">
        <input type="checkbox" checked={rated} onChange={(event) => setRated(event.target.checked)} />
        <span>{t('rated')}</span>
      </label>
      <label className="field checkbox">
        <input type="checkbox" checked={priv} onChange={(event) => setPriv(event.target.checked)} />
        <span>{t('private')}</span>
      </label>
      <div className="form-error-slot">
        {invalid !== null ? (
          <div className="error-note" role="alert">
            <strong>{t('failed')} </strong>
            {tl('invalidJson', { option: words.label({ name: invalid }) })}
          </div>
        ) : creation.error ? (
          <ErrorNote error={creation.error} title={t('failed')} testId="tournament-error" />
        ) : null}
      </div>
      <button type="submit" className="button" disabled={busy || !game} data-testid="create-tournament">
        {busy ? t('busy') : t('submit')}
      </button>
    </form>
  );
}
