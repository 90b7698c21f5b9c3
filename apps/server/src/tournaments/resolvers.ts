import { requireViewer, type Context } from '../context.js';
import { DomainError } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { createdCursor, paginate, type CreatedKey, type ListSpec } from '../pagination.js';
import type { TournamentRecord } from './model.js';
import { nextRoundAt } from './round-times.js';
import { standingsOf } from './standings.js';

const TOURNAMENTS: ListSpec<TournamentRecord, CreatedKey> = {
  cursor: createdCursor('tournaments'),
  defaultFirst: 20,
  keyOf: (tournament) => ({ createdAt: tournament.createdAt, id: tournament.id }),
};

function gameInfo(context: Context, id: string) {
  const info = context.services.engine.info(id);
  if (!info) throw new DomainError('UNKNOWN_GAME', `no game "${id}"; see the games query`);
  return info;
}

export const tournamentResolvers: Resolvers = {
  Query: {
    tournament: (_root, { id, inviteCode }, context) =>
      context.services.tournaments.visible(id, context.viewer, inviteCode),
    tournaments: (_root, { status, game, player, ...page }, context) => {
      if (game) gameInfo(context, game);
      return paginate(page, TOURNAMENTS, (query) =>
        context.services.tournaments.list({ status, game, player }, query.take, query.after),
      );
    },
  },
  Mutation: {
    createTournament: (_root, { input }, context) =>
      context.services.tournaments.create(requireViewer(context), input),
    joinTournament: (_root, { id, inviteCode }, context) =>
      context.services.tournaments.join(requireViewer(context), id, inviteCode),
    leaveTournament: (_root, { id }, context) =>
      context.services.tournaments.leave(requireViewer(context), id),
    pauseTournament: (_root, { id }, context) =>
      context.services.tournaments.pause(requireViewer(context), id, true),
    resumeTournament: (_root, { id }, context) =>
      context.services.tournaments.pause(requireViewer(context), id, false),
    startTournament: (_root, { id }, context) =>
      context.services.tournaments.start(requireViewer(context), id),
  },
  Subscription: {
    tournamentUpdated: {
      subscribe: (_root, { id, inviteCode }, context) =>
        context.services.tournamentFeed.subscribe(context.viewer, id, inviteCode),
      resolve: (tournament: unknown) => tournament as never,
    },
  },
  Tournament: {
    game: (tournament, _args, context) => gameInfo(context, tournament.game),
    inviteCode: (tournament, _args, context) =>
      context.viewer && tournament.createdBy?.id === context.viewer.id ? tournament.inviteCode : null,
    joined: (tournament, _args, context) => context.services.tournaments.joined(tournament, context.viewer),
    paused: (tournament, _args, context) => context.services.tournaments.paused(tournament, context.viewer),
    present: (tournament, _args, context) => context.services.tournaments.present(tournament, context.viewer),
    recurring: (tournament) => tournament.recurrenceKey !== null,
    nextRoundAt: (tournament) => nextRoundAt(tournament),
    standings: async (tournament, _args, context) => {
      const service = context.services.tournaments;
      const [entries, tables] = await Promise.all([
        service.entries(tournament),
        service.tablesOf(tournament),
      ]);
      return standingsOf(tournament, entries, tables).map((line) => ({
        ...line,
        player: { id: line.player, handle: line.handle },
      }));
    },
    pairings: async (tournament, _args, context) => {
      const service = context.services.tournaments;
      const [entries, tables, rounds] = await Promise.all([
        service.entries(tournament),
        service.tablesOf(tournament),
        service.rounds(tournament),
      ]);
      const handles = new Map(entries.map((entry) => [entry.userId, entry.handle]));
      return rounds.map((round) => ({
        ...round,
        tables: tables
          .filter((table) => table.round === round.round)
          .map((table) => ({
            table: table.tableNumber,
            bye: table.bye,
            matchId: table.matchId,
            players: table.players.map((id) => ({ id, handle: handles.get(id) ?? '' })),
          })),
      }));
    },
  },
  TournamentTable: {
    match: (table, _args, context) =>
      table.matchId ? context.services.matches.reader.get(table.matchId) : null,
  },
};
