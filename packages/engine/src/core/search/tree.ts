/**
 * A node of an information-set search tree: the information set reached by one more action of
 * `seat` from its parent, as the searching seat observes it. Statistics are from `seat`'s side.
 */
export class SearchNode<Action> {
  /** Playouts through this node. */
  visits = 0;
  /** Playouts in which this node's action was legal at its parent (ISMCTS's availability count). */
  available = 0;
  /** Sum of `seat`'s rewards over those playouts. */
  reward = 0;
  readonly children = new Map<string, SearchNode<Action>>();

  constructor(
    readonly action: Action | null,
    readonly seat: number,
  ) {}

  /**
   * The child to follow among the legal ones (by key): UCB1 with availability counts, as
   * single-observer ISMCTS does, so actions legal only in some deals are not over-explored. The
   * child keyed `favoured` (the prior policy's move) gets a progressive bias `bias / (visits + 1)`.
   */
  select(
    keys: readonly string[],
    exploration: number,
    favoured: string | null = null,
    bias = 0,
  ): SearchNode<Action> {
    let best: SearchNode<Action> | undefined;
    let bestScore = -Infinity;
    for (const key of keys) {
      const child = this.children.get(key) as SearchNode<Action>;
      const score =
        child.reward / child.visits +
        exploration * Math.sqrt(Math.log(child.available) / child.visits) +
        (key === favoured ? bias / (child.visits + 1) : 0);
      if (score > bestScore) {
        best = child;
        bestScore = score;
      }
    }
    if (!best) throw new Error('search: no legal child to select');
    return best;
  }

  /** The most visited child: the search's answer at the root. */
  mostVisited(): SearchNode<Action> | undefined {
    let best: SearchNode<Action> | undefined;
    for (const child of this.children.values()) if (!best || child.visits > best.visits) best = child;
    return best;
  }
}
