'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { isWebGame } from '@/games/ids';
import { useApi } from '@/lib/api/ApiProvider';
import { subscribeLive, type LiveStatus } from '@/lib/api/live';
import { useApiCache, useApiMutation, useApiQuery } from '@/lib/api/queries';
import { errorCode } from '@/lib/api/request';
import type { QueueTicket, RankedQueue } from '@/lib/api/types';
import type { Translator } from '@/i18n/translator';
import { useFormats, type Formats } from '@/lib/format';
import { gameName } from '@/matches/names';
import { INITIAL_RATING } from '@brethren/rating';
import { formatClock } from '@/ranked/format';
import { queuePhase, waitAnchor } from '@/ranked/queue';
import { useNow } from '@/ranked/useNow';
import { timeWords } from '@/turn-based/timeLeft';
import '@/ranked/ranked.css';
import {
  RankedQueuesDocument as RankedQueuesQuery,
  QueueTicketDocument as QueueTicketQuery,
  QueueUpdatedDocument as QueueUpdatedSubscription,
  JoinQueueDocument as JoinQueueMutation,
  LeaveQueueDocument as LeaveQueueMutation,
} from '@/lib/api/generated/graphql';
import './lobby.css';

/** Which of a game's two ranked queues: the live one, or the turn-based one (a day a move). */
type Pace = 'live' | 'turnBased';
const PACES: readonly Pace[] = ['live', 'turnBased'];
const variablesOf = (pace: Pace) => ({ turnBased: pace === 'turnBased' });

/**
 * The lobby's "Play ranked" control: choose live or turn-based play, a game, table sizes and
 * preset, and join its queue; while waiting, the time waited and the players in the queue, live,
 * and a way out; once matched, straight to the match. Someone already seated in a live ranked
 * match is sent back to it instead. A player may wait in the live and the turn-based queue at once.
 */
export function RankedPlay() {
  const t = useTranslations('ranked.play');
  const api = useApi();
  if (api.handle && !api.guest) return <RankedPlayChoosingPace key={api.handle} />;
  return (
    <section className="panel ranked-play" aria-labelledby="ranked-title">
      <h2 id="ranked-title">{t('title')}</h2>
      <p>
        {api.guest
          ? t('guest')
          : t.rich('signedOut', {
              signup: (chunks) => <Link href="/signup">{chunks}</Link>,
              signin: (chunks) => <Link href="/signin">{chunks}</Link>,
              ladders: (chunks) => <Link href="/ladder/cartagena">{chunks}</Link>,
            })}
      </p>
    </section>
  );
}

/** Table sizes in a sentence: "2, 3 or 4 players". */
function sizesText(counts: readonly number[], t: Translator<'ranked.play'>, formats: Formats): string {
  const sorted = [...counts].sort((a, b) => a - b);
  return t('sizes', {
    sizes: formats.list(
      sorted.map((count) => formats.number(count)),
      'or',
    ),
    last: sorted.at(-1) ?? 0,
  });
}

/** The choice between the live and the turn-based queue, each tab saying whether you wait in it. */
function RankedPlayChoosingPace() {
  const t = useTranslations('ranked.play');
  const [pace, setPace] = useState<Pace>('live');
  const live = useApiQuery(QueueTicketQuery, variablesOf('live'));
  const turnBased = useApiQuery(QueueTicketQuery, variablesOf('turnBased'));
  const waiting = (pace: Pace) =>
    (pace === 'live' ? live : turnBased).data?.queueTicket?.status === 'WAITING';
  return (
    <section className="panel ranked-play" aria-labelledby="ranked-title" data-testid="ranked-play">
      <h2 id="ranked-title">{t('title')}</h2>
      <div className="pace-tabs" role="radiogroup" aria-label={t('pace.label')}>
        {PACES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="radio"
            aria-checked={pace === candidate}
            className={pace === candidate ? 'pace-tab chosen' : 'pace-tab'}
            onClick={() => setPace(candidate)}
            data-testid={`ranked-pace-${candidate}`}
          >
            {t(`pace.${candidate}`)}
            {waiting(candidate) ? <span className="pace-waiting"> · {t('pace.waiting')}</span> : null}
          </button>
        ))}
      </div>
      <p className="muted small" data-testid="ranked-pace-about">
        {t(`pace.about.${pace}`)}
      </p>
      <RankedPlayForPlayer key={pace} pace={pace} />
    </section>
  );
}

function RankedPlayForPlayer({ pace }: { pace: Pace }) {
  const t = useTranslations('ranked.play');
  const tc = useTranslations('common');
  const variables = variablesOf(pace);
  const turnBased = pace === 'turnBased';
  const router = useRouter();
  const { ws } = useApi();
  const cache = useApiCache();
  const [anchor, setAnchor] = useState<{ ticketId: string; startedAt: number } | null>(null);
  const [live, setLive] = useState<LiveStatus>('connecting');
  const [choice, setChoice] = useState<Choice | null>(null);
  // Set while this page has been waiting in a queue (or joining one): a match found then opens at once.
  const waitingHere = useRef(false);

  const ticketQuery = useApiQuery(QueueTicketQuery, variables);
  const ticket = ticketQuery.data?.queueTicket;
  const { refetch: refetchTicket } = ticketQuery;
  const reloadTicket = useCallback(() => refetchTicket().then(() => undefined), [refetchTicket]);
  const { update } = cache;
  const receive = useCallback(
    (next: QueueTicket | null) => update(QueueTicketQuery, variablesOf(pace), () => ({ queueTicket: next })),
    [update, pace],
  );

  // Wherever a ticket comes from (the first read, the live feed, joining or leaving): anchor the
  // wait on this browser's clock, and open a match found while waiting here.
  useEffect(() => {
    if (ticket === undefined) return;
    if (ticket?.status === 'WAITING') {
      waitingHere.current = true;
      const at = Date.now();
      setAnchor((previous) => waitAnchor(ticket, at, previous));
    }
    const phase = queuePhase(ticket);
    if (phase.kind === 'in-match' && waitingHere.current) {
      waitingHere.current = false;
      router.push(`/matches/${phase.matchId}`);
    }
  }, [ticket, router]);

  // While waiting, `queueUpdated` sends the ticket every couple of seconds and at once when matched.
  const waiting = ticket?.status === 'WAITING';
  useEffect(() => {
    if (!ws || !waiting) return;
    return subscribeLive(ws, QueueUpdatedSubscription, () => variablesOf(pace), {
      next: (data) => receive(data.queueUpdated),
      status: setLive,
      beforeResubscribe: reloadTicket,
    });
  }, [ws, waiting, receive, reloadTicket, pace]);

  // Players waiting per queue, for the form: read again now and then.
  const queues = useApiQuery(RankedQueuesQuery, variables, { refetchInterval: waiting ? false : 15_000 });

  const join = useApiMutation(JoinQueueMutation, {
    onMutate: () => {
      waitingHere.current = true;
      leave.reset();
    },
    onSuccess: ({ joinQueue }) => receive(joinQueue),
    onError: async (failure) => {
      waitingHere.current = false;
      const code = errorCode(failure);
      if (code === 'IN_RANKED_MATCH' || code === 'ALREADY_QUEUED') await reloadTicket();
    },
  });
  const leave = useApiMutation(LeaveQueueMutation, {
    onMutate: () => join.reset(),
    onSuccess: async ({ leaveQueue }) => {
      if (leaveQueue) {
        waitingHere.current = false;
        receive(null);
      } else {
        // Not waiting any more: most likely matched a moment ago.
        await reloadTicket();
      }
    },
  });
  const busy = join.isPending || leave.isPending;
  const error = join.error ?? leave.error;

  const joinQueue = (chosen: Choice) => {
    setChoice(chosen);
    join.mutate({
      game: chosen.game,
      playerCounts: [...chosen.playerCounts],
      preset: chosen.preset,
      turnBased,
      // Left out for "never", the API's default.
      ...(chosen.botFillAfterSeconds === null ? {} : { botFillAfterSeconds: chosen.botFillAfterSeconds }),
    });
  };

  const phase = queuePhase(ticket);
  const form = queues.data ? (
    <QueueForm
      queues={queues.data.rankedQueues}
      initial={choice}
      busy={busy}
      turnBased={turnBased}
      onJoin={joinQueue}
    />
  ) : queues.error ? (
    <ErrorNote error={queues.error} title={t('queuesFailed')} />
  ) : (
    <Loading>{t('loadingQueues')}</Loading>
  );
  return (
    <>
      {ticket === undefined && !ticketQuery.error ? (
        <Loading>{t('loadingTicket')}</Loading>
      ) : ticketQuery.error && ticket === undefined ? (
        <ErrorNote error={ticketQuery.error} title={t('ticketFailed')} />
      ) : phase.kind === 'waiting' ? (
        <Waiting
          ticket={phase.ticket}
          startedAt={anchor?.ticketId === phase.ticket.id ? anchor.startedAt : null}
          live={live}
          busy={busy}
          turnBased={turnBased}
          onLeave={() => leave.mutate(variables)}
        />
      ) : phase.kind === 'in-match' && turnBased ? (
        // A turn-based ranked match keeps nobody out of either queue: the form stays.
        <>
          <p className="queue-state" data-testid="in-ranked-match">
            {t('turnBasedMatch', { game: gameName(phase.ticket.game, tc) })}{' '}
            <Link href={`/matches/${phase.matchId}`} data-testid="return-to-match">
              {t('openMatch')}
            </Link>
          </p>
          {form}
        </>
      ) : phase.kind === 'in-match' ? (
        <div className="queue-state" data-testid="in-ranked-match">
          <p>{t('inMatch', { game: gameName(phase.ticket.game, tc) })}</p>
          <Link className="button" href={`/matches/${phase.matchId}`} data-testid="return-to-match">
            {t('returnToMatch')}
          </Link>
        </div>
      ) : (
        form
      )}
      <div className="form-error-slot" aria-live="polite">
        {error ? (
          <ErrorNote
            error={error}
            // IN_RANKED_MATCH says it all in its own words.
            {...(errorCode(error) === 'IN_RANKED_MATCH'
              ? {}
              : { title: phase.kind === 'waiting' ? t('leaveFailed') : t('joinFailed') })}
          />
        ) : null}
      </div>
    </>
  );
}

/** What a player asks a queue for. */
interface Choice {
  readonly game: string;
  readonly playerCounts: readonly number[];
  readonly preset: string;
  /** Seconds after which rated bots may fill the empty seats; null: never (people only). */
  readonly botFillAfterSeconds: number | null;
}

/** The waits for rated bots offered in the live queue (the API takes 10 to 600 seconds). */
const BOT_WAITS: readonly (number | null)[] = [null, 30, 60, 180];

function QueueForm({
  queues,
  initial,
  busy,
  turnBased,
  onJoin,
}: {
  queues: readonly RankedQueue[];
  /** The last choice made on this page, to start from after leaving a queue. */
  initial: Choice | null;
  busy: boolean;
  turnBased: boolean;
  onJoin: (choice: Choice) => void;
}) {
  const t = useTranslations('ranked.play');
  const tc = useTranslations('common');
  const tt = useTranslations('turns.time');
  const formats = useFormats();
  const formId = useId();
  const playable = queues.filter((queue) => isWebGame(queue.game.id));
  const [gameId, setGameId] = useState(() =>
    initial && playable.some((queue) => queue.game.id === initial.game)
      ? initial.game
      : (playable[0]?.game.id ?? ''),
  );
  const queue = queues.find((candidate) => candidate.game.id === gameId);
  const [sizes, setSizes] = useState<readonly number[]>(() =>
    initial?.game === gameId ? initial.playerCounts : (queue?.playerCounts ?? []),
  );
  const [preset, setPreset] = useState(() =>
    initial?.game === gameId ? initial.preset : (queue?.presets[0]?.name ?? 'standard'),
  );
  const [botWait, setBotWait] = useState<number | null>(() => initial?.botFillAfterSeconds ?? null);

  if (queues.length === 0) return <p className="muted">{t('noQueues')}</p>;

  const chooseGame = (id: string) => {
    const next = queues.find((candidate) => candidate.game.id === id);
    setGameId(id);
    setSizes(next?.playerCounts ?? []);
    setPreset(next?.presets[0]?.name ?? 'standard');
  };
  const toggleSize = (size: number, on: boolean) =>
    setSizes((current) =>
      on ? [...new Set([...current, size])].sort((a, b) => a - b) : current.filter((n) => n !== size),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (queue && sizes.length > 0)
      onJoin({
        game: queue.game.id,
        playerCounts: [...sizes],
        preset,
        botFillAfterSeconds: turnBased ? null : botWait,
      });
  };
  const chosenPreset = queue?.presets.find((entry) => entry.name === preset);

  return (
    <form className="queue-form" onSubmit={submit} aria-describedby={`${formId}-about`}>
      <p className="muted small" id={`${formId}-about`}>
        {t('about', { rating: formats.rating(INITIAL_RATING) })}
      </p>
      <fieldset>
        <legend>{t('game')}</legend>
        <div className="game-choices">
          {queues.map((candidate) => {
            const drawable = isWebGame(candidate.game.id);
            return (
              <label key={candidate.game.id} className={drawable ? 'game-choice' : 'game-choice soon'}>
                <input
                  type="radio"
                  name={`${formId}-game`}
                  value={candidate.game.id}
                  checked={gameId === candidate.game.id}
                  disabled={!drawable}
                  onChange={() => chooseGame(candidate.game.id)}
                  data-testid={`ranked-game-${candidate.game.id}`}
                />
                <span>
                  {gameName(candidate.game, tc)}
                  <span className="muted small">
                    {' '}
                    {drawable ? t('waitingNow', { count: candidate.playersWaiting }) : t('soon')}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {queue ? (
        <>
          <fieldset>
            <legend>{t('tableSizes')}</legend>
            <div className="size-choices">
              {queue.playerCounts.map((size) => (
                <label key={size} className="size-choice">
                  <input
                    type="checkbox"
                    checked={sizes.includes(size)}
                    onChange={(event) => toggleSize(size, event.target.checked)}
                    data-testid={`ranked-size-${size}`}
                  />
                  <span>
                    {formats.number(size)}
                    <span className="sr-only"> {t('players', { count: size })}</span>
                  </span>
                </label>
              ))}
            </div>
            <p className="muted small">
              {sizes.length === 0 ? t('chooseSize') : t('anyOf', { sizes: sizesText(sizes, t, formats) })}
            </p>
          </fieldset>
          {queue.presets.length > 1 ? (
            <div className="field">
              <label htmlFor={`${formId}-preset`} className="option-name">
                {t('preset')}
              </label>
              <select
                id={`${formId}-preset`}
                value={preset}
                onChange={(event) => setPreset(event.target.value)}
                aria-describedby={`${formId}-preset-help`}
                data-testid="ranked-preset"
              >
                {queue.presets.map((entry) => (
                  <option key={entry.name} value={entry.name}>
                    {presetWords(t, entry.name, 'label') ?? entry.name}
                  </option>
                ))}
              </select>
              <span className="option-help" id={`${formId}-preset-help`}>
                {chosenPreset
                  ? (presetWords(t, chosenPreset.name, 'help') ?? chosenPreset.description)
                  : null}
              </span>
            </div>
          ) : null}
          {turnBased ? null : (
            <div className="field">
              <label htmlFor={`${formId}-bots`} className="option-name">
                {t('bots.label')}
              </label>
              <select
                id={`${formId}-bots`}
                value={botWait === null ? 'never' : String(botWait)}
                onChange={(event) =>
                  setBotWait(event.target.value === 'never' ? null : Number(event.target.value))
                }
                aria-describedby={`${formId}-bots-help`}
                data-testid="ranked-bots"
              >
                {BOT_WAITS.map((wait) => (
                  <option key={wait ?? 'never'} value={wait ?? 'never'}>
                    {wait === null ? t('bots.never') : t('bots.after', { duration: formats.duration(wait) })}
                  </option>
                ))}
              </select>
              <span className="option-help" id={`${formId}-bots-help`}>
                {t('bots.help')}
              </span>
            </div>
          )}
          <p className="muted small" data-testid="ranked-clock">
            {turnBased
              ? t('turnBasedClock', {
                  perMove: timeWords(queue.perDecisionSeconds * 1000, tt),
                  bank: timeWords(queue.bankSeconds * 1000, tt),
                })
              : t('clock', {
                  perMove: formats.duration(queue.perDecisionSeconds),
                  bank: formatClock(queue.bankSeconds * 1000),
                })}
          </p>
        </>
      ) : (
        <p className="muted">{t('none')}</p>
      )}
      <button
        type="submit"
        className="button"
        disabled={busy || !queue || sizes.length === 0}
        data-testid="play-ranked"
      >
        {busy ? t('joining') : t('submit')}
      </button>
    </form>
  );
}

function Waiting({
  ticket,
  startedAt,
  live,
  busy,
  turnBased,
  onLeave,
}: {
  ticket: QueueTicket;
  startedAt: number | null;
  live: LiveStatus;
  busy: boolean;
  turnBased: boolean;
  onLeave: () => void;
}) {
  const t = useTranslations('ranked.play');
  const tc = useTranslations('common');
  const formats = useFormats();
  const now = useNow(true, 500);
  // Rounded, not floored: the clock's first reading may come a few milliseconds before the anchor
  // was taken, and 1:15 must not step back to 1:14 when the anchor arrives.
  const waited =
    startedAt === null ? ticket.waitedSeconds : Math.max(0, Math.round((now - startedAt) / 1000));
  return (
    <div className="queue-state queue-waiting" data-testid="queue-waiting">
      <p className="queue-status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>
          {t.rich('looking', {
            game: gameName(ticket.game, tc),
            sizes: sizesText(ticket.playerCounts, t, formats),
            preset: ticket.preset,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </span>
      </p>
      <dl className="queue-facts">
        <div>
          <dt>{t('waited')}</dt>
          {/* The timer role on a span: a role on the <dd> itself unmakes the list's term–value pair. */}
          <dd data-testid="queue-waited">
            <span role="timer">{formatClock(waited * 1000)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('inQueue')}</dt>
          <dd data-testid="queue-players">{formats.number(ticket.playersWaiting)}</dd>
        </div>
        <div>
          <dt>{t('typicalWait')}</dt>
          <dd>
            {ticket.estimatedWaitSeconds === null
              ? '—'
              : t('typicalValue', { duration: formats.duration(ticket.estimatedWaitSeconds) })}
          </dd>
        </div>
      </dl>
      <div className="queue-actions">
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={onLeave}
          data-testid="leave-queue"
        >
          {busy ? t('leaving') : t('leave')}
        </button>
        <span className={`live-dot ${live === 'live' ? 'on' : live === 'failed' ? 'off' : ''}`}>
          {tc('live', { state: live })}
        </span>
      </div>
      {turnBased ? null : (
        <p className="queue-bots small" data-testid="queue-bots">
          {botWords(ticket.botFillAfterSeconds, waited, t, formats)}
        </p>
      )}
      <p className="muted small">{turnBased ? t('turnBasedWait') : t('keepOpen')}</p>
    </div>
  );
}

/** What the live queue's waiting panel says of bots: never, after how long, or from the next round. */
function botWords(
  wait: number | null,
  waited: number,
  t: Translator<'ranked.play'>,
  formats: Formats,
): string {
  if (wait === null) return t('bots.none');
  if (waited >= wait) return t('bots.due');
  return t('bots.pending', { duration: formats.duration(wait), left: formats.duration(wait - waited) });
}

/**
 * A ranked preset's name or help in the reader's language; null for a preset the catalogue does
 * not know (the API's English words stand in).
 */
function presetWords(t: Translator<'ranked.play'>, preset: string, part: 'label' | 'help'): string | null {
  type Key = Parameters<Translator<'ranked.play'>>[0];
  return t.has(`presets.${preset}.${part}` as Key) ? t(`presets.${preset}.${part}` as Key) : null;
}
