'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { TournamentChat } from '@/chat/TournamentChat';
import { CopyButton } from '@/components/CopyButton';
import { ErrorNote, Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiCache, useApiMutation, useApiQuery } from '@/lib/api/queries';
import { useFormats } from '@/lib/format';
import { gameName } from '@/matches/names';
import {
  JoinTournamentMutation,
  LeaveTournamentMutation,
  PauseTournamentMutation,
  ResumeTournamentMutation,
  StartTournamentMutation,
  TournamentQuery,
  type TournamentDetail,
} from './documents';
import { Rounds } from './Rounds';
import { RulesInWords } from './RulesInWords';
import { Standings } from './Standings';
import { useTournamentFeed } from './useTournamentFeed';
import { yourSeat } from './yourTable';
import '@/ranked/ranked.css';
import './tournaments.css';

/**
 * A tournament's page: its rules in words, joining, leaving and the creator's early start, the
 * standings and each round's tables, all kept current by the live feed; the viewer's table in the
 * round under way highlighted and announced, and its chat. An arena also says when it ends, and
 * its players may pause and resume their pairing; the page's live feed is what keeps them in its
 * pool (the server seats only the players with the arena or their table open).
 */
export function TournamentPage({ id, inviteCode }: { id: string; inviteCode: string | null }) {
  const t = useTranslations('tournaments.page');
  const tc = useTranslations('common');
  const formats = useFormats();
  const { handle } = useApi();
  const variables = { id, inviteCode };
  const query = useApiQuery(TournamentQuery, variables);
  const live = useTournamentFeed(id, inviteCode);
  const tournament = query.data?.tournament;
  if (query.isPending) return <Loading>{t('loading')}</Loading>;
  if (query.error && !tournament) return <ErrorNote error={query.error} title={t('failed')} />;
  if (!tournament) {
    return (
      <section className="panel" data-testid="no-tournament">
        <p>{t('notFound')}</p>
      </section>
    );
  }
  return (
    <div className="tournament-page" data-testid="tournament">
      <header className="ranked-page-header">
        <h1>{tournament.name}</h1>
        <span className={`badge tournament-status-${tournament.status.toLowerCase()}`}>
          {t('status', { status: tournament.status })}
        </span>
      </header>
      <p className="muted small tournament-byline">
        {gameName(tournament.game, tc)}
        {' · '}
        {t('players', { count: tournament.playerCount, max: tournament.maxPlayers })}
        {tournament.createdBy ? ` · ${t('by', { handle: tournament.createdBy.handle })}` : null}
        {tournament.endsAt && tournament.status === 'RUNNING'
          ? ` · ${t('endsAt', { when: formats.date(tournament.endsAt) })}`
          : null}
        {tournament.nextRoundAt
          ? ` · ${t('nextRoundAt', { when: formats.date(tournament.nextRoundAt) })}`
          : null}
        {tournament.status === 'FINISHED' ? null : (
          <>
            {' · '}
            <span data-testid="tournament-live" data-live={live}>
              {live === 'live' ? t('live') : live === 'reconnecting' ? t('offline') : null}
            </span>
          </>
        )}
      </p>
      <YourTable tournament={tournament} handle={handle} />
      <Actions tournament={tournament} variables={variables} />
      <div className="tournament-grid">
        <Standings tournament={tournament} handle={handle} />
        <RulesInWords tournament={tournament} />
      </div>
      <Rounds tournament={tournament} handle={handle} />
      <TournamentChat tournamentId={tournament.id} inviteCode={inviteCode} joined={tournament.joined} />
    </div>
  );
}

/**
 * Where the viewer plays in the round under way, in a live region that is always on the page, so
 * that a screen reader announces the table as soon as a round is paired.
 */
function YourTable({ tournament, handle }: { tournament: TournamentDetail; handle: string | null }) {
  const t = useTranslations('tournaments.page');
  const seat = yourSeat(tournament, handle);
  return (
    <div className="tournament-your-table" role="status" aria-live="polite" data-testid="your-table">
      {seat?.kind === 'TABLE' ? (
        <p className="panel own">
          {tournament.format === 'ARENA'
            ? t('yourArenaTable', { round: seat.round, table: seat.table })
            : t('yourNextTable', { round: seat.round, table: seat.table })}{' '}
          {seat.matchId ? (
            <Link href={`/matches/${seat.matchId}`} className="button small">
              {t('play')}
            </Link>
          ) : null}
        </p>
      ) : seat?.kind === 'BYE' ? (
        <p className="panel own">{t('yourBye', { round: seat.round })}</p>
      ) : null}
    </div>
  );
}

function Actions({
  tournament,
  variables,
}: {
  tournament: TournamentDetail;
  variables: { id: string; inviteCode: string | null };
}) {
  const t = useTranslations('tournaments.page');
  const { handle, guest } = useApi();
  const { update } = useApiCache();
  const answered = (next: TournamentDetail) =>
    update(TournamentQuery, variables, () => ({ tournament: next }));
  const join = useApiMutation(JoinTournamentMutation, { onSuccess: (r) => answered(r.joinTournament) });
  const leave = useApiMutation(LeaveTournamentMutation, { onSuccess: (r) => answered(r.leaveTournament) });
  const start = useApiMutation(StartTournamentMutation, { onSuccess: (r) => answered(r.startTournament) });
  const pause = useApiMutation(PauseTournamentMutation, { onSuccess: (r) => answered(r.pauseTournament) });
  const resume = useApiMutation(ResumeTournamentMutation, { onSuccess: (r) => answered(r.resumeTournament) });
  const mutations = [join, leave, start, pause, resume];
  const busy = mutations.some((mutation) => mutation.isPending);
  const error = join.error ?? leave.error ?? start.error ?? pause.error ?? resume.error;
  const creator = handle !== null && tournament.createdBy?.handle.toLowerCase() === handle.toLowerCase();
  const scheduled = tournament.status === 'SCHEDULED';
  const arena = tournament.format === 'ARENA';
  // An arena under way takes entries until it stops seating tables.
  const open = scheduled || (arena && tournament.status === 'RUNNING' && !endsBy(tournament, Date.now()));
  const pairing = arena && tournament.status === 'RUNNING' && tournament.joined;
  const reset = () => mutations.forEach((mutation) => mutation.reset());
  if (tournament.status === 'FINISHED') return null;
  const link =
    tournament.inviteCode && typeof window !== 'undefined'
      ? `${window.location.origin}/tournaments/${tournament.id}?invite=${encodeURIComponent(tournament.inviteCode)}`
      : null;
  return (
    <div className="tournament-actions">
      {!handle ? (
        scheduled ? (
          <p className="muted">
            <Link href="/signin">{t('signIn')}</Link>
          </p>
        ) : null
      ) : (
        <div className="tournament-buttons">
          {tournament.joined ? <span className="muted">{t('joined')}</span> : null}
          {open && !tournament.joined && !(guest && tournament.rated) ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              data-testid="join-tournament"
              onClick={() => {
                reset();
                join.mutate(variables);
              }}
            >
              {t('join')}
            </button>
          ) : null}
          {tournament.joined ? (
            <button
              type="button"
              className={scheduled ? 'button secondary' : 'button danger'}
              disabled={busy}
              data-testid="leave-tournament"
              title={scheduled ? undefined : t('withdrawHelp')}
              onClick={() => {
                reset();
                leave.mutate({ id: tournament.id });
              }}
            >
              {scheduled ? t('leave') : t('withdraw')}
            </button>
          ) : null}
          {pairing ? (
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              data-testid={tournament.paused ? 'resume-tournament' : 'pause-tournament'}
              onClick={() => {
                reset();
                (tournament.paused ? resume : pause).mutate({ id: tournament.id });
              }}
            >
              {tournament.paused ? t('resume') : t('pause')}
            </button>
          ) : null}
          {creator && scheduled ? (
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              data-testid="start-tournament"
              onClick={() => {
                reset();
                start.mutate({ id: tournament.id });
              }}
            >
              {t('start')}
            </button>
          ) : null}
        </div>
      )}
      {pairing ? (
        <p className="small" data-testid="arena-pairing">
          {tournament.paused ? t('paused') : t('pairing')}
        </p>
      ) : null}
      {!scheduled && tournament.joined ? <p className="muted small">{t('withdrawHelp')}</p> : null}
      {link ? (
        <p className="small tournament-invite">
          {t('invite')} <code>{link}</code> <CopyButton text={link} label={t('copyInvite')} />
        </p>
      ) : null}
      <div className="form-error-slot">
        {error ? <ErrorNote error={error} title={t('actionFailed')} /> : null}
      </div>
    </div>
  );
}

/** Whether an arena has stopped seating tables by `now` (its end passed). */
function endsBy(tournament: TournamentDetail, now: number): boolean {
  return tournament.endsAt !== null && Date.parse(tournament.endsAt) <= now;
}
