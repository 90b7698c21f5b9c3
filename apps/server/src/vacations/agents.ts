import type { PrismaClient } from '@brethren/db';
import type { PauseStore } from '../matches/pauses.js';
import { MatchPublisher } from '../matches/publisher.js';
import { DEFAULT_TURN_BASED, type TurnBasedSettings } from '../matches/turn-based.js';
import type { PubSub } from '../pubsub/pubsub.js';
import { VacationRepository } from './repository.js';
import { VacationService } from './service.js';
import { DAY_MS } from './vacation.js';

/**
 * Vacations wired over the databases: the pauses the match clocks read, over each pool (requests
 * read them for the API's clocks and `myGames`, the clock keeper through the background pool), and
 * the service behind the API. A day of vacation lasts a day, or the test pace where one is set.
 */
export function createVacations(
  databases: { readonly requests: PrismaClient; readonly background: PrismaClient },
  pubsub: PubSub,
  turnBased: Partial<TurnBasedSettings> = {},
): {
  readonly pauses: { readonly requests: PauseStore; readonly background: PauseStore };
  readonly service: VacationService;
} {
  const settings = { ...DEFAULT_TURN_BASED, ...turnBased };
  const repository = new VacationRepository(databases.requests);
  const service = new VacationService(repository, new MatchPublisher(pubsub), {
    daysPerYear: settings.vacationDaysPerYear,
    dayMs: settings.testPaceMs ?? DAY_MS,
  });
  return {
    pauses: { requests: repository, background: new VacationRepository(databases.background) },
    service,
  };
}
