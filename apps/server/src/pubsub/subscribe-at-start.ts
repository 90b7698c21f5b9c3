import { isDomainError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { PubSub } from './pubsub.js';
import { START_WAIT_MS } from './redis-connection.js';

/** How long a node waits between two tries of a channel it needs at its start. */
const RETRY_MS = 250;

/**
 * Subscribes one of the channels a node needs before it serves anyone (ended tokens, changed
 * accounts, match changes). A person's subscription is refused at once when Redis does not confirm
 * within a command's timeout; a node's own would then fail its whole start over one slow answer (a
 * busy machine, an event loop held up by the start itself), so it is tried again, as the
 * connection is, for up to `waitMs`.
 */
export async function subscribeAtStart(
  pubsub: PubSub,
  channel: string,
  handler: (message: unknown) => void,
  logger: Logger,
  waitMs = START_WAIT_MS,
): Promise<() => Promise<void>> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await pubsub.subscribe(channel, handler);
    } catch (error) {
      if (!isDomainError(error, 'SERVICE_UNAVAILABLE') || Date.now() + RETRY_MS > deadline) throw error;
      if (attempt === 1) logger.warn({ channel }, 'subscribing at start: not confirmed yet; retrying');
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
