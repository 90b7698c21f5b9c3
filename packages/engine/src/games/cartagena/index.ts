import type { GameDefinition } from '../../core/game.js';
import type { CartagenaAction } from './actions.js';
import { activeSeats, apply } from './apply.js';
import { cartagenaBots } from './bots.js';
import type { CartagenaEventBody } from './events.js';
import { legalActions } from './legal.js';
import { OPTION_DESCRIPTORS, parseOptions, type CartagenaOptions } from './options.js';
import { result } from './result.js';
import { setup } from './setup.js';
import type { CartagenaState } from './state.js';
import { view, type CartagenaView } from './view.js';

export const cartagena: GameDefinition<
  CartagenaState,
  CartagenaAction,
  CartagenaView,
  CartagenaOptions,
  CartagenaEventBody
> = {
  id: 'cartagena',
  name: 'Cartagena',
  minPlayers: 2,
  maxPlayers: 5,
  options: OPTION_DESCRIPTORS,
  parseOptions,
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  result,
  bots: cartagenaBots,
};

export type { CartagenaAction, Place } from './actions.js';
export type { Card, CartagenaSymbol, PirateColour } from './data.js';
export { PIRATE_COLOURS, SYMBOLS } from './data.js';
export type { CartagenaEvent, CartagenaEventBody } from './events.js';
export type { CartagenaLayout, CartagenaOptions, DrawRule, Story, TileSpec } from './options.js';
export type { CartagenaState } from './state.js';
export type { CartagenaPendingView, CartagenaSeatView, CartagenaSquareView, CartagenaView } from './view.js';
