import { refuseGuest } from '../accounts/guests.js';
import type { Viewer } from '../accounts/viewer.js';
import { DomainError } from '../errors.js';
import type { MatchReader } from '../matches/reader.js';
import type { MatchRecord } from '../matches/model.js';
import { createdCursor, paginate, type Connection, type PageArgs } from '../pagination.js';
import { Channel } from '../pubsub/channel.js';
import { channels, type PubSub } from '../pubsub/pubsub.js';
import type { RateLimits } from '../security/rate-limits.js';
import { chatTableOf, readableChannels, writingChannel } from './access.js';
import type {
  ChatChannel,
  ChatMessageModel,
  ChatPublication,
  ChatReportCategory,
  ChatTranscriptLine,
} from './model.js';
import type { ChatRepository } from './repository.js';
import { chatText, reportReason } from './text.js';

const CHAT_PAGES = {
  cursor: createdCursor('chat'),
  defaultFirst: 50,
  keyOf: (message: ChatMessageModel) => ({ createdAt: new Date(message.at), id: message.id }),
};

/**
 * A match's chat: who writes where, who reads what (see access.ts), the limits on writing, and the
 * live feed. Every message is stored first, then published on the match's chat channel, so every
 * node's subscribers receive it and each decides for itself whether its reader may see it.
 */
export class ChatService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly matches: MatchReader,
    private readonly limits: RateLimits,
    private readonly pubsub: PubSub,
  ) {}

  async send(viewer: Viewer, matchId: string, channel: ChatChannel, raw: string): Promise<ChatMessageModel> {
    refuseGuest(viewer, 'write in chat');
    const text = chatText(raw);
    const table = chatTableOf(await this.record(matchId));
    const own = writingChannel(table, viewer.id);
    if (channel !== own)
      throw new DomainError(
        'FORBIDDEN',
        own === 'PLAYERS'
          ? 'seated players write in PLAYERS, not SPECTATORS'
          : 'only the seated players write in PLAYERS: write in SPECTATORS',
      );
    await this.limits.consumeChat(viewer.id);
    const message = await this.repository.insert(matchId, channel, viewer.id, text);
    const publication: ChatPublication = { message, table };
    await this.pubsub.publish(channels.chat(matchId), publication);
    return message;
  }

  /** The channels `viewer` may read at this match now. */
  readable(record: MatchRecord, viewer: Viewer | null): ChatChannel[] {
    return readableChannels(chatTableOf(record), viewer?.id ?? null);
  }

  /** The channel `viewer` writes in at this match; null for an anonymous reader. */
  channelOf(record: MatchRecord, viewer: Viewer | null): ChatChannel | null {
    return viewer && writingChannel(chatTableOf(record), viewer.id);
  }

  /** A page of what `viewer` may read, newest first; asking for a channel they may not read is FORBIDDEN. */
  async page(
    record: MatchRecord,
    viewer: Viewer | null,
    channel: ChatChannel | null,
    page: PageArgs,
  ): Promise<Connection<ChatMessageModel>> {
    const readable = this.readable(record, viewer);
    if (channel !== null && !readable.includes(channel))
      throw new DomainError('FORBIDDEN', `${channel} is not yours to read while the match is on`);
    const wanted = channel === null ? readable : [channel];
    return paginate(page, CHAT_PAGES, ({ take, after }) =>
      this.repository.page(record.id, wanted, viewer?.id ?? null, take, after),
    );
  }

  /** A finished match's whole chat, oldest first, for its log download (public, like its log). */
  async transcript(record: MatchRecord): Promise<ChatTranscriptLine[]> {
    const messages = await this.repository.transcript(record.id);
    return messages.map((message) => ({
      channel: message.channel,
      player: message.author.handle,
      text: message.text,
      at: message.at,
    }));
  }

  /**
   * Reports a message the viewer may read; one they may not (another side's, hidden, or kept for
   * moderators after its author's account was deleted) is as unknown as one that is not.
   */
  async report(
    viewer: Viewer,
    messageId: string,
    category: ChatReportCategory,
    raw: string,
  ): Promise<boolean> {
    const reason = reportReason(raw);
    const message = await this.repository.find(messageId);
    const record =
      message && !message.hidden && !message.authorDeleted && (await this.matches.record(message.matchId));
    if (!message || !record || !this.readable(record, viewer).includes(message.channel))
      throw new DomainError('NOT_FOUND', `no chat message "${messageId}"`);
    await this.repository.report(messageId, viewer.id, category, reason);
    return true;
  }

  /**
   * Tells every live reader of a message just hidden to drop it, on every node, as new messages
   * travel: its text stays behind, only what identifies it goes.
   */
  async withdraw(message: ChatMessageModel): Promise<void> {
    const table = chatTableOf(await this.record(message.matchId));
    const publication: ChatPublication = { message: { ...message, text: '', hidden: true }, table };
    await this.pubsub.publish(channels.chat(message.matchId), publication);
  }

  /**
   * The live feed of one reader: each new message of the match they may read when it was written,
   * unless they blocked its author, and the notice of each such message hidden by a moderator.
   * Checks run one message at a time, so the order is kept.
   */
  async subscribe(viewer: Viewer | null, matchId: string): Promise<Channel<ChatMessageModel>> {
    await this.record(matchId);
    let stop: (() => Promise<void>) | null = null;
    const feed = new Channel<ChatMessageModel>(() => stop?.());
    let checked = Promise.resolve();
    const deliver = async ({ message, table }: ChatPublication) => {
      if (!readableChannels(table, viewer?.id ?? null).includes(message.channel)) return;
      if (viewer && viewer.id !== message.author.id) {
        if (await this.repository.blocked(viewer.id, message.author.id)) return;
      }
      feed.push(message);
    };
    stop = await this.pubsub.subscribe(channels.chat(matchId), (publication) => {
      checked = checked
        .then(() => deliver(publication as ChatPublication))
        .catch((error: unknown) => feed.fail(error));
    });
    return feed;
  }

  private async record(matchId: string): Promise<MatchRecord> {
    const record = await this.matches.record(matchId);
    if (!record) throw new DomainError('NOT_FOUND', `no match "${matchId}"`);
    return record;
  }
}
