import { requireViewer } from '../context.js';
import type { Resolvers } from '../generated/graphql.js';

export const chatResolvers: Resolvers = {
  Mutation: {
    sendChatMessage: (_root, { matchId, channel, text }, context) =>
      context.services.chat.send(requireViewer(context), matchId, channel, text),
    sendTournamentChatMessage: (_root, { tournamentId, text }, context) =>
      context.services.chat.sendInTournament(requireViewer(context), tournamentId, text),
    reportChatMessage: (_root, { messageId, category, reason, inviteCode }, context) =>
      context.services.chat.report(requireViewer(context), messageId, category, reason, inviteCode),
  },
  Subscription: {
    chatPosted: {
      subscribe: (_root, { matchId }, context) => context.services.chat.subscribe(context.viewer, matchId),
      resolve: (message: unknown) => message as never,
    },
    tournamentChatPosted: {
      subscribe: (_root, { tournamentId, inviteCode }, context) =>
        context.services.chat.subscribeTournament(context.viewer, tournamentId, inviteCode),
      resolve: (message: unknown) => message as never,
    },
  },
  Match: {
    chat: (match, { channel, first, after }, context) =>
      context.services.chat.page(match.record, context.viewer, channel ?? null, { first, after }),
    chatChannels: (match, _args, context) => context.services.chat.readable(match.record, context.viewer),
    chatChannel: (match, _args, context) => context.services.chat.channelOf(match.record, context.viewer),
  },
  Tournament: {
    chat: (tournament, { first, after }, context) =>
      context.services.chat.tournamentPage(tournament, context.viewer, { first, after }),
    canChat: (tournament, _args, context) => context.services.chat.writesIn(tournament, context.viewer),
  },
};
