import { requireViewer, type Context } from '../context.js';
import { DomainError } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { currentVotes } from './absence.js';
import { isDeletedPlayer } from './departed.js';
import { mayReclaim } from './forfeiter.js';
import { resignationEnds } from './forfeits.js';
import type { MatchNode } from './model.js';
import { isRevealed, redactEntry } from './redaction.js';
import { hostOf } from './seating.js';
import { subscribeToMatch } from '../fanout/match-feed.js';
import { subscribeToLobby } from './subscriptions.js';

function viewerSeat(match: MatchNode, context: Context): number | null {
  return context.services.matches.reader.seatOf(match.record, context.viewer);
}

/**
 * `use` of the match's state: at once when it is at hand (every match update), once loaded (once per
 * list page) otherwise. A field that answers a promise makes graphql-js wait for it and assemble its
 * object again around it, so none is made where the state is at hand.
 */
function withState<T>(match: MatchNode, use: (state: unknown) => T): T | Promise<T> {
  return 'loadState' in match ? match.loadState().then(use) : use(match.state);
}

function viewOf(match: MatchNode, context: Context): unknown {
  return withState(match, (state) =>
    state === null
      ? null
      : context.services.engine.view(match.record.game, state, viewerSeat(match, context)),
  );
}

/** The log entries after `after` up to `upTo`, as the viewer may see them. */
async function redactedLog(match: MatchNode, after: number, upTo: number, context: Context) {
  if (upTo <= after) return [];
  const seat = viewerSeat(match, context);
  const entries = await context.services.matches.reader.log(match.record, after, upTo);
  return entries.map((entry) => redactEntry(entry, seat, isRevealed(match.record)));
}

export const matchResolvers: Resolvers = {
  Query: {
    match: (_root, { id }, context) => context.services.matches.reader.get(id),
    myGames: (_root, _args, context) => context.services.matches.mine.of(requireViewer(context)),
    openMatches: (_root, { game, ...page }, context) =>
      context.services.matches.reader.openMatches(game, page),
    liveMatches: (_root, { game, ...page }, context) =>
      context.services.matches.reader.liveMatches(game, page),
    matches: (_root, { filter, ...page }, context) =>
      context.services.matches.reader.history(
        {
          game: filter?.game,
          status: filter?.status,
          playerHandle: filter?.player,
          viewerId: context.viewer?.id,
        },
        page,
      ),
  },
  Mutation: {
    createMatch: async (_root, { input }, context) => {
      const viewer = requireViewer(context);
      await context.services.limits.consumeTable(viewer.id);
      return context.services.matches.tables.create(viewer, input);
    },
    joinMatch: (_root, { matchId, seat }, context) =>
      context.services.matches.tables.join(requireViewer(context), matchId, seat),
    setSeatBot: (_root, { matchId, seat, bot }, context) =>
      context.services.matches.tables.setSeatBot(requireViewer(context), matchId, seat, bot ?? null),
    removeFromSeat: (_root, { matchId, seat }, context) =>
      context.services.matches.tables.removeFromSeat(requireViewer(context), matchId, seat),
    leaveMatch: (_root, { matchId }, context) =>
      context.services.matches.tables.leave(requireViewer(context), matchId),
    startMatch: (_root, { matchId }, context) =>
      context.services.matches.tables.start(requireViewer(context), matchId),
    submitAction: async (_root, { matchId, expectedSeq, action, idempotencyKey }, context) => {
      const viewer = requireViewer(context);
      await context.services.limits.consumeAction(viewer.id);
      const match = await context.services.matches.moves.submit(
        viewer,
        matchId,
        expectedSeq,
        action,
        idempotencyKey ?? undefined,
      );
      // Sent on the WebSocket that follows the match: answered once the move's update is out on it.
      await context.sentUpdates?.reached(matchId, match.record.seq);
      return { seq: match.record.seq, match };
    },
    offerRematch: async (_root, { matchId }, context) => {
      const viewer = requireViewer(context);
      await context.services.limits.consumeTable(viewer.id);
      return context.services.matches.tables.offerRematch(viewer, matchId);
    },
    acceptRematch: (_root, { matchId }, context) =>
      context.services.matches.tables.acceptRematch(requireViewer(context), matchId),
    voteOnAbsence: (_root, { matchId, seat, choice }, context) =>
      context.services.matches.absence.vote(requireViewer(context), matchId, seat, choice),
    reclaimSeat: (_root, { matchId }, context) =>
      context.services.matches.forfeits.reclaim(requireViewer(context), matchId),
  },
  Subscription: {
    matchUpdated: {
      subscribe: async (_root, { matchId, sinceSeq }, context) => {
        const channel = await subscribeToMatch(
          context.services.matches.feeds,
          matchId,
          sinceSeq ?? null,
          context.sentUpdates,
        );
        // A player following their match is at the table until the subscription ends (`Seat.away`),
        // and, at an arena's table, in its pool for the next wave once the match ends. If either
        // cannot be counted (Redis or the database away), the subscription is refused and ended:
        // left open, it would hold the match's feed, and every move of it, for nobody.
        try {
          channel.onClose(await context.services.atTable.arrive(matchId, context.viewer));
          channel.onClose(await context.services.arenaPresence.atTable(matchId, context.viewer));
        } catch (error) {
          await channel.return();
          throw error;
        }
        return channel;
      },
      resolve: (update: unknown) => update as never,
    },
    lobbyUpdated: {
      subscribe: (_root, _args, context) => subscribeToLobby(context.services.matches.lobby),
      resolve: (event: unknown) => event as never,
    },
  },
  Match: {
    id: (match) => match.record.id,
    game: (match, _args, context) => {
      const info = context.services.engine.info(match.record.game);
      if (!info) throw new DomainError('UNKNOWN_GAME', `no game "${match.record.game}"`);
      return info;
    },
    options: (match) => match.record.options,
    status: (match) => match.record.status,
    visibility: (match) => match.record.visibility,
    createdBy: (match) => match.record.createdBy,
    host: (match) => hostOf(match.record),
    playerCount: (match) => match.record.playerCount,
    seats: async (match, _args, context) => {
      const away = await context.services.atTable.away(match.record);
      return match.record.seats.map((seat) => ({
        seat: seat.seat,
        player: seat.user,
        bot: seat.botLevel,
        open: seat.userId === null && seat.botLevel === null && match.record.status === 'OPEN',
        accountDeleted: isDeletedPlayer(match.record, seat),
        placement: seat.placement,
        score: match.record.result?.scores[seat.seat] ?? null,
        forfeited: seat.forfeited,
        away: away.has(seat.seat),
        ready: seat.ready,
        ratingBefore: seat.ratingBefore,
        ratingAfter: seat.ratingAfter,
        botRating: seat.botRating,
      }));
    },
    seq: (match) => match.record.seq,
    seedHash: (match) => match.record.seedHash,
    seed: (match) => (isRevealed(match.record) && match.record.startedAt ? match.record.seed : null),
    createdAt: (match) => match.record.createdAt,
    startedAt: (match) => match.record.startedAt,
    finishedAt: (match) => match.record.finishedAt,
    viewerSeat: (match, _args, context) => viewerSeat(match, context),
    resignationEndsMatch: (match, _args, context) => {
      const seat = viewerSeat(match, context);
      if (seat === null || match.record.status !== 'ACTIVE') return false;
      return !match.record.seats[seat]?.forfeited && resignationEnds(match.record, seat);
    },
    activeSeats: (match, _args, context) => {
      if (match.record.status !== 'ACTIVE') return [];
      return withState(match, (state) =>
        state === null ? [] : [...context.services.engine.activeSeats(match.record.game, state)],
      );
    },
    view: (match, _args, context) => viewOf(match, context) as never,
    viewJson: (match, _args, context) => viewOf(match, context),
    legalActions: (match, _args, context) => {
      const seat = viewerSeat(match, context);
      if (seat === null || match.record.status !== 'ACTIVE') return [];
      return withState(match, (state) =>
        state === null ? [] : [...context.services.engine.legalActions(match.record.game, state, seat)],
      );
    },
    log: async (match, { sinceSeq, first }, context) => {
      if (match.record.startedAt === null) return [];
      const after = Math.max(0, sinceSeq ?? 0);
      const upTo = first === null || first === undefined ? match.record.seq : after + Math.max(0, first);
      return redactedLog(match, after, Math.min(upTo, match.record.seq), context);
    },
    result: (match, _args, context) => context.services.matches.reader.result(match.record),
    lastMoveAt: (match) => match.record.touchedAt,
    rematchOf: (match) => match.record.rematchOfId,
    rematch: async (match, _args, context) => {
      if (match.record.status !== 'FINISHED') return null;
      const rematch = await context.services.matches.reader.rematchOf(match.record.id);
      return rematch && context.services.matches.reader.lazy(rematch);
    },
    seatChanges: (match) => [...match.record.seatChanges],
    viewerMayReclaim: (match, _args, context) => {
      const seat = viewerSeat(match, context);
      return seat !== null && mayReclaim(match.record, seat);
    },
    absentAfterMs: (match, _args, context) =>
      match.record.status === 'ACTIVE' && match.record.clock === null
        ? context.services.matches.absence.absenceMs
        : null,
    absenceVotes: (match) => {
      const cast = match.record.absenceVotes;
      if (!cast || match.record.status !== 'ACTIVE') return [];
      return [...currentVotes(match.record, cast.seat)].flatMap(([voter, choice]) => {
        const held = match.record.seats.find((seat) => seat.userId === voter);
        return held?.user ? [{ seat: cast.seat, voter: held.user, choice }] : [];
      });
    },
    logUrl: (match, _args, context) =>
      match.record.status === 'FINISHED'
        ? `${context.services.links.base}/matches/${match.record.id}/log.jsonl`
        : null,
  },
  MyGame: {
    dueSeats: (game) => [...game.dueSeats],
  },
  MatchUpdate: {
    snapshot: (update) => update.snapshot,
    missed: (update, _args, context) =>
      update.missedAfter === null || update.match.record.startedAt === null
        ? []
        : redactedLog(update.match, update.missedAfter, update.match.record.seq, context),
    matchId: (update) => update.match.record.id,
    seq: (update) => update.match.record.seq,
    status: (update) => update.match.record.status,
    entry: (update, _args, context) =>
      update.entry &&
      redactEntry(update.entry, viewerSeat(update.match, context), isRevealed(update.match.record)),
    match: (update) => update.match,
  },
  GameView: {
    // Each game's view type is named after its id: cartagena → CartagenaView, port-royal → PortRoyalView.
    __resolveType: (view) =>
      `${view.game.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())}View` as never,
  },
};
