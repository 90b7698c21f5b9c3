import { defineGame } from '../../core/define.js';
import { TORTUGA_ACTION_TYPES, tortugaActionSchema } from './actions.js';
import { disguise } from './disguise.js';
import { TORTUGA_EVENT_TYPES } from './events.js';
import { tortugaBots } from './levels.js';
import { legalActions } from './legal.js';
import { tortugaMeta } from './meta.js';
import { tortugaOptions } from './options.js';
import { activeSeats, isOver, perform } from './perform.js';
import { result } from './result.js';
import { setup } from './setup.js';
import { timeoutAction } from './timeout.js';
import { view } from './view.js';

export const tortuga = defineGame({
  ...tortugaMeta,
  options: tortugaOptions,
  actions: tortugaActionSchema,
  actionTypes: TORTUGA_ACTION_TYPES,
  eventTypes: TORTUGA_EVENT_TYPES,
  setup,
  isOver,
  activeSeats,
  legalActions,
  perform,
  view,
  result,
  timeoutAction,
  disguise,
  bots: tortugaBots,
});

export { isTimeoutAction as isTortugaTimeoutAction, type TortugaAction } from './actions.js';
export { tortugaMeta } from './meta.js';
export { attackSucceeds, brawlWinner, mutinySucceeds, voteTally, type VoteTally } from './tally.js';
export type {
  EventCard as TortugaEventCard,
  EventGroup as TortugaEventGroup,
  Hold as TortugaHold,
  Nation as TortugaNation,
  Place as TortugaPlace,
  Ruleset as TortugaRuleset,
  ShipName as TortugaShipName,
  TreasureMap as TortugaTreasureMap,
  VoteCard as TortugaVoteCard,
} from './data.js';
export { EVENT_CARDS as TORTUGA_EVENT_CARDS, EVENT_GROUPS as TORTUGA_EVENT_GROUPS } from './data.js';
export type { TortugaEvent, TortugaEventBody } from './events.js';
export type { OpenLoyalty, TortugaOptions } from './options.js';
export type { TortugaState } from './state.js';
export type {
  TortugaPendingView,
  TortugaSeatView,
  TortugaShipView,
  TortugaSlotView,
  TortugaView,
} from './view.js';
export { TORTUGA_ACTION_TYPES } from './actions.js';
export { TORTUGA_EVENT_TYPES } from './events.js';
