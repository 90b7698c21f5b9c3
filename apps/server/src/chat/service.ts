import { refuseGuest } from '../accounts/guests.js';
import type { Viewer } from '../accounts/viewer.js';
import { DomainError } from '../errors.js';
import type { MatchReader } from '../matches/reader.js';
import type { MatchRecord } from '../matches/model.js';
import type { TournamentRecord } from '../tournaments/model.js';
import { createdCursor, paginate, type Connection, type PageArgs } from '../pagination.js';
import { Channel } from '../pubsub/channel.js';
import { channels, type PubSub } from '../pubsub/pubsub.js';
import type { RateLimits } from '../security/rate-limits.js';
import { chatTableOf, readableChannels, writesInTournament, writingChannel } from './access.js';
import type {
  ChatChannel,
  ChatMessageModel,
  ChatPlace,
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

/** What the chat asks of the tournaments: one the viewer may see, and whether they play in it. */
export interface ChatTournaments {
  visible(id: string, viewer: Viewer | null, inviteCode?: string | null): Promise<TournamentRecord | null>;
  joined(tournament: TournamentRecord, viewer: Viewer | null): Promise<boolean>;
}

/**
 * The chats of matches and tournaments: who writes where, who reads what (see access.ts), the
 * limits on writing, and the live feed. Every message is stored first, then published on its
 * match's or tournament's chat channel, so every node's subscribers receive it and each decides for
 * itself whether its reader may see it.
 */
export class ChatService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly matches: MatchReader,
    private readonly tournaments: ChatTournaments,
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
    const message = await this.repository.insert({ matchId }, channel, viewer.id, text);
    const publication: ChatPublication = { message, table };
    await this.pubsub.publish(channels.chat(matchId), publication);
    return message;
  }

  /** Writes in a tournament's chat: its players' and its creator's (see `writesInTournament`). */
  async sendInTournament(viewer: Viewer, tournamentId: string, raw: string): Promise<ChatMessageModel> {
    refuseGuest(viewer, 'write in chat');
    const text = chatText(raw);
    const tournament = await this.tournament(tournamentId, viewer);
    if (!(await this.writesIn(tournament, viewer)))
      throw new DomainError('FORBIDDEN', "only the tournament's players and its creator write in its chat");
    await this.limits.consumeChat(viewer.id);
    const message = await this.repository.insert({ tournamentId }, 'TOURNAMENT', viewer.id, text);
    const publication: ChatPublication = { message, table: null };
    await this.pubsub.publish(channels.tournamentChat(tournamentId), publication);
    return message;
  }

  /** Whether `viewer` may write in the tournament's chat now. */
  async writesIn(tournament: TournamentRecord, viewer: Viewer | null): Promise<boolean> {
    if (!viewer || viewer.guest) return false;
    const creatorId = tournament.createdBy?.id ?? null;
    return writesInTournament(creatorId, viewer.id, await this.tournaments.joined(tournament, viewer));
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
    return this.pageOf({ matchId: record.id }, wanted, viewer, page);
  }

  /** A page of a tournament's chat (one the viewer could read), newest first. */
  tournamentPage(
    tournament: TournamentRecord,
    viewer: Viewer | null,
    page: PageArgs,
  ): Promise<Connection<ChatMessageModel>> {
    return this.pageOf({ tournamentId: tournament.id }, ['TOURNAMENT'], viewer, page);
  }

  private pageOf(
    place: ChatPlace,
    wanted: readonly ChatChannel[],
    viewer: Viewer | null,
    page: PageArgs,
  ): Promise<Connection<ChatMessageModel>> {
    return paginate(page, CHAT_PAGES, ({ take, after }) =>
      this.repository.page(place, wanted, viewer?.id ?? null, take, after),
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
   * Reports a message the viewer may read (a private tournament's by its `inviteCode`, as they read
   * it); one they may not (another side's, hidden, or kept for moderators after its author's
   * account was deleted) is as unknown as one that is not.
   */
  async report(
    viewer: Viewer,
    messageId: string,
    category: ChatReportCategory,
    raw: string,
    inviteCode?: string | null,
  ): Promise<boolean> {
    const reason = reportReason(raw);
    const message = await this.repository.find(messageId);
    if (
      !message ||
      message.hidden ||
      message.authorDeleted ||
      !(await this.reads(message, viewer, inviteCode))
    )
      throw new DomainError('NOT_FOUND', `no chat message "${messageId}"`);
    await this.repository.report(messageId, viewer.id, category, reason);
    return true;
  }

  /**
   * Whether `viewer` may read where the message was written: its side of the match's chat, or the
   * chat of a tournament they may see (a private one with its code).
   */
  private async reads(
    message: ChatMessageModel,
    viewer: Viewer,
    inviteCode?: string | null,
  ): Promise<boolean> {
    if (message.tournamentId !== null)
      return (await this.tournaments.visible(message.tournamentId, viewer, inviteCode)) !== null;
    const record = message.matchId === null ? null : await this.matches.record(message.matchId);
    return record !== null && this.readable(record, viewer).includes(message.channel);
  }

  /**
   * Tells every live reader of a message just hidden to drop it, on every node, as new messages
   * travel: its text stays behind, only what identifies it goes.
   */
  async withdraw(message: ChatMessageModel): Promise<void> {
    const notice = { ...message, text: '', hidden: true };
    if (message.tournamentId !== null) {
      const publication: ChatPublication = { message: notice, table: null };
      await this.pubsub.publish(channels.tournamentChat(message.tournamentId), publication);
    } else if (message.matchId !== null) {
      const table = chatTableOf(await this.record(message.matchId));
      const publication: ChatPublication = { message: notice, table };
      await this.pubsub.publish(channels.chat(message.matchId), publication);
    }
  }

  /**
   * The live feed of one reader: each new message of the match they may read when it was written,
   * unless they blocked its author, and the notice of each such message hidden by a moderator.
   * Checks run one message at a time, so the order is kept.
   */
  async subscribe(viewer: Viewer | null, matchId: string): Promise<Channel<ChatMessageModel>> {
    await this.record(matchId);
    return this.follow(channels.chat(matchId), viewer);
  }

  /**
   * The live feed of a tournament's chat (one the viewer may see, with its invite code if it is
   * private and they are neither in it nor its creator): as `subscribe`, every message.
   */
  async subscribeTournament(
    viewer: Viewer | null,
    tournamentId: string,
    inviteCode?: string | null,
  ): Promise<Channel<ChatMessageModel>> {
    await this.tournament(tournamentId, viewer, inviteCode);
    return this.follow(channels.tournamentChat(tournamentId), viewer);
  }

  private async follow(channel: string, viewer: Viewer | null): Promise<Channel<ChatMessageModel>> {
    let stop: (() => Promise<void>) | null = null;
    const feed = new Channel<ChatMessageModel>(() => stop?.());
    let checked = Promise.resolve();
    const deliver = async ({ message, table }: ChatPublication) => {
      if (table && !readableChannels(table, viewer?.id ?? null).includes(message.channel)) return;
      if (viewer && viewer.id !== message.author.id) {
        if (await this.repository.blocked(viewer.id, message.author.id)) return;
      }
      feed.push(message);
    };
    stop = await this.pubsub.subscribe(channel, (publication) => {
      checked = checked
        .then(() => deliver(publication as ChatPublication))
        .catch((error: unknown) => feed.fail(error));
    });
    return feed;
  }

  private async tournament(
    id: string,
    viewer: Viewer | null,
    inviteCode?: string | null,
  ): Promise<TournamentRecord> {
    const tournament = await this.tournaments.visible(id, viewer, inviteCode);
    if (!tournament) throw new DomainError('NOT_FOUND', `no tournament "${id}"`);
    return tournament;
  }

  private async record(matchId: string): Promise<MatchRecord> {
    const record = await this.matches.record(matchId);
    if (!record) throw new DomainError('NOT_FOUND', `no match "${matchId}"`);
    return record;
  }
}
