'use client';

import { Link } from '@/components/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { isWebGame } from '@/games/ids';
import { useApi, type ApiRequest } from '@/lib/api/ApiProvider';
import { logEntries, matchResult } from '@/lib/api/json';
import { ApiError } from '@/lib/api/request';
import { errorWords } from '@/lib/errorWords';
import type { LogEntry, MatchDetail } from '@/lib/api/types';
import { MatchLogQuery, MatchStateQuery } from '@/matches/documents';
import { DrawnTable } from '@/matches/GameTable';
import { gameName, seatNames } from '@/matches/names';
import { ReviewPanel } from '@/reviews/ReviewPanel';
import { FaceUpHands } from './FaceUpHands';
import { GameMoveList } from './GameMoveList';
import { parseLogLines, provesResult, replayMatch, type Replay, type ReplayEntry } from './replayMatch';
import '@/matches/match.css';
import './replay.css';

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

/**
 * Reads a finished match, downloads its log (the JSON-lines file, or the API's `log` field when the
 * download cannot be read), replays it and checks the seed against the hash shown from the start.
 * A match not finished yet comes back as it is.
 */
async function loadReplay(
  request: ApiRequest,
  id: string,
): Promise<{ loaded: Loaded } | { notYet: MatchDetail }> {
  const { match } = await request(MatchStateQuery, { id });
  if (!match) throw new ApiError('NOT_FOUND', 'There is no such match.');
  if (match.status !== 'FINISHED' || !match.seed) return { notYet: match };
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
    const { match: withLog } = await request(MatchLogQuery, { id });
    entries = logEntries(withLog?.log ?? []);
    source = 'api';
  }
  const replay = await replayMatch({ game: match.game.id, seed, options, players, entries });
  const hash = await sha256Hex(seed);
  return {
    loaded: { match, entries, source, replay, seedVerified: hash === null ? null : hash === match.seedHash },
  };
}

/**
 * A finished match replayed step by step, from a spectator's seat, any player's, or all face up.
 * `seat`: the seat to follow from the start (the match page's "Review my play" opens it so).
 */
export function ReplayPage({ id, seat: initialSeat = null }: { id: string; seat?: number | null }) {
  const t = useTranslations('replay');
  const tc = useTranslations('common');
  const te = useTranslations('errors');
  const { request, handle } = useApi();
  const answer = useQuery({
    queryKey: ['replay', id, handle],
    queryFn: () => loadReplay(request, id),
    // A finished match never changes: replay it once.
    staleTime: Infinity,
    structuralSharing: false,
  });
  const error = answer.error;
  const loaded = answer.data && 'loaded' in answer.data ? answer.data.loaded : null;
  const notYet = answer.data && 'notYet' in answer.data ? answer.data.notYet : null;
  // The step chosen; until then, the table as laid out, before the first move.
  const [chosen, setChosen] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  // Whose view the table shows: a seat's, or as a spectator saw it (null, hands hidden), or the
  // spectator's with every seat's hand face up beside it ('all').
  const [followed, setFollowed] = useState<number | 'all' | null>(initialSeat);
  // A seat the match lacks (a hand-written `?seat=`) is no seat: the spectator's view.
  const seat =
    typeof followed === 'number' && loaded && followed < loaded.match.seats.length ? followed : null;

  const last = loaded ? loaded.replay.steps.length - 1 : 0;
  const step = chosen ?? 0;
  const go = useCallback((to: number) => setChosen(Math.max(0, Math.min(last, to))), [last]);

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

  const names = useMemo(() => (loaded ? seatNames(loaded.match.seats, tc) : []), [loaded, tc]);
  // The log as the table shows it: every entry up to this step (a finished match's log is public),
  // each entry the same object at every step.
  const fullLog: LogEntry[] = useMemo(
    () =>
      loaded
        ? loaded.entries.map((entry) => ({
            ...entry,
            events: [...entry.events],
            at: '',
            timedOut: entry.timedOut ?? false,
          }))
        : [],
    [loaded],
  );
  const log = useMemo(() => fullLog.slice(0, step), [fullLog, step]);
  const current = loaded?.replay.steps[step];
  const shownView = useMemo(
    () => (loaded && seat !== null ? loaded.replay.seatView(step, seat) : current?.view),
    [loaded, seat, step, current],
  );
  const faceUp = useMemo(
    () =>
      loaded && followed === 'all'
        ? loaded.match.seats.map((_, each) => loaded.replay.seatView(step, each))
        : null,
    [loaded, followed, step],
  );

  if (error) return <ErrorNote error={error} title={t('failed')} />;
  if (notYet)
    return (
      <section className="panel">
        <h1>{t('pageTitle')}</h1>
        <p>
          {t.rich('notYet', {
            status: notYet.status,
            table: (chunks) => <Link href={`/matches/${id}`}>{chunks}</Link>,
          })}
        </p>
      </section>
    );
  if (!loaded || !current) return <Loading>{t('loading')}</Loading>;

  const { match, replay } = loaded;
  const forfeited = match.seats.filter((seat) => seat.forfeited).map((seat) => seat.seat);
  const verified = provesResult(replay, matchResult(match), forfeited);
  const acted = step > 0 ? loaded.entries[step - 1] : null;
  // "You" is the reader's own seat only: a seat followed that is not theirs goes by its name.
  const you = match.viewerSeat ?? null;
  // The review shown: of the seat followed, else of the reader's own.
  const reviewed = seat ?? you;
  return (
    <div className="replay-page" data-testid="replay" data-step={step}>
      <header className="match-header">
        <div>
          <h1>{t('title', { game: gameName(match.game, tc) })}</h1>
          <p className="muted small">
            {names.join(' · ')} · <Link href={`/matches/${match.id}`}>{t('table')}</Link>
          </p>
        </div>
      </header>
      <p
        className={`panel verify ${verified && loaded.seedVerified !== false ? 'ok' : 'bad'}`}
        data-testid="verify"
      >
        {replay.failure ? (
          <>
            {t('stops', { entry: replay.failure.index + 1 })}{' '}
            {errorWords(new ApiError(replay.failure.code, replay.failure.message), te).text}{' '}
            <span lang="en">{replay.failure.message}</span>
          </>
        ) : verified ? (
          t('matches', { count: loaded.entries.length, source: loaded.source })
        ) : (
          t('differs')
        )}{' '}
        {loaded.seedVerified === true
          ? t('seedMatches')
          : loaded.seedVerified === false
            ? t('seedDiffers')
            : ''}
      </p>
      <div className="replay-controls panel" role="group" aria-label={t('controls')}>
        <button
          type="button"
          className="button secondary small"
          onClick={() => go(0)}
          disabled={step === 0}
          aria-label={t('first')}
        >
          «
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => go(step - 1)}
          disabled={step === 0}
          aria-label={t('previous')}
          data-testid="prev"
        >
          ◀
        </button>
        <button
          type="button"
          className="button small"
          onClick={() => (step >= last ? (go(0), setPlaying(true)) : setPlaying(!playing))}
        >
          {playing ? t('pause') : t('play')}
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => go(step + 1)}
          disabled={step === last}
          aria-label={t('next')}
          data-testid="next"
        >
          ▶
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => go(last)}
          disabled={step === last}
          aria-label={t('last')}
        >
          »
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(event) => go(Number(event.target.value))}
          aria-label={t('step')}
          className="step-slider"
        />
        <span className="step-count" aria-live="polite">
          {t('stepOf', { step, last })}
        </span>
      </div>
      <p className="muted small" data-testid="replay-step">
        {acted
          ? t('acted', {
              step,
              platform: acted.seat === null ? 'yes' : 'no',
              name: names[acted.seat ?? -1] ?? '',
            })
          : t('laidOut')}
      </p>
      <label className="replay-follow">
        {t('follow.label')}{' '}
        <select
          value={followed === 'all' ? 'all' : (seat ?? '')}
          onChange={(event) => {
            const value = event.target.value;
            setFollowed(value === '' ? null : value === 'all' ? 'all' : Number(value));
          }}
          data-testid="replay-follow"
        >
          <option value="">{t('follow.spectator')}</option>
          {names.map((name, each) => (
            <option key={each} value={each}>
              {t('follow.seat', { name, you: each === you ? 'yes' : 'no' })}
            </option>
          ))}
          <option value="all">{t('follow.all')}</option>
        </select>
      </label>
      {reviewed !== null && isWebGame(match.game.id) ? (
        <ReviewPanel
          key={reviewed}
          game={match.game.id}
          matchId={match.id}
          seat={reviewed}
          you={you}
          names={names}
          entries={loaded.entries}
          step={step}
          last={last}
          onStep={go}
          viewAt={(at) => replay.seatView(at, reviewed)}
          onRequested={() => setFollowed(reviewed)}
        />
      ) : null}
      <div className="replay-body">
        <GameMoveList
          game={match.game.id}
          view={replay.steps[last]?.view}
          names={names}
          log={fullLog}
          step={step}
          onStep={go}
        />
        <div className="replay-table">
          <DrawnTable
            game={match.game.id}
            view={shownView}
            names={names}
            viewerSeat={seat}
            you={seat !== null && seat === you ? seat : null}
            legalActions={[]}
            activeSeats={current.activeSeats}
            log={log}
            live
            busy={false}
            onAct={IGNORE_ACTIONS}
          />
          {faceUp ? <FaceUpHands game={match.game.id} views={faceUp} names={names} you={you} /> : null}
        </div>
      </div>
    </div>
  );
}
