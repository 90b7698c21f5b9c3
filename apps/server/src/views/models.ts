/**
 * The engine's view types, under names of their own: the GraphQL types of the same names are
 * generated from the schema, and resolvers return the engine's values for them.
 */
export type {
  CartagenaView as CartagenaViewModel,
  PortRoyalView as PortRoyalViewModel,
} from '@brethren/engine';
