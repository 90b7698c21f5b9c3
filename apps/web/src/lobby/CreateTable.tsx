'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorNote } from '@/components/Status';
import { isWebGame } from '@/games/ids';
import { optionAnchor, rulesHref } from '@/learn/content';
import { useApiMutation } from '@/lib/api/queries';
import type { GameInfo, GameOption, TableClock } from '@/lib/api/types';
import { CreateMatchMutation } from '@/matches/documents';
import { botLevelDescription, botLevelName, gameName } from '@/matches/names';
import { ClockChoice } from './ClockChoice';
import type { OptionWords } from './optionWords';
import { integerMax } from './optionValues';
import { useTableSetup } from './useTableSetup';
import './lobby.css';

const OPEN = '';

/**
 * The form that opens a table: game, seats (people or bots), options with their defaults, each
 * option with a link to its paragraph in the game's rules. `initialGame` picks a game and brings the
 * form into view (the lobby's "Open a table for friends"); `initialClock` picks a clock.
 */
export function CreateTable({
  games,
  initialGame,
  initialClock,
}: {
  games: readonly GameInfo[];
  initialGame?: string | null;
  /** A clock to start from (the Your games page's "Open a turn-based table"): brings the form into view. */
  initialClock?: TableClock | null;
}) {
  const t = useTranslations('lobby.create');
  const tc = useTranslations('common');
  const router = useRouter();
  const playable = games.filter((game) => isWebGame(game.id));
  const picked = playable.find((game) => game.id === initialGame);
  const setup = useTableSetup(games, picked?.id ?? playable[0]?.id ?? '');
  const { formId, gameId, game, words, players, invalid, chooseGame, field, basic, advanced } = setup;
  const form = useRef<HTMLFormElement>(null);
  const pickedId = picked?.id;
  useEffect(() => {
    if (pickedId || initialClock) form.current?.scrollIntoView({ block: 'start' });
  }, [pickedId, initialClock]);
  // Every seat but yours alike, so the table can start as it is: bots for a match now (the heuristic
  // bot answers at once; the searching levels are one choice away), open seats for a table opened
  // for friends or at a turn-based pace (a link's `initialGame` or `initialClock`).
  const [seats, setSeats] = useState<string[]>(() => {
    const bot =
      pickedId || initialClock
        ? OPEN
        : ((game?.botLevels.find((level) => level.level === 'heuristic') ?? game?.botLevels.at(-1))?.level ??
          OPEN);
    const most = Math.max(...playable.map((entry) => entry.maxPlayers));
    return Array.from({ length: most }, (_, index) => (index === 0 ? OPEN : bot));
  });
  const [priv, setPriv] = useState(false);
  const [clock, setClock] = useState<TableClock>(initialClock ?? 'NONE');
  const creation = useApiMutation(CreateMatchMutation, {
    onSuccess: ({ createMatch }) => router.push(`/matches/${createMatch.id}`),
  });
  // Stays busy once created, while the table's page opens.
  const busy = creation.isPending || creation.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!game) return;
    creation.reset();
    const options = setup.readOptions();
    if (!options) return;
    const seatInputs = Array.from({ length: players }, (_, index) =>
      index === 0 || !seats[index] ? {} : { bot: seats[index] },
    );
    creation.mutate({
      input: { game: game.id, seats: seatInputs, options, visibility: priv ? 'PRIVATE' : 'PUBLIC', clock },
    });
  };

  return (
    <form
      ref={form}
      id="new-table"
      className="panel create-table"
      onSubmit={submit}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`}>{t('title')}</h2>
      <fieldset>
        <legend>{t('game')}</legend>
        <div className="game-choices">
          {games.map((candidate) => {
            const drawable = isWebGame(candidate.id);
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
                  {gameName(candidate, tc)}
                  <span className="muted small">
                    {' '}
                    {drawable
                      ? t('playerRange', { min: candidate.minPlayers, max: candidate.maxPlayers })
                      : t('soon')}
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
            <legend>{t('seats')}</legend>
            <label className="field inline">
              <span>{t('players')}</span>
              <select
                value={players}
                onChange={(event) => setup.choosePlayers(Number(event.target.value))}
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
                <span className="seat-number">1</span> {t('you')}
              </li>
              {Array.from({ length: players - 1 }, (_, i) => i + 1).map((index) => {
                const bot = game.botLevels.find((level) => level.level === seats[index]);
                return (
                  <li key={index}>
                    <span className="seat-number">{index + 1}</span>
                    <label className="sr-only" htmlFor={`${formId}-seat-${index}`}>
                      {t('seat', { number: index + 1 })}
                    </label>
                    <select
                      id={`${formId}-seat-${index}`}
                      data-testid={`seat-${index}`}
                      value={seats[index] ?? OPEN}
                      onChange={(event) =>
                        setSeats((list) => list.map((value, i) => (i === index ? event.target.value : value)))
                      }
                    >
                      <option value={OPEN}>{t('openSeat')}</option>
                      {game.botLevels.map((level) => (
                        <option key={level.level} value={level.level} title={botLevelDescription(level, tc)}>
                          {level.rating === null
                            ? t('bot', { level: botLevelName(level.level, tc) })
                            : t('botRated', { level: botLevelName(level.level, tc), rating: level.rating })}
                        </option>
                      ))}
                    </select>
                    {bot ? (
                      <span className="option-help seat-help">{botLevelDescription(bot, tc)}</span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </fieldset>

          {basic.length + advanced.length > 0 ? (
            <fieldset>
              <legend>{t('options')}</legend>
              <p className="muted small">{t('optionsNote')}</p>
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

          <label className="field checkbox">
            <input type="checkbox" checked={priv} onChange={(event) => setPriv(event.target.checked)} />
            <span>{t('private')}</span>
          </label>
        </>
      ) : (
        <p className="muted">{t('none')}</p>
      )}

      <div className="form-error-slot">
        {invalid !== null ? (
          <div className="error-note" role="alert">
            <strong>{t('failed')} </strong>
            {t('invalidJson', { option: words.label({ name: invalid }) })}
          </div>
        ) : creation.error ? (
          <ErrorNote error={creation.error} title={t('failed')} />
        ) : null}
      </div>
      <button type="submit" className="button" disabled={busy || !game} data-testid="create-table">
        {busy ? t('busy') : t('submit')}
      </button>
    </form>
  );
}

export function OptionField({
  option,
  words,
  id,
  value,
  players,
  onChange,
}: {
  option: GameOption;
  words: OptionWords;
  id: string;
  value: unknown;
  /** The table's player count: a seat option names one of its seats. */
  players: number;
  onChange: (value: unknown) => void;
}) {
  const t = useTranslations('lobby.create');
  const label = words.label(option);
  const rules = isWebGame(words.game) ? (
    <a
      className="rules-link"
      href={rulesHref(words.game, optionAnchor(option.name))}
      target="_blank"
      rel="noopener"
      aria-label={t('rulesFor', { option: label })}
      title={t('rulesFor', { option: label })}
      data-testid="option-rules"
    >
      {t('rulesMark')}
    </a>
  ) : null;
  const help = (
    <span className="option-help" id={`${id}-help`}>
      {words.help(option)}{' '}
      <span className="default">{t('default', { value: words.value(option, option.default) })}</span>
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
          <span className="option-name">{label}</span>
          {help}
        </label>
        {rules}
      </div>
    );
  }
  if (option.kind === 'choice') {
    // Radio buttons rather than a select: a choice's words wrap to the width at hand, in every
    // language, where a select cut them short ("Lower debt wins, else they sh…").
    return (
      <div
        className="field choice-field"
        role="radiogroup"
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-help`}
      >
        <span className="option-label">
          <span id={`${id}-name`} className="option-name">
            {label}
          </span>
          {rules}
        </span>
        {(option.choices ?? []).map((choice) => (
          <label key={choice} className="choice">
            <input
              type="radio"
              name={id}
              value={choice}
              checked={String(value) === choice}
              onChange={() => onChange(choice)}
            />
            <span>{words.choice(option, choice)}</span>
          </label>
        ))}
        {help}
      </div>
    );
  }
  if (option.kind === 'integer') {
    return (
      <div className="field">
        <span className="option-label">
          <label htmlFor={id} className="option-name">
            {label}
          </label>
          {rules}
        </span>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={option.min ?? undefined}
          max={integerMax(option, players) ?? undefined}
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
    <div className="field json-option">
      <span className="option-label">
        <label htmlFor={id} className="option-name">
          {label}
        </label>
        {rules}
      </span>
      <textarea
        id={id}
        rows={3}
        value={typeof value === 'string' ? value : ''}
        placeholder={t('jsonPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-help`}
      />
      {help}
    </div>
  );
}
