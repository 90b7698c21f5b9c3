import type { Resolvers } from '../generated/graphql.js';

export const gameResolvers: Resolvers = {
  Query: {
    games: (_root, _args, context) => context.services.engine.list(),
    game: (_root, { id }, context) => context.services.engine.info(id),
  },
  Game: {
    actionSchema: (game, _args, context) => context.services.engine.actionSchema(game.id),
  },
  GameOption: {
    default: (option) => option.default ?? null,
    choices: (option) => (option.choices ? [...option.choices] : null),
    min: (option) => option.min ?? null,
    max: (option) => option.max ?? null,
    seat: (option) => option.seat === true,
    appliesWhen: ({ appliesWhen }) =>
      appliesWhen
        ? {
            players: appliesWhen.players ? [...appliesWhen.players] : null,
            options: Object.entries(appliesWhen.options ?? {}).map(([name, values]) => ({
              name,
              values: [...values],
            })),
          }
        : null,
  },
};
