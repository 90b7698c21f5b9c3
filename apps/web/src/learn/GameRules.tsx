import type { GameId } from '@brethren/engine/core';
import { CartagenaRules } from './games/CartagenaRules';
import { PiratesCoveRules } from './games/PiratesCoveRules';
import { PortRoyalRules } from './games/PortRoyalRules';
import { TortugaRules } from './games/TortugaRules';

const BOOKS = {
  cartagena: CartagenaRules,
  tortuga: TortugaRules,
  'port-royal': PortRoyalRules,
  'pirates-cove': PiratesCoveRules,
} as const satisfies Record<GameId, () => React.JSX.Element>;

/** A game's rules document, for its page and for the Rules dialog at its tables. */
export function GameRules({ game }: { game: GameId }) {
  const Book = BOOKS[game];
  return <Book />;
}
