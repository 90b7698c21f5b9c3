import { defineGame } from '../../core/define.js';
import { PORT_ROYAL_ACTION_TYPES, portRoyalActionSchema } from './actions.js';
import { disguise } from './disguise.js';
import { PORT_ROYAL_EVENT_TYPES } from './events.js';
import { portRoyalBots } from './levels.js';
import { legalActions } from './legal.js';
import { portRoyalMeta } from './meta.js';
import { portRoyalOptions } from './options.js';
import { activeSeats, isOver, perform } from './perform.js';
import { result } from './result.js';
import { setup } from './setup.js';
import { view } from './view.js';

export const portRoyal = defineGame({
  ...portRoyalMeta,
  options: portRoyalOptions,
  actions: portRoyalActionSchema,
  actionTypes: PORT_ROYAL_ACTION_TYPES,
  eventTypes: PORT_ROYAL_EVENT_TYPES,
  setup,
  isOver,
  activeSeats,
  legalActions,
  perform,
  view,
  result,
  disguise,
  bots: portRoyalBots,
});

export { portRoyalMeta } from './meta.js';
export {
  cardRefusal,
  debtPayment,
  loadedShip,
  type CardRefusal,
  type DebtPayment,
  type ShipLoad,
} from './hints.js';
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
export { PORT_ROYAL_ACTION_TYPES } from './actions.js';
export { PORT_ROYAL_EVENT_TYPES } from './events.js';
