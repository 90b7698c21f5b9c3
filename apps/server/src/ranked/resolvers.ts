import { requireViewer, type Context } from '../context.js';
import { DomainError } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import type { MatchClock } from '../matches/clock.js';
import { seatDeadline } from '../matches/clock.js';
import { pausedUntil } from '../matches/pauses.js';
import { RECENT_MATCHES } from '../matches/reader.js';
import { clockSettingsOf } from '../matches/table-clocks.js';
import { createdCursor, paginate, type CreatedKey, type ListSpec } from '../pagination.js';
import type { LadderEntry, LadderKey, RatingPoint } from './stats.js';

function gameInfo(context: Context, id: string) {
  const info = context.services.engine.info(id);
  if (!info) throw new DomainError('UNKNOWN_GAME', `no game "${id}"; see the games query`);
  return info;
}

/** Ladders continue after an entry's rating and player; ranks are counted afresh on each page. */
const LADDER: ListSpec<LadderEntry, LadderKey> = {
  cursor: {
    list: 'ladder',
    toValues: (key) => [key.rating, key.userId],
    fromValues: ([rating, userId, ...rest]) =>
      typeof rating === 'number' && Number.isFinite(rating) && typeof userId === 'string' && rest.length === 0
        ? { rating, userId }
        : null,
  },
  defaultFirst: 50,
  keyOf: (entry) => ({ rating: entry.rating, userId: entry.player.id }),
};

const RATING_HISTORY: ListSpec<RatingPoint, CreatedKey> = {
  cursor: createdCursor('ratingHistory'),
  defaultFirst: 50,
  keyOf: (point) => ({ createdAt: point.at, id: point.id }),
};

export const rankedResolvers: Resolvers = {
  Query: {
    rankedQueues: (_root, { turnBased }, context) => context.services.ranked.queues(turnBased ?? false),
    queueTicket: (_root, { turnBased }, context) =>
      context.services.ranked.current(requireViewer(context), turnBased ?? false),
    ladder: (_root, { game, ...page }, context) => {
      gameInfo(context, game);
      return paginate(page, LADDER, (query) => context.services.stats.ladder(game, query.take, query.after));
    },
    player: async (_root, { handle }, context) => {
      const player = await context.services.stats.findPlayer(handle);
      if (!player) return null;
      return { player, ratings: await context.services.stats.ratings(player.id) };
    },
    gameStats: (_root, { game }, context) => {
      gameInfo(context, game);
      return context.services.stats.gameStats(game);
    },
  },
  Mutation: {
    joinQueue: (_root, { game, playerCounts, preset, turnBased, botFillAfterSeconds }, context) =>
      context.services.ranked.join(
        requireViewer(context),
        game,
        playerCounts,
        preset ?? 'standard',
        turnBased ?? false,
        botFillAfterSeconds ?? null,
      ),
    leaveQueue: (_root, { turnBased }, context) =>
      context.services.ranked.leave(requireViewer(context), turnBased ?? false),
    resignMatch: (_root, { matchId }, context) =>
      context.services.matches.forfeits.resign(requireViewer(context), matchId),
    blockPlayer: (_root, { handle }, context) =>
      context.services.ranked.block(requireViewer(context), handle),
    unblockPlayer: (_root, { handle }, context) =>
      context.services.ranked.unblock(requireViewer(context), handle),
  },
  Subscription: {
    queueUpdated: {
      subscribe: (_root, { turnBased }, context) =>
        context.services.ranked.subscribe(requireViewer(context), turnBased ?? false),
      resolve: (status: unknown) => status as never,
    },
  },
  RankedQueue: {
    game: (queue, _args, context) => gameInfo(context, queue.game),
    playerCounts: (queue) => [...queue.config.playerCounts],
    presets: (queue) => queue.config.presets.map((preset) => ({ ...preset })),
    perDecisionSeconds: (queue) => Math.round(queue.clock.perDecisionMs / 1000),
    bankSeconds: (queue) => Math.round(queue.clock.bankMs / 1000),
    playersWaiting: (queue, _args, context) => context.services.ranked.waiting(queue.game, queue.turnBased),
  },
  QueueTicket: {
    id: (status) => status.ticket.id,
    game: (status, _args, context) => gameInfo(context, status.ticket.game),
    playerCounts: (status) => [...status.ticket.playerCounts],
    preset: (status) => status.ticket.preset,
    turnBased: (status) => status.ticket.pace !== null,
    status: (status) => status.ticket.status,
    waitedSeconds: (status) =>
      Math.max(
        0,
        Math.round(
          ((status.ticket.status === 'WAITING' ? Date.now() : status.ticket.updatedAt.getTime()) -
            status.ticket.createdAt.getTime()) /
            1000,
        ),
      ),
    playersWaiting: (status) => status.playersWaiting,
    botFillAfterSeconds: (status) => status.ticket.botFillAfterSeconds,
    estimatedWaitSeconds: (status) =>
      status.estimatedWaitSeconds === null ? null : Math.round(status.estimatedWaitSeconds),
    match: (status, _args, context) =>
      status.ticket.matchId ? context.services.matches.reader.get(status.ticket.matchId) : null,
  },
  PlayerProfile: {
    turnBasedCompletion: (profile, _args, context) =>
      context.services.stats.turnBasedCompletion(profile.player.id),
    ratings: (profile) => profile.ratings.map((rating) => ({ ...rating, userId: profile.player.id })),
    rating: async (profile, { game }, context) => {
      const [rating] = await context.services.stats.ratings(profile.player.id, game);
      return rating ? { ...rating, userId: profile.player.id } : null;
    },
    recentMatches: (profile, page, context) =>
      context.services.matches.reader.history(
        { playerHandle: profile.player.handle, viewerId: context.viewer?.id },
        page,
        RECENT_MATCHES,
      ),
  },
  PlayerGameRating: {
    game: (rating, _args, context) => gameInfo(context, rating.game),
    history: (rating, page, context) =>
      paginate(page, RATING_HISTORY, (query) =>
        context.services.stats.ratingHistory(rating.userId, rating.game, query.take, query.after),
      ),
    winRateBySeat: async (rating, _args, context) =>
      (await context.services.stats.playerWinRates(rating.userId, rating.game)).bySeat,
    winRateByPlayerCount: async (rating, _args, context) =>
      (await context.services.stats.playerWinRates(rating.userId, rating.game)).byPlayerCount,
    winRateByTeam: async (rating, _args, context) =>
      (await context.services.stats.playerWinRates(rating.userId, rating.game)).byTeam,
  },
  TurnBasedCompletion: {
    share: (completion) => (completion.matches === 0 ? null : completion.withoutTimeout / completion.matches),
  },
  GameStats: {
    game: (stats, _args, context) => gameInfo(context, stats.game),
    seatWinRates: (stats) => [...stats.seatWinRates],
    teamWinRates: (stats) => [...stats.teamWinRates],
  },
  Match: {
    ranked: (match) => match.record.ranked,
    stakes: (match, _args, context) => context.services.ranked.stakes(match.record),
    clockSettings: (match, _args, context) => {
      const settings = clockSettingsOf(match.record, (game) => context.services.ranked.clockFor(game));
      return settings && { ...settings, turnBased: settings.turnBased === true };
    },
    clocks: async (match, _args, context) => {
      const clock = match.record.clock as MatchClock | null;
      const settings = clockSettingsOf(match.record, (game) => context.services.ranked.clockFor(game));
      if (!clock || !settings || match.record.status !== 'ACTIVE') return [];
      // Vacations stop the clocks of turn-based tables: read where the match is one (no read otherwise).
      const pauses = await context.services.matches.pauses.of(match.record);
      const now = Date.now();
      return clock.seats.map((seat, index) => {
        const deadline = seatDeadline(seat, settings, pauses.get(index));
        const paused = pausedUntil(pauses.get(index), now);
        return {
          seat: index,
          bankMs: seat.bankMs,
          timeouts: seat.timeouts,
          deadline: deadline === null ? null : new Date(deadline),
          leftMs: deadline === null ? null : Math.max(0, deadline - now),
          pausedUntil: paused === null ? null : new Date(paused),
        };
      });
    },
  },
};
