import type { Client } from 'graphql-ws';
import { isSeatUpdate } from './harness.js';
import { MATCH_UPDATED } from './operations.js';

const SUBMIT_SEQ = `mutation ($matchId: ID!, $expectedSeq: Int!, $action: JSON!) {
  submitAction(matchId: $matchId, expectedSeq: $expectedSeq, action: $action) { seq }
}`;

export interface SocketUpdate {
  readonly snapshot: boolean;
  readonly seq: number;
  readonly missed: readonly { seq: number }[];
  readonly entry: { seq: number; seat: number } | null;
  readonly match: { seq: number; activeSeats: number[]; legalActions: unknown[] };
}

/**
 * A player's WebSocket as the web app uses it: it follows one match (`matchUpdated`, resuming after
 * `sinceSeq` when given) and sends the player's moves on the same connection. What arrives is kept
 * in arrival order, the updates (seat updates skipped) and the moves' answers together, as
 * `update <seq>` and `answer <seq>`.
 */
export class MoverSocket {
  readonly arrivals: string[] = [];
  readonly updates: SocketUpdate[] = [];
  private readonly errors: unknown[] = [];
  private readonly waiters: (() => void)[] = [];
  private readonly stop: () => void;

  constructor(
    readonly client: Client,
    private readonly matchId: string,
    sinceSeq?: number,
  ) {
    this.stop = client.subscribe<{ matchUpdated: SocketUpdate }>(
      { query: MATCH_UPDATED, variables: { matchId, ...(sinceSeq === undefined ? {} : { sinceSeq }) } },
      {
        next: ({ data, errors }) => {
          if (errors) this.errors.push(...errors);
          if (data && !isSeatUpdate(data)) {
            this.updates.push(data.matchUpdated);
            this.arrivals.push(`update ${data.matchUpdated.seq}`);
          }
          this.wake();
        },
        error: (error) => {
          this.errors.push(error);
          this.wake();
        },
        complete: () => {},
      },
    );
  }

  /** The match as the last update showed it. */
  get latest(): SocketUpdate['match'] {
    const last = this.updates.at(-1);
    if (!last) throw new Error('no update yet');
    return last.match;
  }

  /** Sends a move on this connection; resolves with its answer's seq, or rejects with its error. */
  submit(expectedSeq: number, action: unknown): Promise<number> {
    return new Promise((resolve, reject) => {
      this.client.subscribe<{ submitAction: { seq: number } }>(
        { query: SUBMIT_SEQ, variables: { matchId: this.matchId, expectedSeq, action } },
        {
          next: ({ data, errors }) => {
            if (errors) reject(new Error(JSON.stringify(errors)));
            else if (data) {
              this.arrivals.push(`answer ${data.submitAction.seq}`);
              resolve(data.submitAction.seq);
            }
          },
          error: (error) => reject(new Error(JSON.stringify(error))),
          complete: () => {},
        },
      );
    });
  }

  /** Resolves once an update of `seq` (or later) has come; rejects on a subscription error or after 15 s. */
  async reached(seq: number): Promise<void> {
    const deadline = Date.now() + 15_000;
    while ((this.updates.at(-1)?.seq ?? -1) < seq) {
      if (this.errors.length > 0) throw new Error(`subscription error: ${JSON.stringify(this.errors)}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out waiting for seq ${seq}; arrivals: ${this.arrivals.join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The seqs of the updates after the snapshot, in order. */
  movesSeen(): number[] {
    return this.updates.filter((update) => !update.snapshot).map((update) => update.seq);
  }

  dispose(): void {
    this.stop();
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}
