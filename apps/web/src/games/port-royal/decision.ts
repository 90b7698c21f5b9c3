import type { PortRoyalAction, PortRoyalView } from '@brethren/engine/port-royal';
import type { Words } from './describe';
import type { MoveGroups } from './moves';

/** What each of the table's decision panels (auction, trump, settling, prisoners) is given. */
export interface DecisionProps {
  readonly view: PortRoyalView;
  readonly words: Words;
  readonly moves: MoveGroups;
  readonly busy: boolean;
  readonly onAct: (action: PortRoyalAction) => void;
}
