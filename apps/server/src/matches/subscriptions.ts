import { Channel } from '../pubsub/channel.js';
import type { LobbyFeed } from './lobby-feed.js';
import type { LobbyEventModel } from './model.js';

/** Feeds `lobbyUpdated`: each public table's changes, with the table as it now stands. */
export async function subscribeToLobby(lobby: LobbyFeed): Promise<Channel<LobbyEventModel>> {
  let stop: (() => Promise<void>) | null = null;
  const channel = new Channel<LobbyEventModel>(() => stop?.());
  stop = await lobby.follow((event) => channel.push(event));
  return channel;
}
