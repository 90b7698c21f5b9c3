import type { GameDefinition } from '../../core/game.js';
import type { PiratesCoveAction } from './actions.js';
import { apply } from './apply.js';
import { piratesCoveBots } from './bots.js';
import type { PiratesCoveEventBody } from './events.js';
import { activeSeats, legalActions } from './legal.js';
import { OPTION_DESCRIPTORS, parseOptions, type PiratesCoveOptions } from './options.js';
import { result } from './result.js';
import { setup } from './setup.js';
import type { PiratesCoveState } from './state.js';
import { view, type PiratesCoveView } from './view.js';

export const piratesCove: GameDefinition<
  PiratesCoveState,
  PiratesCoveAction,
  PiratesCoveView,
  PiratesCoveOptions,
  PiratesCoveEventBody
> = {
  id: 'pirates-cove',
  name: "Pirate's Cove",
  minPlayers: 1,
  maxPlayers: 5,
  options: OPTION_DESCRIPTORS,
  parseOptions,
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  result,
  bots: piratesCoveBots,
};

export type { PiratesCoveAction } from './actions.js';
export * as piratesCoveData from './printed.js';
export type {
  LootCard as PiratesCoveLootCard,
  Section as PiratesCoveSection,
  TavernCard as PiratesCoveTavernCard,
} from './data.js';
export type { PiratesCoveEvent, PiratesCoveEventBody } from './events.js';
export type { PiratesCoveOptions, Variant as PiratesCoveVariant } from './options.js';
export type { PiratesCoveState } from './state.js';
export type { PiratesCoveView, PiratesCoveSeatView } from './view.js';
