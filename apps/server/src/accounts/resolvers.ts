import { requireViewer } from '../context.js';
import { refuseGuest } from './guests.js';
import type { Resolvers } from '../generated/graphql.js';

export const accountResolvers: Resolvers = {
  Query: {
    me: (_root, _args, context) => context.viewer,
    apiTokens: (_root, page, context) =>
      context.services.accounts.tokens.listApiTokens(requireViewer(context), page),
    sessions: (_root, page, context) =>
      context.services.accounts.tokens.listSessions(requireViewer(context), page),
  },
  Session: {
    device: (session) => session.name || null,
    expiresAt: (session) => session.expiresAt ?? session.createdAt,
  },
  Mutation: {
    signUp: (_root, { handle, password, device }, context) =>
      context.services.accounts.service.signUp(handle, password, device, context.address),
    signIn: (_root, { handle, password, device }, context) =>
      context.services.accounts.service.signIn(handle, password, device, context.address),
    startGuest: (_root, { device }, context) =>
      context.services.accounts.service.startGuest(device, context.address),
    claimGuest: (_root, { handle, password }, context) =>
      context.services.accounts.service.claimGuest(requireViewer(context), handle, password, context.address),
    signOut: (_root, _args, context) => context.services.accounts.tokens.signOut(requireViewer(context)),
    endSession: (_root, { id }, context) =>
      context.services.accounts.tokens.endSession(requireViewer(context), id),
    signOutEverywhere: (_root, { keepCurrent }, context) =>
      context.services.accounts.tokens.signOutEverywhere(requireViewer(context), keepCurrent ?? false),
    changePassword: (_root, { currentPassword, newPassword }, context) =>
      context.services.accounts.service.changePassword(
        requireViewer(context),
        currentPassword,
        newPassword,
        context.address,
      ),
    deleteAccount: (_root, { password }, context) =>
      context.services.accounts.closer.deleteAccount(
        requireViewer(context),
        password ?? null,
        context.address,
      ),
    setLocale: (_root, { locale }, context) =>
      context.services.accounts.service.setLocale(requireViewer(context), locale ?? null),
    createApiToken: (_root, { name }, context) => {
      const viewer = requireViewer(context);
      refuseGuest(viewer, 'make API tokens');
      return context.services.accounts.tokens.createApiToken(viewer, name);
    },
    revokeApiToken: (_root, { id }, context) =>
      context.services.accounts.tokens.revokeApiToken(requireViewer(context), id),
  },
};
