import { requireViewer, type Context } from '../context.js';
import { DomainError } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import type { MatchModel } from './model.js';
import { isRevealed, redactEntry } from './redaction.js';
import { subscribeToLobby, subscribeToMatch } from './subscriptions.js';

function viewerSeat(match: MatchModel, context: Context): number | null {
  return context.services.matches.seatOf(match.record, context.viewer);
}

function viewOf(match: MatchModel, context: Context): unknown {
  if (match.state === null) return null;
  return context.services.matches.definition(match.record).view(match.state, viewerSeat(match, context));
}

export const matchResolvers: Resolvers = {
  Query: {
    match: (_root, { id }, context) => context.services.matches.get(id),
    openMatches: (_root, { game }, context) => context.services.matches.openMatches(game),
    liveMatches: (_root, { game }, context) => context.services.matches.liveMatches(game),
    matches: (_root, { filter, first, after }, context) =>
      context.services.matches.history(
        { game: filter?.game, status: filter?.status, playerHandle: filter?.player },
        first ?? 20,
        after,
      ),
  },
  Mutation: {
    createMatch: (_root, { input }, context) =>
      context.services.matches.create(requireViewer(context), input),
    joinMatch: (_root, { matchId, seat }, context) =>
      context.services.matches.join(requireViewer(context), matchId, seat),
    leaveMatch: (_root, { matchId }, context) =>
      context.services.matches.leave(requireViewer(context), matchId),
    startMatch: (_root, { matchId }, context) =>
      context.services.matches.start(requireViewer(context), matchId),
    submitAction: async (_root, { matchId, expectedSeq, action }, context) => {
      const viewer = requireViewer(context);
      await context.services.limits.consumeAction(viewer.id);
      const match = await context.services.matches.submit(viewer, matchId, expectedSeq, action);
      return { seq: match.record.seq, match };
    },
  },
  Subscription: {
    matchUpdated: {
      subscribe: (_root, { matchId, sinceSeq }, context) =>
        subscribeToMatch(
          context.services.matches,
          context.services.pubsub,
          context.services.logger,
          matchId,
          sinceSeq ?? 0,
        ),
      resolve: (update: unknown) => update as never,
    },
    lobbyUpdated: {
      subscribe: (_root, _args, context) =>
        subscribeToLobby(context.services.matches, context.services.pubsub, context.services.logger),
      resolve: (event: unknown) => event as never,
    },
  },
  Match: {
    id: (match) => match.record.id,
    game: (match, _args, context) => {
      const info = context.services.catalog.info(match.record.game);
      if (!info) throw new DomainError('UNKNOWN_GAME', `no game "${match.record.game}"`);
      return info;
    },
    options: (match) => match.record.options,
    status: (match) => match.record.status,
    visibility: (match) => match.record.visibility,
    createdBy: (match) => match.record.createdBy,
    playerCount: (match) => match.record.playerCount,
    seats: (match) =>
      match.record.seats.map((seat) => ({
        seat: seat.seat,
        player: seat.user,
        bot: seat.botLevel,
        open: seat.userId === null && seat.botLevel === null,
        placement: seat.placement,
        score: match.record.result?.scores[seat.seat] ?? null,
        forfeited: seat.forfeited,
        ratingBefore: seat.ratingBefore,
        ratingAfter: seat.ratingAfter,
      })),
    seq: (match) => match.record.seq,
    seedHash: (match) => match.record.seedHash,
    seed: (match) => (isRevealed(match.record) && match.record.startedAt ? match.record.seed : null),
    createdAt: (match) => match.record.createdAt,
    startedAt: (match) => match.record.startedAt,
    finishedAt: (match) => match.record.finishedAt,
    viewerSeat: (match, _args, context) => viewerSeat(match, context),
    activeSeats: (match, _args, context) =>
      match.state === null || match.record.status !== 'ACTIVE'
        ? []
        : [...context.services.matches.definition(match.record).activeSeats(match.state)],
    view: (match, _args, context) => viewOf(match, context) as never,
    viewJson: (match, _args, context) => viewOf(match, context),
    legalActions: (match, _args, context) => {
      const seat = viewerSeat(match, context);
      if (seat === null || match.state === null || match.record.status !== 'ACTIVE') return [];
      return [...context.services.matches.definition(match.record).legalActions(match.state, seat)];
    },
    log: async (match, { sinceSeq }, context) => {
      if (match.record.startedAt === null) return [];
      const seat = viewerSeat(match, context);
      const entries = await context.services.matches.log(match.record, sinceSeq ?? 0);
      return entries
        .filter((entry) => entry.seq <= match.record.seq)
        .map((entry) => redactEntry(entry, seat, isRevealed(match.record)));
    },
    result: (match) => match.record.result,
    logUrl: (match, _args, context) =>
      match.record.status === 'FINISHED'
        ? `${context.services.links.base}/matches/${match.record.id}/log.jsonl`
        : null,
  },
  MatchUpdate: {
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
