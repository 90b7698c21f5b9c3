import { requireViewer } from '../context.js';
import type { Resolvers } from '../generated/graphql.js';

export const accountResolvers: Resolvers = {
  Query: {
    me: (_root, _args, context) => context.viewer,
    apiTokens: (_root, _args, context) => context.services.accounts.listApiTokens(requireViewer(context)),
  },
  Mutation: {
    signUp: async (_root, { handle, password }, context) => {
      await context.services.limits.consumeAuth(context.address);
      return context.services.accounts.signUp(handle, password);
    },
    signIn: async (_root, { handle, password }, context) => {
      await context.services.limits.consumeAuth(context.address);
      return context.services.accounts.signIn(handle, password);
    },
    signOut: (_root, _args, context) => context.services.accounts.signOut(requireViewer(context)),
    createApiToken: (_root, { name }, context) =>
      context.services.accounts.createApiToken(requireViewer(context), name),
    revokeApiToken: (_root, { id }, context) =>
      context.services.accounts.revokeApiToken(requireViewer(context), id),
  },
};
