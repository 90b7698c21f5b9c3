import { DomainError } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';

export const openDataResolvers: Resolvers = {
  Query: {
    dataExports: async (_root, { game }, context) => {
      const { engine, openData } = context.services;
      if (game !== null && game !== undefined && !engine.info(game))
        throw new DomainError('UNKNOWN_GAME', `no game "${game}"; see the games query`);
      const files = await openData.list(game ?? null);
      return files.flatMap((file) => {
        const info = engine.info(file.game);
        return info ? [{ ...file, game: info }] : [];
      });
    },
  },
};
