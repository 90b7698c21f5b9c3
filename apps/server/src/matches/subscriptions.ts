import { DomainError } from '../errors.js';
import type { Logger } from '../logger.js';
import { Channel } from '../pubsub/channel.js';
import { channels, type PubSub } from '../pubsub/pubsub.js';
import type {
  LobbyEventModel,
  LogRecord,
  MatchMessage,
  MatchModel,
  MatchRecord,
  MatchUpdateModel,
} from './model.js';
import type { MatchService } from './service.js';

/**
 * Feeds one subscriber's `matchUpdated`: first every update after `sinceSeq`, then each new one.
 * The subscriber keeps its own cursor (seq and state) and moves it one logged action at a time, so
 * every update carries the exact state of its seq; redaction happens later, in the resolvers, with
 * this subscriber's own viewer.
 */
export async function subscribeToMatch(
  matches: MatchService,
  pubsub: PubSub,
  logger: Logger,
  matchId: string,
  sinceSeq: number,
): Promise<Channel<MatchUpdateModel>> {
  const first = await matches.require(matchId);
  let work = Promise.resolve();
  let unsubscribe: (() => Promise<void>) | null = null;
  const channel = new Channel<MatchUpdateModel>(async () => {
    await unsubscribe?.();
  });

  let record: MatchRecord = first.record;
  let cursor = { seq: Math.min(Math.max(0, sinceSeq), record.seq), state: null as unknown };

  // Listen before catching up, so nothing committed meanwhile is lost; messages wait in line.
  const enqueue = (step: () => Promise<void>) => {
    work = work.then(step).catch((error: unknown) => {
      logger.warn({ err: error, matchId }, 'match subscription failed');
      channel.fail(
        error instanceof DomainError
          ? error
          : new DomainError('NOT_FOUND', 'the match could not be followed'),
      );
    });
  };
  unsubscribe = await pubsub.subscribe(channels.match(matchId), (message) =>
    enqueue(() => onMessage(message as MatchMessage)),
  );

  const emit = (entry: LogRecord | null) => {
    const match: MatchModel = { record: { ...record, seq: cursor.seq }, state: cursor.state };
    channel.push({ match, entry });
  };

  const refreshRecord = async () => {
    const fresh = await matches.require(matchId);
    record = fresh.record;
  };

  /** Moves the cursor through log entries that follow it, emitting an update per entry. */
  const catchUp = async (entries: readonly LogRecord[]) => {
    for (const entry of entries) {
      if (entry.seq !== cursor.seq + 1) continue;
      cursor = { seq: entry.seq, state: matches.advance(record, cursor.state, [entry]) };
      // The record changes during play only when the game ends (result, revealed seed).
      if (record.status === 'ACTIVE' && matches.definition(record).result(cursor.state))
        await refreshRecord();
      emit(entry);
    }
  };

  const onMessage = async (message: MatchMessage) => {
    if (message.kind !== 'action') {
      await refreshRecord();
      if (record.startedAt !== null && cursor.state === null)
        cursor = { seq: record.seq, state: await matches.stateAt(record, record.seq) };
      emit(null);
      return;
    }
    if (message.seq <= cursor.seq) return;
    if (record.startedAt === null || cursor.state === null) {
      await refreshRecord();
      cursor = { seq: 0, state: await matches.stateAt(record, 0) };
    }
    const entries = message.seq === cursor.seq + 1 ? [message.entry] : await matches.log(record, cursor.seq);
    await catchUp(entries.map(revive));
  };

  enqueue(async () => {
    if (record.startedAt === null) return;
    cursor = { seq: cursor.seq, state: await matches.stateAt(record, cursor.seq) };
    await catchUp(await matches.log(record, cursor.seq));
  });
  return channel;
}

/** Log entries that crossed pub/sub as JSON get their date back. */
function revive(entry: LogRecord): LogRecord {
  return entry.at instanceof Date ? entry : { ...entry, at: new Date(entry.at) };
}

/** Feeds `lobbyUpdated`: each public table's changes, with the table as it now stands. */
export async function subscribeToLobby(
  matches: MatchService,
  pubsub: PubSub,
  logger: Logger,
): Promise<Channel<LobbyEventModel>> {
  let unsubscribe: (() => Promise<void>) | null = null;
  let work = Promise.resolve();
  const channel = new Channel<LobbyEventModel>(async () => {
    await unsubscribe?.();
  });
  unsubscribe = await pubsub.subscribe(channels.lobby, (message) => {
    const { kind, matchId } = message as { kind: LobbyEventModel['kind']; matchId: string };
    work = work
      .then(async () => {
        const match = await matches.get(matchId);
        if (match) channel.push({ kind, match });
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'lobby update failed'));
  });
  return channel;
}
