import { requireViewer } from '../context.js';
import type { Resolvers } from '../generated/graphql.js';

export const vacationResolvers: Resolvers = {
  Mutation: {
    startVacation: (_root, { days }, context) =>
      context.services.vacations.start(requireViewer(context), days),
    endVacation: (_root, _args, context) => context.services.vacations.end(requireViewer(context)),
  },
  User: {
    vacation: (user, _args, context) => context.services.vacations.status(user.id),
  },
  Player: {
    vacationUntil: (player, _args, context) => context.services.vacations.untilOf(player.id),
  },
  Vacation: {
    since: (vacation) => vacation.current?.startsAt ?? null,
    until: (vacation) => vacation.current?.endsAt ?? null,
  },
};
