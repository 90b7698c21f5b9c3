import { defineGame } from '../../core/define.js';
import { CARTAGENA_ACTION_TYPES, cartagenaActionSchema } from './actions.js';
import { disguise } from './disguise.js';
import { CARTAGENA_EVENT_TYPES } from './events.js';
import { cartagenaBots } from './levels.js';
import { legalActions } from './legal.js';
import { cartagenaMeta } from './meta.js';
import { cartagenaOptions } from './options.js';
import { activeSeats, isOver, perform } from './perform.js';
import { result } from './result.js';
import { setup } from './setup.js';
import { view } from './view.js';

export const cartagena = defineGame({
  ...cartagenaMeta,
  options: cartagenaOptions,
  actions: cartagenaActionSchema,
  actionTypes: CARTAGENA_ACTION_TYPES,
  eventTypes: CARTAGENA_EVENT_TYPES,
  setup,
  isOver,
  activeSeats,
  legalActions,
  perform,
  view,
  result,
  disguise,
  bots: cartagenaBots,
});

export { cartagenaMeta } from './meta.js';
export { pirateDestination } from './hints.js';
export type { CartagenaAction, Place } from './actions.js';
export type { Card, CartagenaSymbol, PirateColour } from './data.js';
export { PIRATE_COLOURS, SYMBOLS } from './data.js';
export type { CartagenaEvent, CartagenaEventBody } from './events.js';
export type { CartagenaLayout, CartagenaOptions, DrawRule, Story, TileSpec } from './options.js';
export type { CartagenaState } from './state.js';
export type { CartagenaPendingView, CartagenaSeatView, CartagenaSquareView, CartagenaView } from './view.js';
export { CARTAGENA_ACTION_TYPES } from './actions.js';
export { CARTAGENA_EVENT_TYPES } from './events.js';
