import type { Context } from '../context.js';
import type { ShareKey } from './shared-results.js';
import type { MatchUpdateModel } from '../matches/model.js';

/**
 * Which `matchUpdated` results subscribers may share: an update (never a snapshot, which carries
 * each subscriber's own missed entries) is the same for every anonymous viewer, and for every
 * subscription of one account. A seated player is thus always a group of its own, and so is a
 * signed-in spectator (chat fields depend on who asks), so no hidden information can cross over.
 */
export const matchUpdateShareKey: ShareKey = (field, event, context) => {
  if (field !== 'matchUpdated') return null;
  const update = event as MatchUpdateModel;
  if (update.snapshot) return null;
  const viewer = (context as Context).viewer;
  return { event: update.match, group: viewer ? `account:${viewer.id}` : 'anonymous' };
};
