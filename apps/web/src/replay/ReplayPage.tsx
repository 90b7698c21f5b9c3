'use client';

import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { MATCH_LOG, MATCH_STATE } from '@/lib/api/operations';
import type { LogEntry, MatchDetail } from '@/lib/api/types';
import { DrawnTable } from '@/matches/GameTable';
import { seatNames } from '@/matches/names';
import { parseLogLines, replayMatch, samePlacements, type Replay, type ReplayEntry } from './replayMatch';

interface Loaded {
  match: MatchDetail;
  entries: readonly ReplayEntry[];
  source: 'logUrl' | 'api';
  replay: Replay;
  seedVerified: boolean | null;
}

const IGNORE_ACTIONS = () => undefined;

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
        if (parsed.header.game !== match.game.id) throw new Error('the download is of another game');
        entries = parsed.entries;
        seed = parsed.header.seed;
        options = parsed.header.options;
        players = parsed.header.players;
      } catch {
        // The JSON-lines download is refused or unreachable: the API's `log` field carries the same.
        const { match: withLog } = await request<{ match: { log: LogEntry[] } | null }>(MATCH_LOG, { id });
        entries = withLog?.log ?? [];
        source = 'api';
      }
      const replay = replayMatch({ game: match.game.id, seed, options, players, entries });
      const hash = await sha256Hex(seed);
      if (!cancelled) {
        setLoaded({
          match,
          entries,
          source,
          replay,
          seedVerified: hash === null ? null : hash === match.seedHash,
        });
        setStep(replay.steps.length - 1);
      }
    })().catch((failure: unknown) => {
      if (!cancelled) setError(failure);
    });
    return () => {
      cancelled = true;
    };
  }, [id, request, sessionLoading]);

  const last = loaded ? loaded.replay.steps.length - 1 : 0;
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
  // The log as the table shows it: every entry up to this step (a finished match's log is public).
  const log: LogEntry[] = useMemo(
    () =>
      loaded
        ? loaded.entries.slice(0, step).map((entry) => ({ ...entry, events: [...entry.events], at: '' }))
        : [],
    [loaded, step],
  );
  const current = loaded?.replay.steps[step];

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
  if (!loaded || !current) return <Loading>Replaying the log…</Loading>;

  const { match, replay } = loaded;
  const verified = replay.failure === null && samePlacements(replay.result, match.result);
  const acted = step > 0 ? loaded.entries[step - 1] : null;
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
      <p className="muted small" data-testid="replay-step">
        {acted
          ? `Step ${step}: ${names[acted.seat ?? -1] ?? 'the platform'} acted.`
          : 'The table as it was laid out.'}
      </p>
      <DrawnTable
        game={match.game.id}
        view={current.view}
        names={names}
        viewerSeat={null}
        legalActions={[]}
        activeSeats={current.activeSeats}
        log={log}
        live
        busy={false}
        onAct={IGNORE_ACTIONS}
      />
    </div>
  );
}
