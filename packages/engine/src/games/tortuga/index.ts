import type { GameDefinition } from '../../core/game.js';
import type { TortugaAction } from './actions.js';
import { activeSeats, apply } from './apply.js';
import { tortugaBots } from './bots.js';
import type { TortugaEventBody } from './events.js';
import { legalActions } from './legal.js';
import { OPTION_DESCRIPTORS, parseOptions, type TortugaOptions } from './options.js';
import { result } from './result.js';
import { setup } from './setup.js';
import type { TortugaState } from './state.js';
import { timeoutAction } from './timeout.js';
import { view, type TortugaView } from './view.js';

export const tortuga: GameDefinition<
  TortugaState,
  TortugaAction,
  TortugaView,
  TortugaOptions,
  TortugaEventBody
> = {
  id: 'tortuga',
  name: 'Tortuga 1667',
  minPlayers: 2,
  maxPlayers: 9,
  options: OPTION_DESCRIPTORS,
  parseOptions,
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  result,
  timeoutAction,
  bots: tortugaBots,
};

export type { TortugaAction } from './actions.js';
export type {
  EventCard as TortugaEventCard,
  Hold as TortugaHold,
  Nation as TortugaNation,
  Place as TortugaPlace,
  Ruleset as TortugaRuleset,
  ShipName as TortugaShipName,
  TreasureMap as TortugaTreasureMap,
  VoteCard as TortugaVoteCard,
} from './data.js';
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
