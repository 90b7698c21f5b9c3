'use client';

import Link from 'next/link';
import { useCallback, useState } from 'react';
import { ErrorNote, Loading, StatusBadge } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { JOIN_MATCH, LEAVE_MATCH, START_MATCH, SUBMIT_ACTION } from '@/lib/api/operations';
import { ApiError, errorCode } from '@/lib/api/request';
import type { MatchDetail } from '@/lib/api/types';
import { RankedPanel } from '@/ranked/RankedPanel';
import { GameTable } from './GameTable';
import { seatNames } from './names';
import { OpenTable } from './OpenTable';
import { Results } from './Results';
import { useMatch } from './useMatch';

/** Why an action was refused, in words; a stale position is read again at once. */
function refusal(error: unknown): { code: string; message: string } {
  if (error instanceof ApiError) {
    const hint =
      error.code === 'STALE_SEQ'
        ? ' The table has moved on; it now shows the latest position.'
        : error.code === 'UNAUTHENTICATED'
          ? ' Your session has ended: sign in again.'
          : '';
    return { code: error.code, message: `${error.message}.${hint}`.replace(/\.\./g, '.') };
  }
  return { code: 'ERROR', message: error instanceof Error ? error.message : String(error) };
}

export function MatchPage({ id }: { id: string }) {
  const api = useApi();
  const feed = useMatch(id);
  const { match, log, show, refresh } = feed;
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ code: string; message: string } | null>(null);

  const run = useCallback(
    async (operation: () => Promise<MatchDetail>) => {
      setBusy(true);
      setRefused(null);
      try {
        show(await operation());
      } catch (error) {
        setRefused(refusal(error));
        if (errorCode(error) === 'STALE_SEQ') await refresh().catch(() => undefined);
      } finally {
        setBusy(false);
      }
    },
    [show, refresh],
  );

  const act = useCallback(
    (action: unknown) => {
      if (!match) return;
      void run(async () => {
        const answer = await api.request<{ submitAction: { seq: number; match: MatchDetail } }>(
          SUBMIT_ACTION,
          {
            matchId: match.id,
            expectedSeq: match.seq,
            action,
          },
        );
        return answer.submitAction.match;
      });
    },
    [api, match, run],
  );

  if (feed.loading && !match) return <Loading>Loading the table…</Loading>;
  if (feed.error && !match) return <ErrorNote error={feed.error} title="This table could not be loaded." />;
  if (!match) return <ErrorNote error={new Error('There is no such match.')} />;

  const names = seatNames(match.seats);
  const live = match.status === 'ACTIVE';
  const liveLabel =
    feed.live === 'reconnecting'
      ? 'Reconnecting…'
      : feed.live === 'failed'
        ? 'Not following'
        : api.connected
          ? 'Live'
          : 'Connecting…';

  return (
    <div className="match-page" data-testid="table" data-seq={match.seq} data-status={match.status}>
      <header className="match-header">
        <div>
          <h1>
            {match.game.name}
            <StatusBadge status={match.status} />
          </h1>
          <p className="muted small">
            Table {match.id.slice(0, 8)} · {match.playerCount} seats
            {match.createdBy ? ` · opened by ${match.createdBy.handle}` : ''}
            {match.viewerSeat === null && match.status !== 'OPEN' ? ' · watching' : ''}
          </p>
        </div>
        <div className="match-header-side">
          {match.status === 'ACTIVE' || match.status === 'OPEN' ? (
            <span
              className={`live-dot ${feed.live === 'reconnecting' || feed.live === 'failed' ? 'off' : api.connected ? 'on' : ''}`}
              data-testid="live"
            >
              {liveLabel}
            </span>
          ) : null}
          {match.status === 'FINISHED' ? (
            <Link className="button secondary" href={`/matches/${match.id}/replay`}>
              Replay
            </Link>
          ) : null}
        </div>
      </header>

      <div className="refusal-slot" aria-live="assertive">
        {refused ? (
          <div className="error-note" role="alert" data-testid="refusal">
            <strong>Refused:</strong> {refused.message} <code className="error-code">{refused.code}</code>
            <button
              type="button"
              className="link-button"
              onClick={() => setRefused(null)}
              aria-label="Dismiss"
            >
              ✕
            </button>
          </div>
        ) : null}
      </div>

      <RankedPanel match={match} onChange={show} />

      {match.status === 'OPEN' ? (
        <OpenTable
          match={match}
          viewerHandle={api.handle}
          busy={busy}
          onJoin={(seat) =>
            void run(
              async () =>
                (await api.request<{ joinMatch: MatchDetail }>(JOIN_MATCH, { matchId: match.id, seat }))
                  .joinMatch,
            )
          }
          onLeave={() =>
            void run(
              async () =>
                (await api.request<{ leaveMatch: MatchDetail }>(LEAVE_MATCH, { matchId: match.id }))
                  .leaveMatch,
            )
          }
          onStart={() =>
            void run(
              async () =>
                (await api.request<{ startMatch: MatchDetail }>(START_MATCH, { matchId: match.id }))
                  .startMatch,
            )
          }
        />
      ) : null}

      {match.status === 'FINISHED' ? <Results match={match} /> : null}
      {match.status === 'ABORTED' ? (
        <p className="panel">This table was closed before the match finished.</p>
      ) : null}

      {match.viewJson && (match.status === 'ACTIVE' || match.status === 'FINISHED') ? (
        <GameTable match={match} names={names} log={log} live={live} busy={busy} onAct={act} />
      ) : null}
    </div>
  );
}
