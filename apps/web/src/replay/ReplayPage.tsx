'use client';

import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { Board } from '@/games/cartagena/Board';
import { describeEvent, type Words } from '@/games/cartagena/describe';
import { parseLogLines, replayCartagena, samePlacements, type Replay } from '@/games/cartagena/replay';
import { useApi } from '@/lib/api/ApiProvider';
import { MATCH_LOG, MATCH_STATE } from '@/lib/api/operations';
import type { GameEventJson, LogEntry, MatchDetail } from '@/lib/api/types';
import { ordinal, seatNames } from '@/matches/names';

interface Loaded {
  match: MatchDetail;
  entries: { seq: number; seat: number | null; action: unknown; events: GameEventJson[] }[];
  source: 'logUrl' | 'api';
  replay: Replay;
  seedVerified: boolean | null;
}

async function sha256Hex(text: string): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function ReplayPage({ id }: { id: string }) {
  const api = useApi();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notYet, setNotYet] = useState<MatchDetail | null>(null);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const { request, sessionLoading } = api;

  useEffect(() => {
    if (sessionLoading) return;
    let cancelled = false;
    (async () => {
      const { match } = await request<{ match: MatchDetail | null }>(MATCH_STATE, { id });
      if (!match) throw new Error('There is no such match.');
      if (match.status !== 'FINISHED' || !match.seed) {
        if (!cancelled) setNotYet(match);
        return;
      }
      if (match.game.id !== 'cartagena') throw new Error(`Replays of ${match.game.name} are not drawn yet.`);
      let entries: Loaded['entries'];
      let source: Loaded['source'] = 'logUrl';
      let seed = match.seed;
      let options: unknown = match.options;
      let players = match.playerCount;
      try {
        if (!match.logUrl) throw new Error('no logUrl');
        const response = await fetch(match.logUrl);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const parsed = parseLogLines(await response.text());
        entries = parsed.entries as Loaded['entries'];
        seed = parsed.header.seed;
        options = parsed.header.options;
        players = parsed.header.players;
      } catch {
        // The JSON-lines download is refused or unreachable: the API's `log` field carries the same.
        const { match: withLog } = await request<{ match: { log: LogEntry[] } | null }>(MATCH_LOG, { id });
        entries = withLog?.log ?? [];
        source = 'api';
      }
      const replay = replayCartagena({ seed, options, players, entries });
      const hash = await sha256Hex(seed);
      if (!cancelled) {
        setLoaded({
          match,
          entries,
          source,
          replay,
          seedVerified: hash === null ? null : hash === match.seedHash,
        });
        setStep(replay.views.length - 1);
      }
    })().catch((failure: unknown) => {
      if (!cancelled) setError(failure);
    });
    return () => {
      cancelled = true;
    };
  }, [id, request, sessionLoading]);

  const last = loaded ? loaded.replay.views.length - 1 : 0;
  const go = useCallback((to: number) => setStep(Math.max(0, Math.min(last, to))), [last]);

  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => go(step + 1), 450);
    return () => clearTimeout(timer);
  }, [playing, step, last, go]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (event.key === 'ArrowRight') go(step + 1);
      else if (event.key === 'ArrowLeft') go(step - 1);
      else if (event.key === 'Home') go(0);
      else if (event.key === 'End') go(last);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, step, last]);

  const names = useMemo(() => (loaded ? seatNames(loaded.match.seats) : []), [loaded]);
  const view = loaded?.replay.views[step];
  const words: Words | null = useMemo(() => (view ? { view, names, viewer: null } : null), [view, names]);
  const lines = useMemo(() => {
    if (!loaded || !words) return [];
    return loaded.entries.slice(0, step).flatMap((entry) =>
      entry.events
        .map((event, index) => ({
          key: `${entry.seq}-${index}`,
          seq: entry.seq,
          text: describeEvent(event, words),
        }))
        .filter((line): line is { key: string; seq: number; text: string } => line.text !== null),
    );
  }, [loaded, step, words]);

  if (error) return <ErrorNote error={error} title="The replay could not be built." />;
  if (notYet)
    return (
      <section className="panel">
        <h1>Replay</h1>
        <p>
          The full log and the seed are published when the match ends; this one is{' '}
          {notYet.status.toLowerCase()}. <Link href={`/matches/${id}`}>Back to the table</Link>.
        </p>
      </section>
    );
  if (!loaded || !view || !words) return <Loading>Replaying the log…</Loading>;

  const { match, replay } = loaded;
  const verified = replay.failure === null && samePlacements(replay.result, match.result);
  const current = step > 0 ? loaded.entries[step - 1] : null;
  return (
    <div className="replay-page" data-testid="replay" data-step={step}>
      <header className="match-header">
        <div>
          <h1>Replay: {match.game.name}</h1>
          <p className="muted small">
            {names.join(' · ')} · <Link href={`/matches/${match.id}`}>the table</Link>
          </p>
        </div>
      </header>
      <p
        className={`panel verify ${verified && loaded.seedVerified !== false ? 'ok' : 'bad'}`}
        data-testid="verify"
      >
        {replay.failure
          ? `The log stops applying at entry ${replay.failure.index + 1}: ${replay.failure.message}`
          : verified
            ? `Recomputed in your browser from the revealed seed and ${loaded.entries.length} logged actions (from ${loaded.source === 'logUrl' ? 'the JSON-lines log' : 'the API'}): the result matches.`
            : 'The recomputed result differs from the recorded one.'}{' '}
        {loaded.seedVerified === true
          ? 'sha256(seed) matches the hash shown from the start.'
          : loaded.seedVerified === false
            ? 'sha256(seed) does NOT match the hash shown at the start!'
            : ''}
      </p>
      <div className="replay-controls panel" role="group" aria-label="Replay controls">
        <button
          type="button"
          className="button secondary small"
          onClick={() => go(0)}
          disabled={step === 0}
          aria-label="First step"
        >
          «
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => go(step - 1)}
          disabled={step === 0}
          aria-label="Previous step"
          data-testid="prev"
        >
          ◀
        </button>
        <button
          type="button"
          className="button small"
          onClick={() => (step >= last ? (go(0), setPlaying(true)) : setPlaying(!playing))}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => go(step + 1)}
          disabled={step === last}
          aria-label="Next step"
          data-testid="next"
        >
          ▶
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => go(last)}
          disabled={step === last}
          aria-label="Last step"
        >
          »
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(event) => go(Number(event.target.value))}
          aria-label="Step"
          className="step-slider"
        />
        <span className="step-count" aria-live="polite">
          Step {step} of {last}
        </span>
      </div>
      <div className="cartagena">
        <div className="board-wrap">
          <Board view={view} names={names} label={`The board after step ${step}`} />
          <p className="muted small">
            {current
              ? `Step ${step}: ${names[current.seat ?? -1] ?? 'the platform'} acted.`
              : 'The board as it was laid out.'}{' '}
            {view.winner !== null ? `${names[view.winner]} won.` : ''}
          </p>
        </div>
        <div className="side-panel">
          <ul className="panel seat-list">
            {view.seats.map((seat) => (
              <li
                key={seat.seat}
                className={view.turn.seat === seat.seat && view.winner === null ? 'active' : undefined}
              >
                <span className={`swatch ${seat.colour}`} aria-hidden="true" />
                <span className="seat-name">{names[seat.seat]}</span>
                <span className="seat-stats small">
                  cards {seat.handSize} · finished {seat.atFinish}
                  {match.seats[seat.seat]?.placement
                    ? ` · ${ordinal(match.seats[seat.seat]!.placement!)}`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
          <section className="panel log-panel">
            <h3>Log to this step</h3>
            <ol className="event-log" data-testid="replay-log">
              {lines.slice(-200).map((line) => (
                <li key={line.key} className={line.seq === step ? 'current' : undefined}>
                  {line.text}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </div>
  );
}
