import 'client-only';
import type { GameId } from '@brethren/engine/core';
import type { ComponentType } from 'react';
import type { FaceUpProps, TableProps } from './shared/TableProps';
import type { Load } from './web-game';

/**
 * Each game's table, loaded on demand: the viewer's view and legal actions in, actions out. The one
 * part of a game kept out of games/registry, for server modules read the registry (GameEmblem among
 * them, for the emblems) and a server module's `import()` of a 'use client' table makes
 * that table a client reference of every page: each table page would load all four. `client-only`
 * makes a server module importing this file a build error.
 */
export const GAME_TABLES = {
  cartagena: () => import('./cartagena/CartagenaTable').then((module) => module.CartagenaTable),
  tortuga: () => import('./tortuga/TortugaTable').then((module) => module.TortugaTable),
  'port-royal': () => import('./port-royal/PortRoyalTable').then((module) => module.PortRoyalTable),
  'pirates-cove': () => import('./pirates-cove/PiratesCoveTable').then((module) => module.PiratesCoveTable),
} as const satisfies Record<GameId, Load<ComponentType<TableProps<never, never>>>>;

/** Each game's hands face up, every seat's at once: a finished match's replay, loaded with it. */
export const GAME_FACE_UPS = {
  cartagena: () => import('./cartagena/FaceUp').then((module) => module.CartagenaFaceUp),
  tortuga: () => import('./tortuga/FaceUp').then((module) => module.TortugaFaceUp),
  'port-royal': () => import('./port-royal/FaceUp').then((module) => module.PortRoyalFaceUp),
  'pirates-cove': () => import('./pirates-cove/FaceUp').then((module) => module.PiratesCoveFaceUp),
} as const satisfies Record<GameId, Load<ComponentType<FaceUpProps<never>>>>;
