import type { Resolvers } from '../generated/graphql.js';
import type { PiratesCovePromptModel, TortugaPendingModel } from './models.js';

/** Tortuga's `pending`: one GraphQL type per engine `kind`. */
const TORTUGA_PENDING_TYPES = {
  startingTreasure: 'TortugaStartingTreasurePending',
  chooseStart: 'TortugaChooseStartPending',
  vote: 'TortugaVotePending',
  attackTreasure: 'TortugaAttackTreasurePending',
  forcedReveal: 'TortugaForcedRevealPending',
  eventChoice: 'TortugaEventChoicePending',
  returnVoteCard: 'TortugaReturnVoteCardPending',
  crowsNestGive: 'TortugaCrowsNestGivePending',
  maroonResponse: 'TortugaMaroonResponsePending',
  loseVoteCard: 'TortugaLoseVoteCardPending',
  atlantisJump: 'TortugaAtlantisJumpPending',
} as const satisfies Record<TortugaPendingModel['kind'], string>;

/** Pirate's Cove's combat prompt: one GraphQL type per shape (the three boarding steps share one). */
const PIRATES_COVE_PROMPT_TYPES = {
  boardChoice: 'PiratesCoveBoardingPrompt',
  challenge: 'PiratesCoveBoardingPrompt',
  duelAnswer: 'PiratesCoveBoardingPrompt',
  weapons: 'PiratesCoveWeaponsPrompt',
  pistols: 'PiratesCovePistolsPrompt',
  swap: 'PiratesCoveSwapPrompt',
  buryUnderFire: 'PiratesCoveBuryUnderFirePrompt',
} as const satisfies Record<PiratesCovePromptModel['kind'], string>;

/** The unions inside the games' views, resolved from the engine's `kind`. */
export const viewResolvers: Resolvers = {
  TortugaPending: {
    __resolveType: (pending) => TORTUGA_PENDING_TYPES[pending.kind],
  },
  PiratesCovePrompt: {
    __resolveType: (prompt) => PIRATES_COVE_PROMPT_TYPES[prompt.kind],
  },
};
