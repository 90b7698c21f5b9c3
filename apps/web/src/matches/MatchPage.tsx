'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TableChat } from '@/chat/TableChat';
import { ChatSlotProvider } from '@/chat/chatSlot';
import { ErrorNote, Loading, StatusBadge } from '@/components/Status';
import { isWebGame } from '@/games/ids';
import { SCORING_SECTION } from '@/learn/content';
import { RulesDialog } from '@/learn/RulesDialog';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiMutation } from '@/lib/api/queries';
import { ApiError } from '@/lib/api/request';
import { errorWords } from '@/lib/errorWords';
import { useTurnSound } from '@/signals/preferences';
import { TurnSignalControls } from '@/signals/TurnSignalControls';
import { useTurnSignal } from '@/signals/useTurnSignal';
import { AcceptChallengeMutation } from '@/people/documents';
import {
  AcceptRematchMutation,
  JoinMatchMutation,
  LeaveMatchMutation,
  StartMatchMutation,
  SubmitActionMutation,
} from './documents';
import { PlayPanel } from './PlayPanel';
import { GameTable } from './GameTable';
import { gameName, seatNames } from './names';
import { useAwaitedSeq } from './useAwaitedSeq';
import { useMatch } from './useMatch';
import './match.css';

// A table page opens on a match under way: the waiting room and the end load only when shown.
const OpenTable = lazy(() => import('./OpenTable').then((module) => ({ default: module.OpenTable })));
const Results = lazy(() => import('./Results').then((module) => ({ default: module.Results })));
const PlayAgain = lazy(() => import('./PlayAgain').then((module) => ({ default: module.PlayAgain })));
const AbsenceVote = lazy(() => import('./AbsenceVote').then((module) => ({ default: module.AbsenceVote })));
const SeatControls = lazy(() =>
  import('./SeatControls').then((module) => ({ default: module.SeatControls })),
);
// A seated player's other games (the next one waiting, the header's count), for them only.
const AtTheTable = lazy(() =>
  import('@/turn-based/AtTheTable').then((module) => ({ default: module.AtTheTable })),
);

export function MatchPage({ id }: { id: string }) {
  const t = useTranslations('match');
  const tc = useTranslations('common');
  const te = useTranslations('errors');
  const api = useApi();
  const feed = useMatch(id);
  const { match, log, show, refresh } = feed;
  const [refused, setRefused] = useState<unknown>(null);
  // Where the Rules dialog is open ('' at the top, or a section), or null when closed.
  const [rulesAt, setRulesAt] = useState<string | null>(null);

  // Every table mutation answers with the match: show it; a refusal says why, and a stale
  // position is read again before the buttons come back.
  const callbacks = useMemo(
    () => ({
      onMutate: () => setRefused(null),
      onError: async (error: ApiError) => {
        setRefused(error);
        if (error.code === 'STALE_SEQ') await refresh().catch(() => undefined);
      },
    }),
    [refresh],
  );
  // An action goes on the table's WebSocket and its answer is its seq alone; the position comes
  // through the table's own update, before the answer.
  const awaited = useAwaitedSeq(match?.seq ?? null, feed.live);
  const { awaitSeq } = awaited;
  const submit = useApiMutation(SubmitActionMutation, {
    ...callbacks,
    onSocket: true,
    onSuccess: (answer) => awaitSeq(answer.submitAction.seq),
  });
  const join = useApiMutation(JoinMatchMutation, {
    ...callbacks,
    onSuccess: (answer) => show(answer.joinMatch),
  });
  const leave = useApiMutation(LeaveMatchMutation, {
    ...callbacks,
    onSuccess: (answer) => show(answer.leaveMatch),
  });
  const start = useApiMutation(StartMatchMutation, {
    ...callbacks,
    onSuccess: (answer) => show(answer.startMatch),
  });
  const accept = useApiMutation(AcceptRematchMutation, {
    ...callbacks,
    onSuccess: (answer) => show(answer.acceptRematch),
  });
  const acceptChallenge = useApiMutation(AcceptChallengeMutation, {
    ...callbacks,
    onSuccess: (answer) => show(answer.acceptChallenge),
  });
  const busy =
    acceptChallenge.isPending ||
    awaited.pending ||
    submit.isPending ||
    join.isPending ||
    leave.isPending ||
    start.isPending ||
    accept.isPending;

  // One `onAct` for the page's life, acting on the position shown now: tables need not re-render
  // for a new callback on every update.
  const shown = useRef(match);
  useEffect(() => {
    shown.current = match;
  }, [match]);
  const { mutate: send } = submit;
  const act = useCallback(
    (action: unknown) => {
      const current = shown.current;
      if (current) send({ matchId: current.id, expectedSeq: current.seq, action });
    },
    [send],
  );
  // Seats keep their identity while unchanged (see matchState), and so do the names.
  const seats = match?.seats;
  const names = useMemo(() => (seats ? seatNames(seats, tc) : []), [seats, tc]);
  const [sound, setSound] = useTurnSound();
  const seated = match?.viewerSeat ?? null;
  const yourTurn = match?.status === 'ACTIVE' && seated !== null && match.activeSeats.includes(seated);
  useTurnSignal({
    yourTurn,
    matchId: id,
    gameTitle: match ? gameName(match.game, tc) : '',
    sound,
  });

  if (feed.loading && !match) return <Loading>{t('loading')}</Loading>;
  if (feed.error && !match) return <ErrorNote error={feed.error} title={t('failed')} />;
  if (!match) return <ErrorNote error={new ApiError('NOT_FOUND', 'There is no such match.')} />;

  const live = match.status === 'ACTIVE';
  // Live once the feed's first update (its snapshot, sent at once) came, while the socket is up.
  const liveState = feed.live === 'live' && !api.connected ? 'connecting' : feed.live;
  const refusal = refused ? errorWords(refused, te) : null;
  const facts = [
    // UUIDv7 ids begin with their creation time, alike for tables opened together (a rematch and
    // its match): the random end tells them apart.
    t('header.table', { id: match.id.slice(-8) }),
    t('header.seats', { count: match.playerCount }),
    ...(match.createdBy ? [t('header.openedBy', { handle: match.createdBy.handle })] : []),
    ...(match.viewerSeat === null && match.status !== 'OPEN' ? [t('header.watching')] : []),
  ];
  const game = match.game.id;
  const title = gameName(match.game, tc);

  return (
    <ChatSlotProvider>
      <div className="match-page" data-testid="table" data-seq={match.seq} data-status={match.status}>
        <header className="match-header">
          <div>
            <h1>
              {title}
              <StatusBadge status={match.status} />
              {match.visibility === 'PRIVATE' ? (
                <span className="badge private-badge">{t('open.invite.private')}</span>
              ) : null}
            </h1>
            <p className="muted small">{facts.join(' · ')}</p>
          </div>
          <div className="match-header-side">
            {api.handle && match.viewerSeat !== null ? (
              <Suspense fallback={null}>
                <AtTheTable match={match} />
              </Suspense>
            ) : null}
            {live && match.viewerSeat !== null ? (
              <TurnSignalControls sound={sound} onSound={setSound} />
            ) : null}
            {isWebGame(game) ? (
              <button
                type="button"
                className="button secondary"
                onClick={() => setRulesAt('')}
                aria-haspopup="dialog"
                data-testid="rules-button"
              >
                {t('rules')}
              </button>
            ) : null}
            {match.status === 'ACTIVE' || match.status === 'OPEN' ? (
              <span
                className={`live-dot ${liveState === 'live' ? 'on' : liveState === 'connecting' ? '' : 'off'}`}
                data-testid="live"
                data-live={liveState}
              >
                {tc('live', { state: liveState })}
              </span>
            ) : null}
            {match.status === 'FINISHED' ? (
              <Link className="button secondary" href={`/matches/${match.id}/replay`}>
                {t('replay')}
              </Link>
            ) : null}
          </div>
        </header>

        <div className="refusal-slot" aria-live="assertive">
          {refusal ? (
            <div
              className="error-note"
              role="alert"
              data-testid="refusal"
              data-error-code={refusal.code ?? undefined}
            >
              <strong>{t('refused')}</strong> {refusal.text}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => setRefused(null)}
                aria-label={tc('dismiss')}
              >
                ✕
              </button>
              {refusal.detail ? (
                <span className="error-detail" lang="en">
                  {refusal.detail}
                </span>
              ) : null}
            </div>
          ) : null}
        </div>

        <PlayPanel match={match} onChange={show} />

        {match.status === 'OPEN' ? (
          <OpenTable
            match={match}
            viewerHandle={api.handle}
            busy={busy}
            onJoin={(seat) =>
              join.mutate(seat === undefined ? { matchId: match.id } : { matchId: match.id, seat })
            }
            onLeave={() => leave.mutate({ matchId: match.id })}
            onStart={() => start.mutate({ matchId: match.id })}
            onAccept={() => (match.challenged ? acceptChallenge : accept).mutate({ matchId: match.id })}
            seatControls={(seat) => <SeatControls match={match} seat={seat} />}
          />
        ) : null}

        {match.status === 'FINISHED' && match.viewerSeat !== null ? <PlayAgain match={match} /> : null}
        {match.status === 'FINISHED' ? (
          <Results
            match={match}
            names={names}
            {...(isWebGame(game) ? { onScoring: () => setRulesAt(SCORING_SECTION) } : {})}
          />
        ) : null}
        {match.status === 'ABORTED' ? (
          <p className="panel" data-testid="closed">
            {match.startedAt === null ? t('closedBeforeStart') : t('aborted')}
          </p>
        ) : null}

        {match.viewJson && (match.status === 'ACTIVE' || match.status === 'FINISHED') ? (
          <GameTable
            match={match}
            names={names}
            log={log}
            live={live}
            busy={busy}
            onAct={act}
            question={
              // The vote on an absent player, under the turn bar where the players look.
              match.viewerSeat !== null && match.absentAfterMs !== null ? (
                <Suspense fallback={null}>
                  <AbsenceVote match={match} onChange={show} />
                </Suspense>
              ) : undefined
            }
          />
        ) : null}
        <TableChat matchId={match.id} status={match.status} />
        {isWebGame(game) ? (
          <RulesDialog game={game} gameTitle={title} section={rulesAt} onClose={() => setRulesAt(null)} />
        ) : null}
      </div>
    </ChatSlotProvider>
  );
}
