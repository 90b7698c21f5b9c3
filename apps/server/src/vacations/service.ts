import DataLoader from 'dataloader';
import { refuseGuest } from '../accounts/guests.js';
import type { Viewer } from '../accounts/service.js';
import { DomainError } from '../errors.js';
import type { MatchPublisher } from '../matches/publisher.js';
import type { PausedMatch, VacationRecord, VacationRepository } from './repository.js';
import type { VacationSettings } from './vacation.js';

/** What `Vacation` resolves from: the vacation under way, if any, and the year's allowance. */
export interface VacationModel {
  readonly current: VacationRecord | null;
  readonly daysLeft: number;
  readonly daysPerYear: number;
}

/**
 * Vacations: a player stops their clocks at every turn-based table they play (ranked too) for whole
 * days, up to a yearly allowance, and comes back by themselves when it ends or earlier by asking.
 * Nothing runs on a timer: a vacation is a row, which the clocks read when they look (see
 * `ClockPauses`); the matches' followers are told when one starts or ends early, so the clocks on
 * their screens show it.
 */
export class VacationService {
  /** Batches the `vacationUntil` of every player an answer names into one read (never cached). */
  private readonly untils = new DataLoader<string, Date | null>(
    async (userIds) => {
      const until = await this.repository.untilOf(userIds, new Date(this.now()));
      return userIds.map((id) => until.get(id) ?? null);
    },
    { cache: false },
  );

  constructor(
    private readonly repository: VacationRepository,
    private readonly publisher: MatchPublisher,
    private readonly settings: VacationSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** The account's vacation under way, if any, and the days left this year. */
  async status(userId: string): Promise<VacationModel> {
    const { current, used } = await this.repository.status(userId, new Date(this.now()));
    return this.model(current, used);
  }

  /**
   * Starts a vacation of `days` whole days now. Refused, with nothing changed: fewer than one day
   * or not a whole number (BAD_USER_INPUT), more than the year has left (VACATION_ALLOWANCE_EXCEEDED,
   * `extensions.daysLeft`), one already under way (ALREADY_ON_VACATION, `extensions.until`), a guest.
   */
  async start(viewer: Viewer, days: number): Promise<VacationModel> {
    refuseGuest(viewer, 'take a vacation');
    if (!Number.isInteger(days) || days < 1)
      throw new DomainError('BAD_USER_INPUT', 'a vacation lasts at least one whole day', { field: 'days' });
    const started = await this.repository.start(viewer.id, days, new Date(this.now()), this.settings);
    if ('refused' in started) {
      if (started.refused === 'ALREADY_ON_VACATION')
        throw new DomainError(
          'ALREADY_ON_VACATION',
          `you are on vacation until ${started.until.toISOString()}: end it first (endVacation)`,
          { until: started.until.toISOString() },
        );
      throw new DomainError(
        'VACATION_ALLOWANCE_EXCEEDED',
        `you have ${started.daysLeft} days of vacation left this year, not ${days}`,
        { daysLeft: started.daysLeft },
      );
    }
    await this.tell(await this.repository.turnBasedMatchesOf(viewer.id));
    return this.status(viewer.id);
  }

  /** Ends the vacation under way now (NOT_ON_VACATION if none): it costs the days begun. */
  async end(viewer: Viewer): Promise<VacationModel> {
    const ended = await this.repository.end(viewer.id, new Date(this.now()), this.settings);
    if (!ended) throw new DomainError('NOT_ON_VACATION', 'you are not on vacation');
    await this.tell(ended.matches);
    return this.status(viewer.id);
  }

  /** When the player comes back from the vacation under way; null when not on vacation. */
  untilOf(userId: string): Promise<Date | null> {
    return this.untils.load(userId);
  }

  /** The followers of each match see its clocks again (every node re-reads it). */
  private async tell(matches: readonly PausedMatch[]): Promise<void> {
    for (const match of matches) await this.publisher.match(match.id, { kind: 'seats', seq: match.seq });
  }

  private model(current: VacationRecord | null, used: number): VacationModel {
    return {
      current,
      daysLeft: Math.max(0, this.settings.daysPerYear - used),
      daysPerYear: this.settings.daysPerYear,
    };
  }
}
