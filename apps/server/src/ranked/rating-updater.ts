import type { MatchResult } from '@brethren/engine';
import type { FinishHook } from '../matches/finisher.js';
import type { MatchRecord } from '../matches/model.js';
import type { FinishTransaction } from '../matches/store.js';
import type { RankedRepository } from './repository.js';

/**
 * Rates a ranked match inside the transaction that finishes it, so a ranked match is never
 * finished unrated. Registered with the match Finisher in platform.ts.
 */
export class RatingUpdater implements FinishHook {
  constructor(private readonly repository: RankedRepository) {}

  async matchFinished(tx: FinishTransaction, record: MatchRecord, result: MatchResult): Promise<void> {
    if (record.ranked) await this.repository.applyRatings(tx, record, result);
  }
}
