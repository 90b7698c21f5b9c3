'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { ErrorNote } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { CREATE_MATCH } from '@/lib/api/operations';
import type { GameInfo, GameOption } from '@/lib/api/types';
import { DRAWABLE_GAMES } from './lobbyState';
import { defaultValues, describeDefault, optionsToSend, type OptionValues } from './optionValues';

const OPEN = '';

/** The form that opens a table: game, seats (people or bots), options with their defaults. */
export function CreateTable({ games }: { games: readonly GameInfo[] }) {
  const api = useApi();
  const router = useRouter();
  const playable = games.filter((game) => DRAWABLE_GAMES.has(game.id));
  const [gameId, setGameId] = useState(playable[0]?.id ?? '');
  const game = games.find((candidate) => candidate.id === gameId);
  const [players, setPlayers] = useState(() => Math.max(2, game?.minPlayers ?? 2));
  const [seats, setSeats] = useState<string[]>(() => [
    OPEN,
    game?.botLevels.at(-1)?.level ?? OPEN,
    OPEN,
    OPEN,
    OPEN,
  ]);
  const [values, setValues] = useState<OptionValues>(() => defaultValues(game?.options ?? []));
  const [priv, setPriv] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const formId = useId();

  const chooseGame = (id: string) => {
    const next = games.find((candidate) => candidate.id === id);
    setGameId(id);
    if (next) {
      setPlayers((count) => Math.min(next.maxPlayers, Math.max(next.minPlayers, count)));
      setValues(defaultValues(next.options));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!game) return;
    setBusy(true);
    setError(null);
    try {
      const options = optionsToSend(game.options, values);
      const seatInputs = Array.from({ length: players }, (_, index) =>
        index === 0 || !seats[index] ? {} : { bot: seats[index] },
      );
      const { createMatch } = await api.request<{ createMatch: { id: string } }>(CREATE_MATCH, {
        input: { game: game.id, seats: seatInputs, options, visibility: priv ? 'PRIVATE' : 'PUBLIC' },
      });
      router.push(`/matches/${createMatch.id}`);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <form
      className="panel create-table"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`}>Open a table</h2>
      <fieldset>
        <legend>Game</legend>
        <div className="game-choices">
          {games.map((candidate) => {
            const drawable = DRAWABLE_GAMES.has(candidate.id);
            return (
              <label key={candidate.id} className={drawable ? 'game-choice' : 'game-choice soon'}>
                <input
                  type="radio"
                  name="game"
                  value={candidate.id}
                  checked={gameId === candidate.id}
                  disabled={!drawable}
                  onChange={() => chooseGame(candidate.id)}
                />
                <span>
                  {candidate.name}
                  <span className="muted small">
                    {' '}
                    {drawable
                      ? `${candidate.minPlayers}–${candidate.maxPlayers} players`
                      : '— coming soon to the web app (playable through the API)'}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {game ? (
        <>
          <fieldset>
            <legend>Seats</legend>
            <label className="field inline">
              <span>Players</span>
              <select
                value={players}
                onChange={(event) => setPlayers(Number(event.target.value))}
                data-testid="player-count"
              >
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
            <ol className="seat-setup">
              <li>
                <span className="seat-number">1</span> You
              </li>
              {Array.from({ length: players - 1 }, (_, i) => i + 1).map((index) => (
                <li key={index}>
                  <span className="seat-number">{index + 1}</span>
                  <label className="sr-only" htmlFor={`${formId}-seat-${index}`}>
                    Seat {index + 1}
                  </label>
                  <select
                    id={`${formId}-seat-${index}`}
                    data-testid={`seat-${index}`}
                    value={seats[index] ?? OPEN}
                    onChange={(event) =>
                      setSeats((list) => list.map((value, i) => (i === index ? event.target.value : value)))
                    }
                  >
                    <option value={OPEN}>Open seat (a person joins)</option>
                    {game.botLevels.map((bot) => (
                      <option key={bot.level} value={bot.level} title={bot.description}>
                        Bot — {bot.level}
                      </option>
                    ))}
                  </select>
                  {seats[index] ? (
                    <span className="option-help seat-help">
                      {game.botLevels.find((bot) => bot.level === seats[index])?.description}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          </fieldset>

          <fieldset>
            <legend>Options</legend>
            <p className="muted small">Every option starts at its default; change only what you want.</p>
            <div className="option-fields">
              {game.options.map((option) => (
                <OptionField
                  key={option.name}
                  option={option}
                  id={`${formId}-${option.name}`}
                  value={values[option.name]}
                  onChange={(value) => setValues((current) => ({ ...current, [option.name]: value }))}
                />
              ))}
            </div>
          </fieldset>

          <label className="field checkbox">
            <input type="checkbox" checked={priv} onChange={(event) => setPriv(event.target.checked)} />
            <span>Private table: not listed in the lobby; invite people with its link.</span>
          </label>
        </>
      ) : (
        <p className="muted">No game can be opened here yet.</p>
      )}

      <div className="form-error-slot">
        {error ? <ErrorNote error={error} title="The table was not opened:" /> : null}
      </div>
      <button type="submit" className="button" disabled={busy || !game} data-testid="create-table">
        {busy ? 'Opening…' : 'Open the table'}
      </button>
    </form>
  );
}

function OptionField({
  option,
  id,
  value,
  onChange,
}: {
  option: GameOption;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const help = (
    <span className="option-help" id={`${id}-help`}>
      {option.description} <span className="default">Default: {describeDefault(option)}.</span>
    </span>
  );
  if (option.kind === 'boolean') {
    return (
      <div className="field checkbox">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-help`}
        />
        <label htmlFor={id}>
          <span className="option-name">{option.name}</span>
          {help}
        </label>
      </div>
    );
  }
  if (option.kind === 'choice') {
    return (
      <div className="field">
        <label htmlFor={id} className="option-name">
          {option.name}
        </label>
        <select
          id={id}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${id}-help`}
        >
          {(option.choices ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {help}
      </div>
    );
  }
  if (option.kind === 'integer') {
    return (
      <div className="field">
        <label htmlFor={id} className="option-name">
          {option.name}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={option.min ?? undefined}
          max={option.max ?? undefined}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) =>
            onChange(event.target.value === '' ? option.default : Number(event.target.value))
          }
          aria-describedby={`${id}-help`}
        />
        {help}
      </div>
    );
  }
  return (
    <details className="field json-option">
      <summary className="option-name">{option.name} (advanced)</summary>
      <textarea
        id={id}
        rows={3}
        value={typeof value === 'string' ? value : ''}
        placeholder="Leave empty for the default"
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-help`}
        aria-label={option.name}
      />
      {help}
    </details>
  );
}
