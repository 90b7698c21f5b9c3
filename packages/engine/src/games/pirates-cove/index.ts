import { defineGame } from '../../core/define.js';
import { PIRATES_COVE_ACTION_TYPES, piratesCoveActionSchema } from './actions.js';
import { disguise } from './disguise.js';
import { PIRATES_COVE_EVENT_TYPES } from './events.js';
import { piratesCoveBots } from './levels.js';
import { activeSeats, isOver, legalActions } from './legal.js';
import { piratesCoveMeta } from './meta.js';
import { piratesCoveOptions } from './options.js';
import { perform } from './perform.js';
import { result } from './result.js';
import { setup } from './setup.js';
import { view } from './view.js';

export const piratesCove = defineGame({
  ...piratesCoveMeta,
  options: piratesCoveOptions,
  actions: piratesCoveActionSchema,
  actionTypes: PIRATES_COVE_ACTION_TYPES,
  eventTypes: PIRATES_COVE_EVENT_TYPES,
  setup,
  isOver,
  activeSeats,
  legalActions,
  perform,
  view,
  result,
  disguise,
  bots: piratesCoveBots,
});

export { piratesCoveMeta } from './meta.js';
export { crossingPlan, upgradeActionCost, type CrossingPlan } from './hints.js';
export { finalPlacements } from './ranking.js';
export { burial, coveRepairCost, flightTerms } from './prices.js';
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
export { PIRATES_COVE_ACTION_TYPES } from './actions.js';
export { PIRATES_COVE_EVENT_TYPES } from './events.js';
