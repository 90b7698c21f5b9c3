'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { subscribeLive, type LiveStatus } from '@/lib/api/live';
import { JOIN_QUEUE, LEAVE_QUEUE, QUEUE_TICKET, QUEUE_UPDATED, RANKED_QUEUES } from '@/lib/api/operations';
import { errorCode } from '@/lib/api/request';
import type { QueueTicket, RankedQueue } from '@/lib/api/types';
import { useQuery } from '@/lib/api/useQuery';
import { formatClock, formatDuration, listSizes } from '@/ranked/format';
import { queuePhase, waitAnchor } from '@/ranked/queue';
import { useNow } from '@/ranked/useNow';
import { DRAWABLE_GAMES } from './lobbyState';
import '@/ranked/ranked.css';

/**
 * The lobby's "Play ranked" control: choose a game, table sizes and preset, and join its queue;
 * while waiting, the time waited and the players in the queue, live, and a way out; once matched,
 * straight to the match. Someone already seated in a ranked match is sent back to it instead.
 */
export function RankedPlay() {
  const api = useApi();
  if (api.handle) return <RankedPlayForPlayer key={api.handle} />;
  if (api.sessionLoading) return null;
  return (
    <section className="panel ranked-play" aria-labelledby="ranked-title">
      <h2 id="ranked-title">Play ranked</h2>
      <p>
        <Link href="/signup">Sign up</Link> or <Link href="/signin">sign in</Link> to play rated matches
        against players of your strength, with clocks. See the <Link href="/ladder/cartagena">ladders</Link>.
      </p>
    </section>
  );
}

function RankedPlayForPlayer() {
  const api = useApi();
  const router = useRouter();
  const queues = useQuery<{ rankedQueues: RankedQueue[] }>(RANKED_QUEUES);
  const [ticket, setTicket] = useState<QueueTicket | null | undefined>(undefined);
  const [ticketError, setTicketError] = useState<unknown>(null);
  const [anchor, setAnchor] = useState<{ ticketId: string; startedAt: number } | null>(null);
  const [live, setLive] = useState<LiveStatus>('connecting');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  // Set while this page has been waiting in a queue (or joining one): a match found then opens at once.
  const waitingHere = useRef(false);
  const { request, ws } = api;

  const receive = useCallback(
    (next: QueueTicket | null) => {
      const at = Date.now();
      setTicket(next);
      if (next?.status === 'WAITING') {
        waitingHere.current = true;
        setAnchor((previous) => waitAnchor(next, at, previous));
      }
      const phase = queuePhase(next);
      if (phase.kind === 'in-match' && waitingHere.current) {
        waitingHere.current = false;
        router.push(`/matches/${phase.matchId}`);
      }
    },
    [router],
  );

  const reloadTicket = useCallback(async () => {
    try {
      const { queueTicket } = await request<{ queueTicket: QueueTicket | null }>(QUEUE_TICKET);
      setTicketError(null);
      receive(queueTicket);
    } catch (failure) {
      setTicketError(failure);
    }
  }, [request, receive]);

  useEffect(() => {
    void reloadTicket();
  }, [reloadTicket]);

  // While waiting, `queueUpdated` sends the ticket every couple of seconds and at once when matched.
  const waiting = ticket?.status === 'WAITING';
  useEffect(() => {
    if (!ws || !waiting) return;
    return subscribeLive<{ queueUpdated: QueueTicket | null }>(ws, () => ({ query: QUEUE_UPDATED }), {
      next: (data) => receive(data.queueUpdated),
      status: setLive,
      beforeResubscribe: reloadTicket,
    });
  }, [ws, waiting, receive, reloadTicket]);

  // Players waiting per queue, for the form: read again now and then.
  const { refetch: refetchQueues } = queues;
  useEffect(() => {
    if (waiting) return;
    const timer = setInterval(refetchQueues, 15_000);
    return () => clearInterval(timer);
  }, [waiting, refetchQueues]);

  const join = async ({ game, playerCounts, preset }: Choice) => {
    setChoice({ game, playerCounts, preset });
    setBusy(true);
    setError(null);
    waitingHere.current = true;
    try {
      const { joinQueue } = await request<{ joinQueue: QueueTicket }>(JOIN_QUEUE, {
        game,
        playerCounts,
        preset,
      });
      receive(joinQueue);
    } catch (failure) {
      waitingHere.current = false;
      setError(failure);
      const code = errorCode(failure);
      if (code === 'IN_RANKED_MATCH' || code === 'ALREADY_QUEUED') await reloadTicket();
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    setBusy(true);
    setError(null);
    try {
      const { leaveQueue } = await request<{ leaveQueue: boolean }>(LEAVE_QUEUE);
      if (leaveQueue) {
        waitingHere.current = false;
        receive(null);
      } else {
        // Not waiting any more: most likely matched a moment ago.
        await reloadTicket();
      }
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const phase = queuePhase(ticket);
  return (
    <section className="panel ranked-play" aria-labelledby="ranked-title" data-testid="ranked-play">
      <h2 id="ranked-title">Play ranked</h2>
      {ticket === undefined && !ticketError ? (
        <Loading>Reading your ranked queue…</Loading>
      ) : ticketError && ticket === undefined ? (
        <ErrorNote error={ticketError} title="Your ranked queue could not be read." />
      ) : phase.kind === 'waiting' ? (
        <Waiting
          ticket={phase.ticket}
          startedAt={anchor?.ticketId === phase.ticket.id ? anchor.startedAt : null}
          live={live}
          busy={busy}
          onLeave={() => void leave()}
        />
      ) : phase.kind === 'in-match' ? (
        <div className="queue-state" data-testid="in-ranked-match">
          <p>
            You are playing a ranked match of {phase.ticket.game.name}. Finish it, or resign, before you queue
            again.
          </p>
          <Link className="button" href={`/matches/${phase.matchId}`} data-testid="return-to-match">
            Return to your match
          </Link>
        </div>
      ) : queues.data ? (
        <QueueForm
          queues={queues.data.rankedQueues}
          initial={choice}
          busy={busy}
          onJoin={(chosen) => void join(chosen)}
        />
      ) : queues.error ? (
        <ErrorNote error={queues.error} title="The ranked queues could not be loaded." />
      ) : (
        <Loading>Loading the ranked queues…</Loading>
      )}
      <div className="form-error-slot" aria-live="polite">
        {error ? (
          <ErrorNote
            error={error}
            title={
              errorCode(error) === 'IN_RANKED_MATCH'
                ? 'You are already in a ranked match:'
                : phase.kind === 'waiting'
                  ? 'Could not leave the queue:'
                  : 'Could not join the queue:'
            }
          />
        ) : null}
      </div>
    </section>
  );
}

/** What a player asks a queue for. */
interface Choice {
  readonly game: string;
  readonly playerCounts: readonly number[];
  readonly preset: string;
}

function QueueForm({
  queues,
  initial,
  busy,
  onJoin,
}: {
  queues: readonly RankedQueue[];
  /** The last choice made on this page, to start from after leaving a queue. */
  initial: Choice | null;
  busy: boolean;
  onJoin: (choice: Choice) => void;
}) {
  const formId = useId();
  const playable = queues.filter((queue) => DRAWABLE_GAMES.has(queue.game.id));
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

  if (queues.length === 0) return <p className="muted">No ranked queue is open right now.</p>;

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
    if (queue && sizes.length > 0) onJoin({ game: queue.game.id, playerCounts: [...sizes], preset });
  };
  const chosenPreset = queue?.presets.find((entry) => entry.name === preset);

  return (
    <form className="queue-form" onSubmit={submit} aria-describedby={`${formId}-about`}>
      <p className="muted small" id={`${formId}-about`}>
        Rated matches against players close to your rating, with a clock for every move. Everyone starts at
        1500.
      </p>
      <fieldset>
        <legend>Game</legend>
        <div className="game-choices">
          {queues.map((candidate) => {
            const drawable = DRAWABLE_GAMES.has(candidate.game.id);
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
                  {candidate.game.name}
                  <span className="muted small">
                    {' '}
                    {drawable
                      ? `· ${candidate.playersWaiting} waiting now`
                      : '— ranked in the web app soon (open to programs through the API)'}
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
            <legend>Table sizes</legend>
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
                    {size}
                    <span className="sr-only"> players</span>
                  </span>
                </label>
              ))}
            </div>
            <p className="muted small">
              {sizes.length === 0
                ? 'Choose at least one table size.'
                : `Any of ${listSizes(sizes)}. More sizes find a match sooner.`}
            </p>
          </fieldset>
          {queue.presets.length > 1 ? (
            <div className="field">
              <label htmlFor={`${formId}-preset`} className="option-name">
                Preset
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
                    {entry.name}
                  </option>
                ))}
              </select>
              <span className="option-help" id={`${formId}-preset-help`}>
                {chosenPreset?.description}
              </span>
            </div>
          ) : null}
          <p className="muted small">
            Clock: {formatDuration(queue.perDecisionSeconds)} per move, plus a{' '}
            {formatClock(queue.bankSeconds * 1000)} bank for the match. Three timeouts forfeit.
          </p>
        </>
      ) : (
        <p className="muted">No game can be played ranked here yet.</p>
      )}
      <button
        type="submit"
        className="button"
        disabled={busy || !queue || sizes.length === 0}
        data-testid="play-ranked"
      >
        {busy ? 'Joining…' : 'Play ranked'}
      </button>
    </form>
  );
}

function Waiting({
  ticket,
  startedAt,
  live,
  busy,
  onLeave,
}: {
  ticket: QueueTicket;
  startedAt: number | null;
  live: LiveStatus;
  busy: boolean;
  onLeave: () => void;
}) {
  const now = useNow(true, 500);
  const waited =
    startedAt === null ? ticket.waitedSeconds : Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <div className="queue-state queue-waiting" data-testid="queue-waiting">
      <p className="queue-status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>
          Looking for opponents: <strong>{ticket.game.name}</strong>, {listSizes(ticket.playerCounts)},{' '}
          {ticket.preset}.
        </span>
      </p>
      <dl className="queue-facts">
        <div>
          <dt>Waited</dt>
          <dd role="timer" data-testid="queue-waited">
            {formatClock(waited * 1000)}
          </dd>
        </div>
        <div>
          <dt>In this queue</dt>
          <dd data-testid="queue-players">{ticket.playersWaiting}</dd>
        </div>
        <div>
          <dt>Typical wait</dt>
          <dd>
            {ticket.estimatedWaitSeconds === null ? '—' : `~${formatDuration(ticket.estimatedWaitSeconds)}`}
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
          {busy ? 'Leaving…' : 'Leave the queue'}
        </button>
        <span className={`live-dot ${live === 'live' ? 'on' : live === 'failed' ? 'off' : ''}`}>
          {live === 'live'
            ? 'Live'
            : live === 'reconnecting'
              ? 'Reconnecting…'
              : live === 'failed'
                ? 'Not following'
                : 'Connecting…'}
        </span>
      </div>
      <p className="muted small">
        Keep this page open: your match opens here as soon as it is found, and its clocks start at once.
      </p>
    </div>
  );
}
