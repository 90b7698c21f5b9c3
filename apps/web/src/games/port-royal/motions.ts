import type { PortRoyalEventBody } from '@brethren/engine/port-royal';
import type { LogEntry } from '@/lib/api/types';
import type { Motion } from '@/motion/flight';

/** `data-motion` keys of what moves at a Port Royal table. */
export const motionKey = {
  /** A seat's player board (where another player's cards come from). */
  board: (seat: number) => `board-${seat}`,
  /** A crew card in the viewer's hand. */
  handCard: (card: string) => `crew-${card}`,
  /** A card played to the trick (gone, and no longer marked, when the trick is cleared). */
  trick: (card: string) => `trick-${card}`,
  /** A loot card, in the harbour or on a ship. */
  loot: (loot: string) => `loot-${loot}`,
};

/**
 * What one log entry moved: a card played slides from the hand (the viewer's) or the player's
 * board (another's) to the trick; loot loaded slides from the harbour onto the ship.
 */
export function portRoyalMotions(
  entry: Pick<LogEntry<PortRoyalEventBody>, 'events'>,
  viewerSeat: number | null,
): Motion[] {
  return entry.events.flatMap((body): Motion[] => {
    switch (body.type) {
      case 'cardPlayed': {
        const from = body.seat === viewerSeat ? motionKey.handCard(body.card) : motionKey.board(body.seat);
        return [{ piece: motionKey.trick(body.card), path: [from, motionKey.trick(body.card)] }];
      }
      case 'lootLoaded': {
        const loot = motionKey.loot(body.loot);
        return [{ piece: loot, path: [loot, loot] }];
      }
      default:
        return [];
    }
  });
}
