import type { GameDefinition } from '../../core/game.js';
import type { PortRoyalAction } from './actions.js';
import { activeSeats, apply } from './apply.js';
import { portRoyalBots } from './bots.js';
import type { PortRoyalEventBody } from './events.js';
import { legalActions } from './legal.js';
import { OPTION_DESCRIPTORS, parseOptions, type PortRoyalOptions } from './options.js';
import { result } from './result.js';
import { setup } from './setup.js';
import type { PortRoyalState } from './state.js';
import { view, type PortRoyalView } from './view.js';

export const portRoyal: GameDefinition<
  PortRoyalState,
  PortRoyalAction,
  PortRoyalView,
  PortRoyalOptions,
  PortRoyalEventBody
> = {
  id: 'port-royal',
  name: 'Port Royal',
  minPlayers: 3,
  maxPlayers: 4,
  options: OPTION_DESCRIPTORS,
  parseOptions,
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  result,
  bots: portRoyalBots,
};

export type { PortRoyalAction } from './actions.js';
export type {
  Colour as PortRoyalColour,
  Good as PortRoyalGood,
  Special as PortRoyalSpecial,
} from './data.js';
export {
  COLOURS as PORT_ROYAL_COLOURS,
  GOODS as PORT_ROYAL_GOODS,
  SPECIALS as PORT_ROYAL_SPECIALS,
} from './data.js';
export type { PortRoyalEvent, PortRoyalEventBody } from './events.js';
export type { PortRoyalOptions } from './options.js';
export type { PortRoyalState } from './state.js';
export type {
  PortRoyalAuctionView,
  PortRoyalCrewCardView,
  PortRoyalDisplayCardView,
  PortRoyalLastTrickView,
  PortRoyalLootCardView,
  PortRoyalPlayedCardView,
  PortRoyalView,
  PortRoyalSeatView,
  PortRoyalShipView,
  PortRoyalTrickView,
  PortRoyalWonView,
} from './view.js';
