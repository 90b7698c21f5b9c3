import type { QueueTicket } from '@/lib/api/types';

/**
 * Where the viewer stands with ranked play, from their latest queue ticket: free to queue, waiting
 * in a queue, or seated in a ranked match under way (the API then refuses another queue with
 * IN_RANKED_MATCH). A match they resigned from, or one that ended, leaves them free again.
 */
export type QueuePhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'waiting'; readonly ticket: QueueTicket }
  | { readonly kind: 'in-match'; readonly matchId: string; readonly ticket: QueueTicket };

export function queuePhase(ticket: QueueTicket | null | undefined): QueuePhase {
  if (!ticket) return { kind: 'idle' };
  if (ticket.status === 'WAITING') return { kind: 'waiting', ticket };
  const match = ticket.match;
  if (ticket.status === 'MATCHED' && match && match.status === 'ACTIVE') {
    const own = match.seats.find((seat) => seat.seat === match.viewerSeat);
    if (!own?.forfeited) return { kind: 'in-match', matchId: match.id, ticket };
  }
  return { kind: 'idle' };
}

/**
 * When, on this browser's clock, the wait began: the local time the ticket arrived less the
 * seconds the API says were waited. Later tickets of the same wait keep the first anchor unless it
 * drifted by two seconds or more, so the counter shown between updates never stutters or runs back.
 */
export function waitAnchor(
  ticket: QueueTicket,
  receivedAt: number,
  previous: { readonly ticketId: string; readonly startedAt: number } | null,
): { ticketId: string; startedAt: number } {
  const startedAt = receivedAt - ticket.waitedSeconds * 1000;
  if (previous && previous.ticketId === ticket.id && Math.abs(previous.startedAt - startedAt) < 2000) {
    return { ticketId: previous.ticketId, startedAt: previous.startedAt };
  }
  return { ticketId: ticket.id, startedAt };
}
