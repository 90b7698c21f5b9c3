import { requireViewer } from '../context.js';
import type { Resolvers } from '../generated/graphql.js';

export const mailResolvers: Resolvers = {
  Query: {
    mailSettings: (_root, _args, context) => context.services.mail.settings(requireViewer(context)),
    mailUnsubscribeLink: (_root, { token }, context) => context.services.mail.unsubscribeLink(token),
  },
  Mutation: {
    setEmail: (_root, { address }, context) =>
      context.services.mail.setEmail(requireViewer(context), address),
    resendEmailVerification: (_root, _args, context) =>
      context.services.mail.resendVerification(requireViewer(context)),
    removeEmail: (_root, _args, context) => context.services.mail.removeEmail(requireViewer(context)),
    verifyEmail: async (_root, { token }, context) => ({ handle: await context.services.mail.verify(token) }),
    setMailPreferences: (_root, { preferences }, context) =>
      context.services.mail.setPreferences(requireViewer(context), preferences),
    unsubscribeMail: (_root, { token }, context) => context.services.mail.unsubscribe(token),
    requestPasswordReset: async (_root, { login }, context) => {
      await context.services.recovery.request(login, context.address);
      return true;
    },
    resetPassword: (_root, { token, newPassword }, context) =>
      context.services.recovery.reset(token, newPassword, context.address),
  },
  MailUnsubscribe: {
    kinds: (link) => [...link.kinds],
  },
  MailSettings: {
    preferences: (settings) => [...settings.preferences],
  },
};
