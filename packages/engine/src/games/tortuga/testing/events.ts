import { PRIVATE_EVENTS } from '../events.js';

/** Who may see each private event: its seat, plus the target for the two-seat one. */
function allowedSeats(event: Record<string, unknown>): number[] {
  const seats = [event['seat'] as number];
  if (event['type'] === 'voteCardGivenSeen') seats.push(event['target'] as number);
  return [...new Set(seats)].sort((a, b) => a - b);
}

/** Fields a public event may carry only in the listed types. */
const PUBLIC_FIELD_TYPES: Readonly<Record<string, readonly string[]>> = {
  card: ['eventRevealed', 'noEffect'],
  loyalty: [],
  loyalties: ['gameEnded'],
  hand: [],
};

/**
 * Private detail only in private events, each visible to exactly the seats allowed to know it;
 * public events carry no loyalty, no vote card (but a vote's anonymous result) and no hidden card.
 */
export function checkEvents(events: readonly { readonly type: string; readonly visibleTo: unknown }[]): void {
  for (const event of events) {
    const body = event as unknown as Record<string, unknown>;
    let ok: boolean;
    if ((PRIVATE_EVENTS as readonly string[]).includes(event.type)) {
      ok = JSON.stringify(event.visibleTo) === JSON.stringify(allowedSeats(body));
    } else {
      ok = event.visibleTo === 'all';
      for (const [field, types] of Object.entries(PUBLIC_FIELD_TYPES)) {
        if (field in body && !types.includes(event.type)) ok = false;
      }
      // Vote cards travel in public only as the anonymous result of a vote.
      if (Array.isArray(body['cards']) && event.type !== 'voteRevealed') ok = false;
    }
    if (!ok) throw new Error(`event leaks or is mislabelled: ${JSON.stringify(event)}`);
  }
}
