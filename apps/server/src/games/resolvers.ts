import type { Resolvers } from '../generated/graphql.js';

export const gameResolvers: Resolvers = {
  Query: {
    games: (_root, _args, context) => context.services.catalog.list(),
    game: (_root, { id }, context) => context.services.catalog.info(id),
  },
  GameOption: {
    default: (option) => option.default ?? null,
    choices: (option) => (option.choices ? [...option.choices] : null),
    min: (option) => option.min ?? null,
    max: (option) => option.max ?? null,
  },
};
