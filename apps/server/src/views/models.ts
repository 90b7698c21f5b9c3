import type { PiratesCoveView } from '@brethren/engine';

/**
 * The engine's view types, under names of their own: the GraphQL types of the same names are
 * generated from the schema, and resolvers return the engine's values for them.
 */
export type {
  CartagenaView as CartagenaViewModel,
  PiratesCoveView as PiratesCoveViewModel,
  PortRoyalView as PortRoyalViewModel,
  TortugaPendingView as TortugaPendingModel,
  TortugaView as TortugaViewModel,
} from '@brethren/engine';

/** A decision inside a Pirate's Cove combat, one shape per `kind` (the engine's `PromptView`). */
export type PiratesCovePromptModel = NonNullable<NonNullable<PiratesCoveView['combat']>['prompt']>;
