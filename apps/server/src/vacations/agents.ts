import type { PrismaClient } from '@brethren/db';
import { MatchPublisher } from '../matches/publisher.js';
import { DEFAULT_TURN_BASED, type TurnBasedSettings } from '../matches/turn-based.js';
import type { PubSub } from '../pubsub/pubsub.js';
import { VacationRepository } from './repository.js';
import { VacationService } from './service.js';
import { DAY_MS } from './vacation.js';

/**
 * Vacations wired over the database: the repository the match clocks read their pauses from, and
 * the service behind the API. A day of vacation lasts a day, or the test pace where one is set.
 */
export function createVacations(
  prisma: PrismaClient,
  pubsub: PubSub,
  turnBased: Partial<TurnBasedSettings> = {},
): { readonly pauses: VacationRepository; readonly service: VacationService } {
  const settings = { ...DEFAULT_TURN_BASED, ...turnBased };
  const repository = new VacationRepository(prisma);
  const service = new VacationService(repository, new MatchPublisher(pubsub), {
    daysPerYear: settings.vacationDaysPerYear,
    dayMs: settings.testPaceMs ?? DAY_MS,
  });
  return { pauses: repository, service };
}
