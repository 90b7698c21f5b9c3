import { requireViewer } from '../context.js';
import type { Resolvers } from '../generated/graphql.js';

export const moderationResolvers: Resolvers = {
  Query: {
    chatReports: (_root, { first, after }, context) =>
      context.services.moderation.reports(requireViewer(context), { first, after }),
  },
  Mutation: {
    resolveChatReport: (_root, { messageId, action }, context) =>
      context.services.moderation.resolve(requireViewer(context), messageId, action),
  },
  User: {
    moderator: (user, _args, context) => context.services.moderation.isModerator(user.id),
  },
};
